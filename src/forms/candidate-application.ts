import { z } from 'zod/mini';
import { emailAddress, optionalMultilineText, optionalText, requiredText } from './fields';

/** Shared by the form and the endpoint; the résumé is checked by `resumeProblem` (and by content on the server). */
export const candidateApplicationSchema = z.object({
  name: requiredText(2, 120, 'candidateApplication.nameValidation', 'candidateApplication.tooLong'),
  email: emailAddress(
    'candidateApplication.emailValidation',
    'candidateApplication.emailValidation',
    'candidateApplication.tooLong',
  ),
  /** No constraint but a sane length. */
  phone: optionalText(30, 'candidateApplication.tooLong'),
  position: requiredText(2, 120, 'candidateApplication.positionValidation', 'candidateApplication.tooLong'),
  message: optionalMultilineText(4000, 'candidateApplication.tooLong'),
});

export type CandidateApplication = z.infer<typeof candidateApplicationSchema>;

export const EMPTY_APPLICATION: CandidateApplication = { name: '', email: '', phone: '', position: '', message: '' };

/** Suggestions only: the position is free text. */
export const POSITION_SUGGESTIONS = ['engineering', 'product', 'design', 'marketing', 'sales', 'other'] as const;
