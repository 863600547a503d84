import { z } from 'zod/mini';
import { emailAddress, oneOf, optionalMultilineText, optionalText, requiredText } from './fields';

/** Company-size bands of the demo form. */
export const EMPLOYEE_BANDS = ['1-10', '11-50', '51-200', '201-500', '501+'] as const;

/**
 * The demo request, as the form validates it, the endpoint re-validates it and the tests build
 * it. Messages are UI-string keys, so the same schema speaks both languages.
 */
export const demoRequestSchema = z.object({
  name: requiredText(1, 120, 'demoForm.errors.nameRequired', 'demoForm.errors.tooLong'),
  email: emailAddress('demoForm.errors.emailRequired', 'demoForm.errors.emailInvalid', 'demoForm.errors.tooLong'),
  company: requiredText(1, 160, 'demoForm.errors.companyRequired', 'demoForm.errors.tooLong'),
  employees: oneOf(EMPLOYEE_BANDS, 'demoForm.errors.employeesRequired'),
  /** Optional; digits only, as people type them without spaces or a plus sign. */
  phone: optionalText(20, 'demoForm.errors.tooLong', 'demoForm.errors.phoneDigits', /^\d*$/),
  message: optionalMultilineText(4000, 'demoForm.errors.tooLong', 'demoForm.errors.invalidBody'),
});

export type DemoRequest = z.infer<typeof demoRequestSchema>;

/** What the form holds before validation: the size band starts unselected (any string). */
export type DemoRequestInput = z.input<typeof demoRequestSchema>;

export const EMPTY_DEMO_REQUEST: DemoRequestInput = {
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
