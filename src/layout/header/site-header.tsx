import { useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { MenuButton } from '../../components/menu-button';
import { PAGE_CONTAINER } from '../../components/page-section';
import { siteConfig } from '../../config';
import type { Language } from '../../i18n/languages';
import type { LanguageLinks } from '../../routes/route-data';
import { pathTo } from '../../routes/paths';
import { BrandLogo } from '../brand-logo';
import { HOME_SECTIONS, homeSectionHref, navLinks, PRODUCT_MENU_PAGES } from '../navigation';
import { LanguageMenu } from './language-menu';
import { MobileMenu } from './mobile-menu';
import { useHeaderVisibility } from './use-header-visibility';

const navLinkClass = 'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-brand-700';

/** The fixed header of every page: logo, navigation, language menu, login and demo buttons. */
export function SiteHeader({ language, languageLinks }: { language: Language; languageLinks: LanguageLinks }) {
  const { t } = useTranslation();
  const headerRef = useRef<HTMLElement>(null);
  const { compact, hidden } = useHeaderVisibility(headerRef);
  const productItems = [
    ...HOME_SECTIONS.map((section) => ({ href: homeSectionHref(language, section.id), label: t(section.labelKey) })),
    ...PRODUCT_MENU_PAGES.map((pageId) => ({ href: pathTo(pageId, language), label: t(`nav.${pageId}`) })),
  ];

  return (
    <header
      ref={headerRef}
      data-compact={compact}
      data-hidden={hidden}
      className={`fixed inset-x-0 top-0 z-40 border-b transition-all duration-300 ${hidden ? '-translate-y-full' : 'translate-y-0'} ${
        compact ? 'border-slate-200 bg-white/95 shadow-sm backdrop-blur' : 'border-transparent bg-white'
      }`}
    >
      <div
        className={`${PAGE_CONTAINER} flex items-center justify-between gap-4 transition-all ${compact ? 'h-14' : 'h-20'}`}
      >
        <a
          href={pathTo('home', language)}
          className="shrink-0"
          aria-label={t('header.homeLink', { brand: siteConfig.brandName })}
        >
          <BrandLogo />
        </a>
        <nav aria-label={t('header.mainNavigation')} className="hidden items-center gap-1 xl:flex">
          {productItems.length > 0 ? (
            <MenuButton label={t('header.product')} items={productItems} buttonClassName={navLinkClass} />
          ) : null}
          {navLinks(language).map((link) => (
            <a key={link.href} href={link.href} className={navLinkClass}>
              {t(link.labelKey)}
            </a>
          ))}
        </nav>
        <div className="hidden items-center gap-2 xl:flex">
          <LanguageMenu language={language} languageLinks={languageLinks} />
          <a href={siteConfig.appLoginUrl} className={navLinkClass}>
            {t('header.login')}
          </a>
          <a
            href={pathTo('demo', language)}
            className="rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
          >
            {t('header.getDemo')}
          </a>
        </div>
        <MobileMenu language={language} languageLinks={languageLinks} productItems={productItems} />
      </div>
    </header>
  );
}
