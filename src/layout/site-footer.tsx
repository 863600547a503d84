import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { PAGE_CONTAINER } from '../components/page-section';
import { siteConfig } from '../config';
import { companyRegister, legalName, reaNumber, registeredOffice, shareCapital, vatNumber } from '../generated/company';
import type { Language } from '../i18n/languages';
import { DeferredNewsletterForm } from '../components/newsletter-form/deferred-newsletter-form';
import { BrandLogo } from './brand-logo';
import { pathTo } from '../routes/paths';
import { CONSENT_BANNER_ID, consentAction } from '../consent/consent-dom';
import { NetworkIcon } from './network-icon';
import { useRouteData, type FamilyLink } from '../routes/route-data';
import {
  familyOverviewLink,
  footerColumnLinks,
  HOME_SECTIONS,
  homeSectionHref,
  LEGAL_LINK_PAGES,
  type NavLink,
} from './navigation';

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
      <ul className="mt-4 space-y-3 text-sm">{children}</ul>
    </div>
  );
}

function FooterLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <li>
      <a href={href} className="text-slate-600 hover:text-brand-700 hover:underline">
        {children}
      </a>
    </li>
  );
}

function FamilyColumn({ title, overview, links }: { title: string; overview: NavLink; links: readonly FamilyLink[] }) {
  const { t } = useTranslation();
  return (
    <FooterColumn title={title}>
      <FooterLink href={overview.href}>{t(overview.labelKey)}</FooterLink>
      {links.map((link) => (
        <FooterLink key={link.path} href={link.path}>
          {link.label}
        </FooterLink>
      ))}
    </FooterColumn>
  );
}

/** Every page is reachable from here or a page linked here (the dist checker fails on orphans); the company identity Italian law requires. */
export function SiteFooter({ language }: { language: Language }) {
  const { t } = useTranslation();
  const familyLinks = useRouteData()?.familyLinks ?? {};
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className={`${PAGE_CONTAINER} grid gap-10 py-14 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-6`}>
        <div className="sm:col-span-2 md:col-span-3 lg:col-span-6">
          <BrandLogo />
          <p className="mt-4 max-w-md text-sm text-slate-600">{t('footer.tagline')}</p>
          <a
            href={siteConfig.socialUrl}
            className="mt-4 inline-flex min-h-6 items-center gap-2 text-sm font-medium text-brand-700 hover:underline"
          >
            <NetworkIcon />
            {t('footer.social', { brand: siteConfig.brandName, network: siteConfig.socialNetwork })}
          </a>
        </div>
        <div className="sm:col-span-2 md:col-span-3 lg:col-span-6">
          <DeferredNewsletterForm language={language} />
        </div>
        <FooterColumn title={t('footer.product')}>
          {HOME_SECTIONS.map((section) => (
            <FooterLink key={section.id} href={homeSectionHref(language, section.id)}>
              {t(section.labelKey)}
            </FooterLink>
          ))}
          <FooterLink href={siteConfig.appLoginUrl}>{t('header.login')}</FooterLink>
        </FooterColumn>
        <FamilyColumn
          title={t('footer.features')}
          overview={familyOverviewLink('features', language)}
          links={familyLinks.featureDetail ?? []}
        />
        <FamilyColumn
          title={t('footer.solutions')}
          overview={familyOverviewLink('recruitingSoftware', language)}
          links={familyLinks.industryDetail ?? []}
        />
        <FooterColumn title={t('footer.resources')}>
          {footerColumnLinks('resources', language).map((link) => (
            <FooterLink key={link.href} href={link.href}>
              {t(link.labelKey)}
            </FooterLink>
          ))}
        </FooterColumn>
        <FooterColumn title={t('footer.company')}>
          {footerColumnLinks('company', language).map((link) => (
            <FooterLink key={link.href} href={link.href}>
              {t(link.labelKey)}
            </FooterLink>
          ))}
          <FooterLink href={`mailto:${siteConfig.supportEmail}`}>{t('footer.support')}</FooterLink>
          <FooterLink href={`mailto:${siteConfig.adminEmail}`}>{t('footer.administration')}</FooterLink>
        </FooterColumn>
        <FooterColumn title={t('footer.legal')}>
          {LEGAL_LINK_PAGES.map((pageId) => (
            <FooterLink key={pageId} href={pathTo(pageId, language)}>
              {t(`legal.links.${pageId}`)}
            </FooterLink>
          ))}
          <li>
            <button
              type="button"
              {...consentAction('reopen')}
              aria-controls={CONSENT_BANNER_ID}
              className="text-left text-slate-600 hover:text-brand-700 hover:underline"
            >
              {t('footer.cookiePreferences')}
            </button>
          </li>
        </FooterColumn>
      </div>
      <div className="border-t border-slate-200">
        <p className={`${PAGE_CONTAINER} py-6 text-xs leading-5 text-slate-600`}>
          {t('footer.identity', {
            legalName,
            office: registeredOffice,
            registerOffice: companyRegister.office,
            registerNumber: companyRegister.number,
            rea: reaNumber,
            capital: shareCapital[language],
            vat: vatNumber,
          })}
        </p>
      </div>
    </footer>
  );
}
