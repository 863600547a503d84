import type { LegalPageId } from '../content/schemas/legal';
import type { TranslationKey } from '../i18n/translation-key';
import type { Language } from '../i18n/languages';
import { PAGE_IDS, pageDefinition, type FooterColumnId, type FooterPageId, type PageId } from '../routes/pages';
import { pathTo } from '../routes/paths';

/** Families the footer lists whole; the build hands each page the links (route data), so the browser never lists items. */
export const FOOTER_FAMILIES = ['featureDetail', 'industryDetail'] as const satisfies readonly PageId[];

/** Linked from the header and the footer; a page appears once it is built. */
const NAV_PAGES = ['pricing', 'team', 'articles'] as const satisfies readonly PageId[];

export type NavLink = { href: string; labelKey: TranslationKey };

export function navLinks(language: Language): NavLink[] {
  return NAV_PAGES.map((pageId) => ({ href: pathTo(pageId, language), labelKey: `nav.${pageId}` }));
}

export const PRODUCT_MENU_PAGES = ['features', 'caseStudies'] as const satisfies readonly PageId[];

/** The overview page heading a footer column of a family's pages (labelled `nav.<pageId>`). */
export function familyOverviewLink(pageId: 'features' | 'recruitingSoftware', language: Language): NavLink {
  return { href: pathTo(pageId, language), labelKey: `nav.${pageId}` };
}

/** The pages the route table puts in a footer column (its `footer`), in the table's order. */
export function footerColumnLinks(column: FooterColumnId, language: Language): NavLink[] {
  return PAGE_IDS.filter((pageId): pageId is FooterPageId => pageDefinition(pageId).footer === column).map(
    (pageId) => ({ href: pathTo(pageId, language), labelKey: `nav.${pageId}` }),
  );
}

/** Each id must exist on the home page: the dist checker fails the build on an anchor that points nowhere. */
export const HOME_SECTIONS: readonly { id: string; labelKey: TranslationKey }[] = [
  { id: 'showcase', labelKey: 'nav.sections.showcase' },
  { id: 'features', labelKey: 'nav.sections.features' },
  { id: 'testimonials', labelKey: 'nav.sections.testimonials' },
];

/** From another page, the home page scrolls to the section on arrival. */
export function homeSectionHref(language: Language, sectionId: string): string {
  return `${pathTo('home', language)}#${sectionId}`;
}

export function privacyPolicyHref(language: Language): string {
  return pathTo('privacy', language);
}

export function cookiePolicyHref(language: Language): string {
  return pathTo('cookies', language);
}

/** In the footer's legal column's order (label: `legal.links.<pageId>`). */
export const LEGAL_LINK_PAGES = [
  'privacy',
  'cookies',
  'terms',
  'accessibility',
  'responsibleAi',
  'security',
] as const satisfies readonly LegalPageId[];
