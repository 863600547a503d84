import { useTranslation } from '../../i18n/use-translation';
import { DemoCallToAction } from '../../components/demo-call-to-action';
import { PageHero } from '../../components/page-hero';
import { breadcrumbJsonLd, jsonLdScript } from '../../layout/json-ld';
import { PageHead } from '../../layout/page-head';
import type { Language } from '../../i18n/languages';
import { pathTo } from '../../routes/paths';
import type { IntegrationsPageData } from './data';
import { IntegrationDirectory } from './integration-directory';

type IntegrationsPageProps = IntegrationsPageData & { language: Language };

/** Every integration is in the HTML; the search and category filter are kept in the address. */
export function IntegrationsPage({ language, content, directory }: IntegrationsPageProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHead language={language} title={content.meta.title} description={content.meta.description}>
        {jsonLdScript(
          breadcrumbJsonLd([
            { name: t('nav.home'), path: pathTo('home', language) },
            { name: content.meta.title, path: pathTo('integrations', language) },
          ]),
          'breadcrumbs',
        )}
      </PageHead>
      <PageHero title={content.heading} intro={content.intro}>
        {content.planNote ? <p className="mt-4 text-sm text-slate-600">{content.planNote}</p> : null}
      </PageHero>
      <IntegrationDirectory language={language} labels={content.search} directory={directory} />
      {/* The request goes through the demo form, whose message says which tool is missing. */}
      <div className="px-4">
        <DemoCallToAction language={language} {...content.request} />
      </div>
    </>
  );
}
