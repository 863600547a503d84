import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_CONTAINER } from '../components/page-section';
import { siteConfig } from '../config';
import company from '../generated/company';
import type { Language } from '../i18n/languages';
import { BrandLogo } from './brand-logo';
import { HOME_SECTIONS, homeSectionHref, navLinks } from './navigation';

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

/** Product, company and legal links, contacts, and the company identity Italian law requires. */
export function SiteFooter({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className={`${PAGE_CONTAINER} grid gap-10 py-14 md:grid-cols-4`}>
        <div>
          <BrandLogo />
          <p className="mt-4 text-sm text-slate-600">{t('footer.tagline')}</p>
          <a
            href={siteConfig.socialUrl}
            className="mt-4 inline-block text-sm font-medium text-brand-700 hover:underline"
          >
            {t('footer.social', { brand: siteConfig.brandName })}
          </a>
        </div>
        <FooterColumn title={t('footer.product')}>
          {HOME_SECTIONS.map((section) => (
            <FooterLink key={section.id} href={homeSectionHref(language, section.id)}>
              {t(section.labelKey)}
            </FooterLink>
          ))}
          <FooterLink href={siteConfig.appLoginUrl}>{t('header.login')}</FooterLink>
        </FooterColumn>
        <FooterColumn title={t('footer.company')}>
          {navLinks(language).map((link) => (
            <FooterLink key={link.href} href={link.href}>
              {t(link.labelKey)}
            </FooterLink>
          ))}
          <FooterLink href={`mailto:${siteConfig.supportEmail}`}>{t('footer.support')}</FooterLink>
          <FooterLink href={`mailto:${siteConfig.adminEmail}`}>{t('footer.administration')}</FooterLink>
        </FooterColumn>
        <FooterColumn title={t('footer.legal')}>
          <FooterLink href={siteConfig.privacyPolicyUrl}>{t('footer.privacyPolicy')}</FooterLink>
          <FooterLink href={siteConfig.termsPdfUrl}>{t('footer.terms')}</FooterLink>
          <FooterLink href={siteConfig.gdprPdfUrl}>{t('footer.gdpr')}</FooterLink>
        </FooterColumn>
      </div>
      <div className="border-t border-slate-200">
        <p className={`${PAGE_CONTAINER} py-6 text-xs leading-5 text-slate-600`}>
          {t('footer.identity', {
            legalName: company.legalName,
            office: company.registeredOffice,
            rea: company.reaNumber,
            capital: company.shareCapital,
            vat: company.vatNumber,
          })}
        </p>
      </div>
    </footer>
  );
}
