import type { ReactNode } from 'react';
import { Head } from 'vite-react-ssg';
import { siteConfig } from '../config';
import { DEFAULT_LANGUAGE, LANGUAGE_LOCALES, LANGUAGES, type Language } from '../i18n/languages';
import { useTranslation } from '../i18n/use-translation';
import { absoluteUrl } from '../routes/paths';
import { useRouteData } from '../routes/route-data';
import { isPreview } from '../generated/publication';
import { jsonLdScript, organizationJsonLd } from './json-ld';

type PageHeadProps = {
  language: Language;
  title: string;
  description: string;
  type?: 'website' | 'article' | 'profile';
  /** A site path: the content schemas refuse web addresses. */
  image?: string;
  /** The preview picture's text alternative, in the page's language; the default card's without one. */
  imageAlt?: string;
  children?: ReactNode;
};

const DEFAULT_IMAGE = '/images/brand/social-card.png';

/** Language, title, description, canonical, hreflang (x-default → en), Open Graph, Twitter and the Organization JSON-LD. */
export function PageHead({
  language,
  title,
  description,
  type = 'website',
  image = DEFAULT_IMAGE,
  imageAlt,
  children,
}: PageHeadProps) {
  const { t } = useTranslation();
  // The route carries the page's address and counterparts: no page names itself.
  const routeData = useRouteData();
  const alternates = routeData?.alternates;
  const fullTitle = `${title} | ${siteConfig.brandName}`;
  const canonical = routeData?.canonical;
  const defaultAlternate = alternates?.[DEFAULT_LANGUAGE];
  const imageUrl = absoluteUrl(image);
  const imageText = imageAlt ?? t('common.socialCardAlt');
  return (
    <Head htmlAttributes={{ lang: language }}>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {canonical ? <link rel="canonical" href={absoluteUrl(canonical)} /> : null}
      {/* A preview (a pull request's, npm run dev) shows drafts: no page of it is to be indexed. */}
      {!canonical || isPreview ? <meta name="robots" content="noindex" /> : null}
      {LANGUAGES.map((other) => {
        const path = alternates?.[other];
        return path ? <link key={other} rel="alternate" hrefLang={other} href={absoluteUrl(path)} /> : null;
      })}
      {defaultAlternate ? <link rel="alternate" hrefLang="x-default" href={absoluteUrl(defaultAlternate)} /> : null}
      <meta property="og:site_name" content={siteConfig.brandName} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {canonical ? <meta property="og:url" content={absoluteUrl(canonical)} /> : null}
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:alt" content={imageText} />
      <meta property="og:locale" content={LANGUAGE_LOCALES[language].replace('-', '_')} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={imageText} />
      {jsonLdScript(organizationJsonLd())}
      {children}
    </Head>
  );
}
