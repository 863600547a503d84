import { describe, expect, it } from 'vitest';
import { assetPath, isIsoCalendarDate, pageMetaSchema, picturePathProblem } from './common';

describe('assetPath: pictures are files of the site', () => {
  it('accepts site paths under /images/ with a picture extension', () => {
    for (const path of [
      '/images/articles/ats-evolution.svg',
      '/images/team/giulia-ferrante.JPG',
      '/images/a/b/c_d.webp',
      '/images/caff%C3%A8.png',
    ]) {
      expect(assetPath.safeParse(path).success, path).toBe(true);
    }
  });

  it('refuses web addresses with the hint to add the file', () => {
    for (const url of [
      'https://cdn.example/x.svg',
      'http://cdn.example/x.svg',
      '//cdn.example/x.svg',
      'HTTPS://cdn.example/x.svg',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'javascript:alert(1)',
    ]) {
      expect(picturePathProblem(url), url).toContain(
        'add the file under public/images/… and reference it as /images/…',
      );
      expect(assetPath.safeParse(url).success, url).toBe(false);
    }
  });

  it('refuses paths outside /images/, with unsafe characters, ../ or no picture extension', () => {
    expect(picturePathProblem('/favicon.svg')).toContain('starting with /images/');
    expect(picturePathProblem('images/x.svg')).toContain('starting with /images/');
    for (const path of [
      '/images/a b.svg',
      '/images/x.svg" onerror="a',
      "/images/x'.svg",
      '/images/../x.svg',
      '/images/x.svg?v=1',
      '/images/x\u0000.svg',
    ]) {
      expect(picturePathProblem(path), path).toContain('without spaces, quotes');
    }
    expect(picturePathProblem('/images/notes.txt')).toContain('ending in .svg');
    expect(picturePathProblem('/images/x.svg.html')).toContain('ending in .svg');
  });

  it('says what it expects when the value is not text', () => {
    const result = assetPath.safeParse(42);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('a picture path like /images/name.svg');
  });
});

describe('pageMetaSchema: a page title and description for search engines', () => {
  const description = 'Talvera plans for recruiting teams, from €270 per user per month, billed annually.';

  it('accepts a title without the brand and a description of one or two sentences', () => {
    expect(pageMetaSchema.safeParse({ title: 'Pricing and plans', description }).success).toBe(true);
  });

  it('refuses a title that already ends with the brand the head adds', () => {
    const result = pageMetaSchema.safeParse({ title: 'Pricing | Talvera', description });
    expect(result.error?.issues[0]?.message).toBe('a title without "| Talvera" (the site adds it)');
    expect(pageMetaSchema.safeParse({ title: 'Pricing|Talvera', description }).success).toBe(false);
    expect(pageMetaSchema.safeParse({ title: 'Careers at Talvera', description }).success).toBe(true);
  });

  it('refuses a description too short to be a search snippet', () => {
    const result = pageMetaSchema.safeParse({ title: 'Pricing', description: 'Our prices.' });
    expect(result.error?.issues[0]?.message).toContain('at least 51 characters');
  });
});

describe('isIsoCalendarDate', () => {
  it('accepts the days that exist, leap days included, and nothing else', () => {
    for (const date of ['2024-02-29', '2000-02-29', '2026-12-31', '2026-04-30'])
      expect(isIsoCalendarDate(date), date).toBe(true);
    for (const date of ['2023-02-29', '1900-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '2026-1-5'])
      expect(isIsoCalendarDate(date), date).toBe(false);
  });

  it("agrees with the calendar's own dates, day by day over two centuries", () => {
    const pad = (value: number, width: number) => String(value).padStart(width, '0');
    for (let year = 1950; year <= 2150; year++) {
      for (let month = 0; month <= 13; month++) {
        for (let day = 0; day <= 32; day++) {
          const value = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
          const parsed = new Date(`${value}T00:00:00Z`);
          const exists = !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
          if (isIsoCalendarDate(value) !== exists) expect(value).toBe(exists ? 'a date' : 'no date');
        }
      }
    }
  });
});
