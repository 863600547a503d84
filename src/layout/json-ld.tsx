import { siteConfig } from '../config';
import { foundedYear, legalName, vatNumber } from '../generated/company';
import { absoluteUrl } from '../routes/paths';

/** `<` is escaped so no text in the data can close the script. A function: react-helmet-async takes only plain tags. */
export function jsonLdScript(data: object, key?: string) {
  return (
    <script key={key} type="application/ld+json">
      {JSON.stringify(data).replace(/</g, '\\u003c')}
    </script>
  );
}

export function organizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: siteConfig.brandName,
    legalName,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/images/brand/talvera-logo.svg'),
    foundingDate: String(foundedYear),
    vatID: vatNumber,
    email: siteConfig.supportEmail,
    sameAs: [siteConfig.socialUrl],
  };
}

export function breadcrumbJsonLd(items: readonly { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}
