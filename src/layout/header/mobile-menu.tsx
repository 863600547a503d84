import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { MenuLink } from '../../components/menu-button';
import { siteConfig } from '../../config';
import type { Language } from '../../i18n/languages';
import type { LanguageLinks } from '../../routes/route-data';
import { pathTo } from '../../routes/paths';
import { navLinks } from '../navigation';
import { useLanguageItems } from './language-menu';
import { OutlineIcon } from '../../components/outline-icon';

const itemClass = 'block rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-brand-50';

type MobileMenuProps = { language: Language; languageLinks: LanguageLinks; productItems: readonly MenuLink[] };

/** Below xl: a disclosure panel at most 800 px tall, scrolling on shorter screens; Escape closes it and refocuses the button. */
export function MobileMenu({ language, languageLinks, productItems }: MobileMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const languages = useLanguageItems(language, languageLinks);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div className="xl:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => {
          setOpen(!open);
        }}
        className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
      >
        <span className="sr-only">{t(open ? 'header.closeMenu' : 'header.openMenu')}</span>
        <OutlineIcon className="size-6" strokeWidth={2}>
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </OutlineIcon>
      </button>
      <nav
        id="mobile-menu"
        aria-label={t('header.mobileNavigation')}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[min(800px,calc(100dvh-5rem))] overflow-y-auto border-b border-slate-200 bg-white px-4 pt-2 pb-6 shadow-lg"
      >
        <ul className="space-y-1">
          {[...productItems, ...navLinks(language).map((link) => ({ href: link.href, label: t(link.labelKey) }))].map(
            (item) => (
              <li key={item.href}>
                <a
                  href={item.href}
                  className={itemClass}
                  onClick={() => {
                    setOpen(false);
                  }}
                >
                  {item.label}
                </a>
              </li>
            ),
          )}
        </ul>
        <p className="mt-4 px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {t('header.languageMenu')}
        </p>
        <ul className="mt-1 flex gap-2 px-1">
          {languages.map((item) => (
            <li key={item.lang}>
              <a
                href={item.href}
                lang={item.lang}
                aria-current={item.current ? 'page' : undefined}
                onClick={item.onSelect}
                className={`${itemClass} aria-[current=page]:text-brand-700`}
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
        <a href={siteConfig.appLoginUrl} className={`${itemClass} mt-4 border border-slate-200 text-center`}>
          {t('header.login')}
        </a>
        <a
          href={pathTo('demo', language)}
          className="mt-3 block rounded-lg bg-brand-600 px-3 py-3 text-center text-base font-semibold text-white"
        >
          {t('header.getDemo')}
        </a>
      </nav>
    </div>
  );
}
