import { z } from 'zod';
import type { TranslationKey } from '../i18n/translation-key';

const message = (key: TranslationKey) => ({ error: key });

/**
 * The candidate application's text fields (site-core.md §3, §5), shared by the team page's
 * form and the endpoint. The résumé is checked by `resumeProblem` (and by content on the server).
 */
export const candidateApplicationSchema = z.object({
  name: z
    .string(message('candidateApplication.nameValidation'))
    .trim()
    .min(2, message('candidateApplication.nameValidation'))
    .max(120, message('candidateApplication.tooLong')),
  email: z
    .string(message('candidateApplication.emailValidation'))
    .trim()
    .max(254, message('candidateApplication.tooLong'))
    .pipe(z.email(message('candidateApplication.emailValidation'))),
  /** No constraint but a sane length; empty when left out. */
  phone: z
    .string(message('candidateApplication.tooLong'))
    .trim()
    .max(30, message('candidateApplication.tooLong'))
    .default(''),
  position: z
    .string(message('candidateApplication.positionValidation'))
    .trim()
    .min(2, message('candidateApplication.positionValidation'))
    .max(120, message('candidateApplication.tooLong')),
  /** Empty when left out. */
  message: z
    .string(message('candidateApplication.tooLong'))
    .trim()
    .max(4000, message('candidateApplication.tooLong'))
    .default(''),
});

export type CandidateApplication = z.infer<typeof candidateApplicationSchema>;
/** What the form holds before validation (phone and message may be left out). */
export type CandidateApplicationInput = z.input<typeof candidateApplicationSchema>;

export const EMPTY_APPLICATION: CandidateApplication = { name: '', email: '', phone: '', position: '', message: '' };

/** The suggestions offered for the position field (a free text). */
export const POSITION_SUGGESTIONS = ['engineering', 'product', 'design', 'marketing', 'sales', 'other'] as const;
