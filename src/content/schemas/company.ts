import { z } from 'zod';
import { LANGUAGES, type Language } from '../../i18n/languages';
import { text } from './common';

/** Text written in every language (`{ en: …, it: … }`): the legal pages show their language's. */
const inEveryLanguage = z.strictObject(
  Object.fromEntries(LANGUAGES.map((language) => [language, text])) as Record<Language, typeof text>,
);

const email = z.email({ error: 'an email address like privacy@talvera.example' });

/** A whole number of months or days a kind of personal data is kept. */
const period = z.number({ error: 'a whole number' }).int().positive();

/** One sub-processor: a category of service with a fictional or generic provider. */
const subProcessorSchema = z.strictObject({
  category: inEveryLanguage,
  provider: text,
  purpose: inEveryLanguage,
  location: inEveryLanguage,
  /**
   * The provider keeps what the website's forms send, CVs included, for `formMailRetentionDays`:
   * the sub-processors' table says so, with the days, on its row.
   */
  storesWebsiteForms: z.literal(true, { error: 'true, or leave the field out' }).optional(),
});

/** The Registro delle Imprese the company is entered in, and its number there (art. 2250 c.c.). */
const companyRegisterSchema = z.strictObject({
  /** The register's office, e.g. "Milano Monza Brianza Lodi". */
  office: text,
  /** The registration number: for a company, its codice fiscale (11 digits). */
  number: z.string().regex(/^\d{11}$/, { error: 'an 11-digit number like 01234567890, in quotes' }),
});

/**
 * content/company.yaml: the identity Italian law (art. 2250 c.c.) requires on a company's
 * website, and the facts the legal pages state (their `{{company.<field>}}` placeholders). One
 * file for both languages; the labels are UI strings. Everything in it is fictional.
 */
export const companySchema = z.strictObject({
  legalName: text,
  registeredOffice: text,
  /** Registro delle Imprese / REA number, e.g. MI-2719384. */
  reaNumber: z.string().regex(/^[A-Z]{2}-\d{4,7}$/, { error: 'a REA number like MI-1234567' }),
  companyRegister: companyRegisterSchema,
  /** Fully paid-up share capital as each language writes it: "€10,000.00 (fully paid up)", "€ 10.000,00 i.v.". */
  shareCapital: inEveryLanguage,
  /** Italian VAT number: IT followed by 11 digits. */
  vatNumber: z.string().regex(/^IT\d{11}$/, { error: 'an Italian VAT number like IT01234567890' }),
  foundedYear: z.number().int().min(2000).max(2100),
  /** Certified email (PEC) of the company. */
  pec: email,
  /** Where people write about their personal data. */
  privacyEmail: email,
  /** The data protection officer (GDPR art. 37). */
  dpoName: text,
  dpoEmail: email,
  /** Where vulnerabilities are reported; also the Contact of /.well-known/security.txt. */
  securityEmail: email,
  /** Where accessibility problems are reported (the accessibility statement's feedback contact). */
  accessibilityEmail: email,
  /** Where the platform's data lives, as a sentence's object ("the European Union (…)"). */
  hostingRegion: inEveryLanguage,
  /** Where the backups are kept. */
  backupRegion: inEveryLanguage,
  /** The authority a person may complain to (GDPR art. 77). */
  supervisoryAuthority: inEveryLanguage,
  /** Months a candidate's application and CV are kept after the selection closes. */
  applicationRetentionMonths: period,
  /** Months a demo request is kept after the last contact when no contract follows. */
  demoRequestRetentionMonths: period,
  /**
   * Days the website keeps a submitted form, CV included, and a not-found report: RETENTION_DAYS of
   * the form endpoints (D1 and R2 on Cloudflare, the outbox under npm start), as
   * scripts/content/retention-promise.test.ts checks.
   */
  formMailRetentionDays: period,
  /**
   * The company's status under the EU AI Act, in the one wording the terms of service and the
   * responsible AI page both show; confirmed by a person before launch.
   */
  aiActStatus: inEveryLanguage,
  /** The services that process personal data for the company, as the security page lists them. */
  subProcessors: z
    .array(subProcessorSchema)
    .min(1, { error: 'at least one sub-processor' })
    .refine((list) => list.filter((entry) => entry.storesWebsiteForms === true).length === 1, {
      error:
        "exactly one sub-processor with storesWebsiteForms: true (where the privacy policy says the website's forms are kept)",
    }),
});

export type Company = z.infer<typeof companySchema>;

/** The company's fields a legal page may name as `{{company.<field>}}` (every one but the structured ones). */
export const COMPANY_PLACEHOLDER_FIELDS = Object.keys(companySchema.shape).filter(
  (field): field is Exclude<keyof Company, 'subProcessors' | 'companyRegister'> =>
    field !== 'subProcessors' && field !== 'companyRegister',
);
