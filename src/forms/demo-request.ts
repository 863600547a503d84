import { z } from 'zod/mini';
import { emailAddress, oneOf, optionalMultilineText, optionalText, requiredText } from './fields';

export const EMPLOYEE_BANDS = ['1-10', '11-50', '51-200', '201-500', '501+'] as const;

/** Validated by the form and again by the endpoint; messages are UI-string keys. */
export const demoRequestSchema = z.object({
  name: requiredText(1, 120, 'demoForm.errors.nameRequired', 'demoForm.errors.tooLong'),
  email: emailAddress('demoForm.errors.emailRequired', 'demoForm.errors.emailInvalid', 'demoForm.errors.tooLong'),
  company: requiredText(1, 160, 'demoForm.errors.companyRequired', 'demoForm.errors.tooLong'),
  employees: oneOf(EMPLOYEE_BANDS, 'demoForm.errors.employeesRequired'),
  /** Digits only, as people type them without spaces or a plus sign. */
  phone: optionalText(20, 'demoForm.errors.tooLong', 'demoForm.errors.phoneDigits', /^\d*$/),
  message: optionalMultilineText(4000, 'demoForm.errors.tooLong', 'demoForm.errors.invalidBody'),
});

export type DemoRequest = z.infer<typeof demoRequestSchema>;

/** The size band starts unselected (any string). */
export type DemoRequestInput = z.input<typeof demoRequestSchema>;

export const EMPTY_DEMO_REQUEST: DemoRequestInput = {
  name: '',
  email: '',
  company: '',
  employees: '',
  phone: '',
  message: '',
};

/** The field people never see: bots fill it, and such a request is answered as a success and goes nowhere. */
export const HONEYPOT_FIELD = 'website';
