import { useTranslation } from '../../i18n/use-translation';
import type { Language } from '../../i18n/languages';
import { breadcrumbJsonLd, jsonLdScript } from '../../layout/json-ld';
import { PageHead } from '../../layout/page-head';
import { pathTo } from '../../routes/paths';
import { useRouteData } from '../../routes/route-data';
import { faqJsonLd } from './faq-json-ld';
import { PageHrefsProvider } from './page-hrefs';
import type { Crumb, SectionsPageData } from './sections-page-data';
import { SectionsRenderer } from './sections-renderer';

/**
 * A page made of sections (a feature page, an overview): its head (title and description from
 * its content, BreadcrumbList and, with questions, FAQPage JSON-LD) and its sections.
 */
export function SectionsPage({ language, page }: { language: Language; page: SectionsPageData }) {
  const { t } = useTranslation();
  const ownPath = useRouteData()?.canonical ?? pathTo('home', language);
  const trail: Crumb[] = [
    { name: t('nav.home'), path: pathTo('home', language) },
    ...page.parents,
    { name: page.meta.breadcrumb ?? page.meta.title, path: ownPath },
  ];
  const faq = faqJsonLd(page.sections);
  return (
    <PageHrefsProvider hrefs={page.hrefs}>
      <PageHead language={language} title={page.meta.title} description={page.meta.description}>
        {jsonLdScript(breadcrumbJsonLd(trail), 'breadcrumbs')}
        {faq ? jsonLdScript(faq, 'faq') : null}
      </PageHead>
      <SectionsRenderer sections={page.sections} trail={trail} language={language} />
    </PageHrefsProvider>
  );
}
