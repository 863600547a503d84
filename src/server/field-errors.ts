import type { z } from 'zod';

/** The first message for each invalid field: the UI-string keys the form shows too. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '(body)';
    errors[field] ??= issue.message;
  }
  return errors;
}
