/** "Try again" in rounded units as a person says it ("in about 2 minutes"); i18next's plurals pick the form. */
export type RetryWording =
  | {
      key: 'common.formAnswer.retrySeconds' | 'common.formAnswer.retryMinutes' | 'common.formAnswer.retryHours';
      count: number;
    }
  | { key: 'common.formAnswer.retryLater' };

/** Past this, a precise time reads like a fault: "in a few minutes" is kinder and as true. */
export const LONGEST_PRECISE_WAIT_SECONDS = 48 * 3600;

/** Seconds are rounded up to a multiple of this: "about 17 seconds" is false precision. */
const SECONDS_STEP = 5;

/** The vague wording when the server gave no usable time. */
export function retryWording(seconds: number | undefined): RetryWording {
  if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0 || seconds > LONGEST_PRECISE_WAIT_SECONDS)
    return { key: 'common.formAnswer.retryLater' };
  if (seconds <= 60 - SECONDS_STEP)
    return { key: 'common.formAnswer.retrySeconds', count: Math.ceil(seconds / SECONDS_STEP) * SECONDS_STEP };
  if (seconds < 3600 - 30)
    return { key: 'common.formAnswer.retryMinutes', count: Math.max(1, Math.round(seconds / 60)) };
  return { key: 'common.formAnswer.retryHours', count: Math.max(1, Math.round(seconds / 3600)) };
}
