import { siteConfig } from '../../config';
import { findPicture } from '../../content/find-picture';
import type { CaseStudy } from '../../content/schemas/case-studies';
import type { Language } from '../../i18n/languages';
import { breadcrumbJsonLd, jsonLdScript } from '../../layout/json-ld';
import { PageHead } from '../../layout/page-head';
import { absoluteUrl } from '../../routes/paths';
import type { Crumb } from '../../components/sections/sections-page-data';

type CaseStudyHeadProps = { caseStudy: CaseStudy; language: Language; path: string; trail: readonly Crumb[] };

/** A case study's head: the common tags, its publication date, and Article and BreadcrumbList JSON-LD. */
export function CaseStudyHead({ caseStudy, language, path, trail }: CaseStudyHeadProps) {
  const publishedTime = `${caseStudy.published}T00:00:00Z`;
  const publisher = { '@type': 'Organization', name: siteConfig.brandName };
  const image = findPicture(caseStudy.pictures, 'caseCover', caseStudy.cover.src)?.src ?? caseStudy.cover.src;
  return (
    <PageHead language={language} title={caseStudy.title} description={caseStudy.summary} type="article">
      <meta property="article:published_time" content={publishedTime} />
      {jsonLdScript(
        {
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: caseStudy.title,
          description: caseStudy.summary,
          image: absoluteUrl(image),
          datePublished: publishedTime,
          inLanguage: language,
          about: { '@type': 'Organization', name: caseStudy.company },
          author: publisher,
          publisher: {
            ...publisher,
            logo: { '@type': 'ImageObject', url: absoluteUrl('/images/brand/talvera-logo.svg') },
          },
          mainEntityOfPage: absoluteUrl(path),
        },
        'article',
      )}
      {jsonLdScript(breadcrumbJsonLd(trail), 'breadcrumbs')}
    </PageHead>
  );
}
