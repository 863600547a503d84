import type { TranslationKey } from '../i18n/translation-key';

/** The largest résumé we accept: our decision, the specification gives none (README). */
export const RESUME_MAX_BYTES = 10 * 1024 * 1024;
export const RESUME_MAX_MEGABYTES = RESUME_MAX_BYTES / (1024 * 1024);

/** The file picker's `accept`: PDF and Word documents. */
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const RESUME_ACCEPT = RESUME_EXTENSIONS.join(',');

export type ResumeExtension = (typeof RESUME_EXTENSIONS)[number];

export function resumeExtension(fileName: string): ResumeExtension | undefined {
  const lower = fileName.toLowerCase();
  return RESUME_EXTENSIONS.find((extension) => lower.endsWith(extension));
}

/** What is wrong with a chosen file, as a UI-string key, or null when it can be sent. */
export function resumeProblem(file: { name: string; size: number }): TranslationKey | null {
  if (!resumeExtension(file.name)) return 'candidateApplication.resumeType';
  if (file.size === 0) return 'candidateApplication.resumeEmpty';
  if (file.size > RESUME_MAX_BYTES) return 'candidateApplication.resumeSize';
  return null;
}
