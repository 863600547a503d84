import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { countRules, readWranglerReport, reportProblems } from './wrangler-report';

/** What wrangler 3.114.17 printed for the `301!` rules of an earlier build, cut to three of them. */
const REFUSED = readFileSync(new URL('__fixtures__/wrangler-pages-dev-301-bang.txt', import.meta.url), 'utf8');

describe('readWranglerReport', () => {
  it('reads the counts and names each refused rule with its line and reason', () => {
    const report = readWranglerReport(REFUSED);
    expect(report.headers).toEqual({ valid: 8, invalid: [] });
    expect(report.redirects?.valid).toBe(0);
    expect(report.redirects?.invalid).toEqual([
      'dist/_redirects:2 | /pricing  /en/pricing/  301! (Valid status codes are 200, 301, 302 (default), 303, 307, or 308. Got 301!.)',
      'dist/_redirects:3 | /en/prezzi  /en/pricing/  301! (Valid status codes are 200, 301, 302 (default), 303, 307, or 308. Got 301!.)',
      'dist/_redirects:131 | /it/*  /it/404.html  404 (Valid status codes are 200, 301, 302 (default), 303, 307, or 308. Got 404.)',
    ]);
  });

  it('reads header problems, ones without a line, and a static rule placed among dynamic ones', () => {
    const stdout = ['✨ Parsed 250 valid redirect rules.', '✨ Parsed 7 valid header rules.', 'Ready on'].join('\n');
    const stderr = [
      '▲ [WARNING] Found 2 invalid header rules:',
      '',
      '  ▶︎ Ignoring line 3 as it exceeds the maximum allowed length of 2000.',
      '  ▶︎ No header value specified',
      '      at dist/_headers:9 | X-Empty:',
      '',
      'The redirect rule /a → 301 /b/ could be made more performant by bringing it above any lines with splats or placeholders.',
    ].join('\n');
    const report = readWranglerReport(`${stdout}\n${stderr}`);
    expect(report.headers).toEqual({
      valid: 7,
      invalid: [
        'Ignoring line 3 as it exceeds the maximum allowed length of 2000.',
        'dist/_headers:9 | X-Empty: (No header value specified)',
      ],
    });
    expect(report.slowRules).toEqual(['/a → 301 /b/']);
  });
});

describe('reportProblems', () => {
  it('passes only when wrangler accepted every rule of both files', () => {
    const accepted = readWranglerReport('✨ Parsed 3 valid redirect rules.\n✨ Parsed 2 valid header rules.');
    expect(reportProblems(accepted, { redirects: 3, headers: 2 })).toEqual([]);
    expect(reportProblems(accepted, { redirects: 4, headers: 2 })).toEqual([
      '_redirects: wrangler accepted 3 of its 4 rules',
    ]);
  });

  it('names every refused rule, and a file wrangler said nothing about', () => {
    const problems = reportProblems(readWranglerReport(REFUSED), { redirects: 130, headers: 8 });
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/^_redirects: invalid: dist\/_redirects:2 \| \/pricing {2}\/en\/pricing\/ {2}301!/);
    expect(problems[3]).toBe('_redirects: wrangler accepted 0 of its 130 rules');
    expect(reportProblems(readWranglerReport('Ready on'), { headers: 8 })).toEqual([
      'wrangler printed no parse report for _headers (has its wording changed?)',
    ]);
    expect(reportProblems(readWranglerReport('Ready on'), {})).toEqual([]);
  });
});

describe('countRules', () => {
  it('counts redirect lines and header blocks, as wrangler does', () => {
    expect(countRules('redirects', '# x\n/a /b 301\n\n  /c /d 301\n')).toBe(2);
    expect(countRules('headers', '# x\n/*\n  A: b\n/en/*\n  C: d\n')).toBe(2);
  });
});
