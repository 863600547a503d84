import type { LegalPageId } from '../content/schemas/legal';
import type { TranslationKey } from '../i18n/translation-key';
import type { Language } from '../i18n/languages';
import type { PageId } from '../routes/pages';
import { pathTo } from '../routes/paths';

/**
 * Families whose every page the footer lists, each in its own column under its overview page:
 * the build hands each page the links in its language (route data), so the browser never lists
 * a family's items itself.
 */
export const FOOTER_FAMILIES = ['featureDetail', 'industryDetail'] as const satisfies readonly PageId[];

/** Pages linked from the header and the footer, in order; a page appears once it is built. */
const NAV_PAGES = ['pricing', 'team', 'articles'] as const satisfies readonly PageId[];

export type NavLink = { href: string; labelKey: TranslationKey };

export function navLinks(language: Language): NavLink[] {
  return NAV_PAGES.map((pageId) => ({ href: pathTo(pageId, language), labelKey: `nav.${pageId}` }));
}

/** Pages the header's Product menu lists after the home page's sections. */
export const PRODUCT_MENU_PAGES = ['features', 'caseStudies'] as const satisfies readonly PageId[];

/** The footer's resources and company columns, in order. */
export const RESOURCE_PAGES = ['articles', 'caseStudies', 'integrations'] as const satisfies readonly PageId[];
export const COMPANY_PAGES = ['pricing', 'team', 'demo'] as const satisfies readonly PageId[];

/** A page the footer links by name (its label is `nav.<pageId>`). */
export type FooterPageId =
  (typeof RESOURCE_PAGES)[number] | (typeof COMPANY_PAGES)[number] | 'features' | 'recruitingSoftware';

export function footerLink(pageId: FooterPageId, language: Language): NavLink {
  return { href: pathTo(pageId, language), labelKey: `nav.${pageId}` };
}

/**
 * Sections of the home page the Product menu and the footer jump to. Each id must exist on the
 * home page: the dist checker fails the build on an anchor that points nowhere.
 */
export const HOME_SECTIONS: readonly { id: string; labelKey: TranslationKey }[] = [
  { id: 'showcase', labelKey: 'nav.sections.showcase' },
  { id: 'features', labelKey: 'nav.sections.features' },
  { id: 'testimonials', labelKey: 'nav.sections.testimonials' },
];

/** Link to a home section; from another page the home page scrolls to it on arrival. */
export function homeSectionHref(language: Language, sectionId: string): string {
  return `${pathTo('home', language)}#${sectionId}`;
}

/** The privacy policy, which the forms' privacy notices and the newsletter's consent text link to. */
export function privacyPolicyHref(language: Language): string {
  return pathTo('privacy', language);
}

/** The cookie policy, which the consent banner links to. */
export function cookiePolicyHref(language: Language): string {
  return pathTo('cookies', language);
}

/** The legal and trust pages, in the order the footer's legal column lists them (label: `legal.links.<pageId>`). */
export const LEGAL_LINK_PAGES = [
  'privacy',
  'cookies',
  'terms',
  'accessibility',
  'responsibleAi',
  'security',
] as const satisfies readonly LegalPageId[];
