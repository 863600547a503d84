import { z } from 'zod';
import type { TranslationKey } from '../i18n/translation-key';

/** Company-size bands of the demo form (site-core.md §3). */
export const EMPLOYEE_BANDS = ['1-10', '11-50', '51-200', '201-500', '501+'] as const;

/** A validation message: the UI-string key the form shows, also what the endpoint answers. */
const message = (key: TranslationKey) => ({ error: key });

/**
 * The demo request, as the form validates it, the endpoint re-validates it and the tests build
 * it. Messages are UI-string keys, so the same schema speaks both languages.
 */
export const demoRequestSchema = z.object({
  name: z
    .string(message('demoForm.errors.nameRequired'))
    .trim()
    .min(1, message('demoForm.errors.nameRequired'))
    .max(120, message('demoForm.errors.tooLong')),
  email: z
    .string(message('demoForm.errors.emailRequired'))
    .trim()
    .min(1, message('demoForm.errors.emailRequired'))
    .max(254, message('demoForm.errors.tooLong'))
    .pipe(z.email(message('demoForm.errors.emailInvalid'))),
  company: z
    .string(message('demoForm.errors.companyRequired'))
    .trim()
    .min(1, message('demoForm.errors.companyRequired'))
    .max(160, message('demoForm.errors.tooLong')),
  employees: z.enum(EMPLOYEE_BANDS, message('demoForm.errors.employeesRequired')),
  /** Optional (empty when left out); digits only, as people type them without spaces or a plus sign. */
  phone: z
    .string(message('demoForm.errors.phoneDigits'))
    .trim()
    .regex(/^\d*$/, message('demoForm.errors.phoneDigits'))
    .max(20, message('demoForm.errors.tooLong'))
    .default(''),
  /** Optional (empty when left out). */
  message: z
    .string(message('demoForm.errors.invalidBody'))
    .trim()
    .max(4000, message('demoForm.errors.tooLong'))
    .default(''),
});

export type DemoRequest = z.infer<typeof demoRequestSchema>;

/** What the form holds before validation: the size band starts unselected. */
export type DemoRequestDraft = Omit<DemoRequest, 'employees'> & { employees: DemoRequest['employees'] | '' };

export const EMPTY_DEMO_REQUEST: DemoRequestDraft = {
  name: '',
  email: '',
  company: '',
  employees: '',
  phone: '',
  message: '',
};

/**
 * Name of the field people never see. Bots fill it; a request with it filled is answered as a
 * success and goes nowhere.
 */
export const HONEYPOT_FIELD = 'website';
