import { isoDate } from '../../src/content/schemas/common';

export type Publication = {
  /**
   * `build` publishes only articles neither drafts nor dated after the build date (nothing of the
   * others reaches src/generated/ or dist/); `preview` (`npm run dev`) publishes all, each marked
   * with why the build would leave it out, for the banner on its page.
   */
  mode: 'build' | 'preview';
  /** The calendar day the build publishes for, `YYYY-MM-DD`: an article dated after it is scheduled. */
  buildDate: string;
};

/** Why the build leaves an article out; undefined when it is published. */
export type ArticleStatus = 'draft' | 'scheduled' | undefined;

/** The environment variable that sets the build date (CI and tests), `YYYY-MM-DD`. */
export const BUILD_DATE_VARIABLE = 'SITE_BUILD_DATE';

/** The site's editorial time zone: an article dated today is published from midnight in Rome. */
const SITE_TIME_ZONE = 'Europe/Rome';

export function romeDate(now: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  const format = { timeZone: SITE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' } as const;
  return new Intl.DateTimeFormat('en-CA', format).format(now);
}

/** `SITE_BUILD_DATE` when set (a real `YYYY-MM-DD` date, or it throws), else today in Rome. */
export function buildDate(env: NodeJS.ProcessEnv = process.env, now: Date = new Date()): string {
  const value = env[BUILD_DATE_VARIABLE];
  if (value === undefined || value === '') return romeDate(now);
  if (!isoDate.safeParse(value).success) {
    throw new Error(
      `${BUILD_DATE_VARIABLE}: expected a real calendar date written YYYY-MM-DD (e.g. 2026-09-15), found ${JSON.stringify(value)}`,
    );
  }
  return value;
}

/** A draft stays one whatever its date; an article dated after the build date is scheduled (dated that day: published). */
export function articleStatus(article: { draft?: boolean | undefined; date: string }, date: string): ArticleStatus {
  if (article.draft === true) return 'draft';
  // Both are YYYY-MM-DD: their order as strings is their order as dates.
  return article.date > date ? 'scheduled' : undefined;
}
