import { describe, expect, it } from 'vitest';
import en from '../generated/locales/en';
import it_ from '../generated/locales/it';
import { RESUME_MAX_BYTES, resumeProblem } from './resume-file';

describe('the résumé size limit', () => {
  it('refuses a file one byte over it', () => {
    expect(resumeProblem({ name: 'cv.pdf', size: RESUME_MAX_BYTES })).toBeNull();
    expect(resumeProblem({ name: 'cv.pdf', size: RESUME_MAX_BYTES + 1 })).toBe('candidateApplication.resumeSize');
  });

  // Every message about the limit takes it from the configuration, so they cannot disagree.
  it.each([
    ['en', en],
    ['it', it_],
  ] as const)('is never written as a number in the %s messages', (_language, strings) => {
    const { resumeHint, resumeSize, tooLargeDesc } = strings.candidateApplication;
    for (const text of [resumeHint, resumeSize, tooLargeDesc]) {
      expect(text).toContain('{{megabytes}}');
      expect(text).not.toMatch(/\d\s*MB/);
    }
  });
});
