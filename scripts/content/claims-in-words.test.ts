import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runContentStep } from './cli';
import { compileContent } from './compile';
import { CONTENT_KINDS } from './content-kinds';
import { contentPaths } from './paths';
import { contentCopy } from '../../tests/support/content-copy';
import { laterRemovals } from '../../tests/support/temporary-folder';

const later = laterRemovals();
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  later.removeAll();
});

const CASES = 'content/case-studies/cases.yaml';

/** Figures the site's copy once wrote in words, each as it was written: [file, as it is now, as it was]. */
const AS_WRITTEN: [string, string, string][] = [
  ['content/testimonials/en.yaml', 'down by {claim:agency-testimonial-time-to-hire}.', 'down by a quarter.'],
  ['content/testimonials/it.yaml', 'ridotti del {claim:agency-testimonial-time-to-hire}.', 'ridotti di un quarto.'],
  [
    CASES,
    "'New contracts are staffed {claim:scolta-hiring-speed} faster;",
    'New contracts are staffed three times faster;',
  ],
  [CASES, "weeks.'\n        it: 'I nuovi appalti", 'weeks.\n        it: I nuovi appalti'],
  [CASES, 'si coprono {claim:scolta-hiring-speed} più in fretta;', 'si coprono in un terzo del tempo;'],
  [CASES, "tre settimane.'\n", 'tre settimane.\n'],
  [CASES, '{claim:trama-hiring-speed} faster than before.', 'five times faster than before.'],
  [CASES, '{claim:trama-hiring-speed} più in fretta di prima.', 'cinque volte più in fretta di prima.'],
  [
    CASES,
    "'Placements filled with candidates already in the database: {claim:trama-placements-from-database}, so far",
    "'Six placements in ten now come from candidates already in the database, so far",
  ],
  [
    CASES,
    "'Gli inserimenti coperti con candidati già presenti nella banca dati: {claim:trama-placements-from-database}, e",
    "'Oggi sei inserimenti su dieci arrivano da candidati già nella banca dati, e",
  ],
  [CASES, 'fills those roles much faster.', 'fills those roles in half the time.'],
  [CASES, 'copre i ruoli tecnici molto prima.', 'copre i ruoli tecnici in metà tempo.'],
  [CASES, 'filled {claim:ardesia-hiring-speed} faster;', 'filled twice as fast;'],
  [CASES, 'si coprono {claim:ardesia-hiring-speed} più in fretta;', 'si coprono in metà tempo;'],
  [
    CASES,
    "'Technical hires that come from the talent pool of earlier projects, without a new job ad: {claim:ardesia-hires-from-talent-pool}.'",
    "'One technical hire in four comes from the talent pool of earlier projects, without a new job ad.'",
  ],
  [
    CASES,
    "'Le assunzioni tecniche che arrivano dal talent pool dei progetti precedenti, senza pubblicare un nuovo annuncio: {claim:ardesia-hires-from-talent-pool}.'",
    '"Un\'assunzione tecnica su quattro arriva dal talent pool dei progetti precedenti, senza pubblicare un nuovo annuncio."',
  ],
  ['content/industries/en/horeca.yaml', '{claim:horeca-testimonial-returning-staff} of them', 'half of them'],
  [
    'content/industries/it/horeca.yaml',
    'per il {claim:horeca-testimonial-returning-staff} persone che avevano',
    'metà dei quali avevano',
  ],
  [
    'content/industries/en/public-administration.yaml',
    '- claim: public-sector-exam-satisfaction\n',
    "- value: 9 in 10\n        label: candidates and board members satisfied\n        basis: 'in the surveys our customers ran'\n",
  ],
  [
    'content/industries/it/pubblica-amministrazione.yaml',
    '- claim: public-sector-exam-satisfaction\n',
    "- value: 9 su 10\n        label: candidati e commissari soddisfatti\n        basis: 'nei questionari raccolti dai nostri clienti'\n",
  ],
];

const refusals = (root: string) =>
  compileContent(contentPaths(root), CONTENT_KINDS).issues.map(
    ({ file, line, column, message }) => `${file}:${line}:${column} ${/found "(.*)"$/.exec(message)?.[1] ?? message}`,
  );

// Over a copy of the real content: seconds, more on a busy machine.
describe('figures in words in the site’s copy', { timeout: 60_000 }, () => {
  it('pass as they are now, each exception listed in the job summary, and are refused where each was written before', async () => {
    const root = contentCopy(later, 'claims-in-words-');
    const summary = join(root, 'summary.md');
    vi.stubEnv('GITHUB_STEP_SUMMARY', summary);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(await runContentStep({ root })).toBe(0);
    const written = readFileSync(summary, 'utf8');
    expect(written).toMatch(/^## Content: \d+ figures let through by an exception$/m);
    expect(written).toContain(
      '| `content/industries/it/horeca.yaml:79:5` | `sections.5.quote` | a metà aprile | a date (mid-April), not a fraction |',
    );
    expect(written).toContain(
      '| `content/articles/en/evolution-of-applicant-tracking-with-ai.md:71:21` | `(body)` | half the story | an idiom (one side of it), not a fraction |',
    );

    for (const [file, now, before] of AS_WRITTEN) {
      const text = readFileSync(join(root, file), 'utf8');
      if (!text.includes(now)) throw new Error(`${file} no longer says ${JSON.stringify(now)}`);
      writeFileSync(join(root, file), text.replace(now, before));
    }
    expect(refusals(root)).toEqual([
      'content/case-studies/cases.yaml:40:9 three times',
      'content/case-studies/cases.yaml:41:9 un terzo',
      'content/case-studies/cases.yaml:93:9 five times',
      'content/case-studies/cases.yaml:94:9 cinque volte',
      'content/case-studies/cases.yaml:95:9 Six placements in ten',
      'content/case-studies/cases.yaml:96:9 sei inserimenti su dieci',
      'content/case-studies/cases.yaml:137:7 half',
      'content/case-studies/cases.yaml:138:7 metà',
      'content/case-studies/cases.yaml:146:9 twice',
      'content/case-studies/cases.yaml:147:9 metà',
      'content/case-studies/cases.yaml:150:9 One technical hire in four',
      "content/case-studies/cases.yaml:151:9 Un'assunzione tecnica su quattro",
      'content/industries/en/horeca.yaml:79:5 half',
      'content/industries/en/public-administration.yaml:24:9 9 in 10',
      // "a metà aprile" on the same line is a date, which an exception lets through.
      'content/industries/it/horeca.yaml:79:5 metà',
      'content/industries/it/pubblica-amministrazione.yaml:24:9 9 su 10',
      'content/testimonials/en.yaml:2:5 a quarter',
      'content/testimonials/it.yaml:2:5 un quarto',
    ]);
  });
});
