import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { siteRoutes } from '../../src/routes/route-list';
import { NOT_SHOWN, pendingEvidence } from './pending-evidence';

const ROOT = join(import.meta.dirname, '..', '..');
const CHECK = join(ROOT, 'scripts', 'launch', 'check.ts');
const whats = (items: readonly { what: string }[] | undefined) => (items ?? []).map((item) => item.what);

/** A copy of the content whose every item names `proof` as its evidence. */
function contentWithEvidence(proof: string): string {
  const root = mkdtempSync(join(tmpdir(), 'launch-evidence-'));
  cpSync(join(ROOT, 'content'), join(root, 'content'), { recursive: true });
  const files = spawnSync('grep', ['-rl', 'evidence: pending', join(root, 'content')], { encoding: 'utf8' });
  for (const file of files.stdout.trim().split('\n'))
    writeFileSync(file, readFileSync(file, 'utf8').replaceAll('evidence: pending', `evidence: ${proof}`));
  return root;
}

const temporaryRoots: string[] = [];
afterAll(() => {
  for (const root of temporaryRoots) rmSync(root, { recursive: true, force: true });
});

describe('pendingEvidence on the seed content, whose customers are fictional', () => {
  const byPage = pendingEvidence(ROOT);

  it('lists each page’s pending items in that page’s language', () => {
    expect(whats(byPage.get('/it/'))).toEqual(
      expect.arrayContaining([
        'testimonial: Chiara Benassi (Lavoro Alto)',
        'customer logo: Lavoro Alto',
        expect.stringMatching(/^claim posting-time-saved: fino al 90% di tempo in meno/),
      ]),
    );
    expect(whats(byPage.get('/en/pricing/'))).toEqual(
      expect.arrayContaining(['testimonial: Chiara Benassi (Lavoro Alto)']),
    );
    expect(whats(byPage.get('/it/integrazioni/'))).toEqual(
      expect.arrayContaining(['integration agreement: LinkedIn (partner-programme)']),
    );
    expect(whats(byPage.get('/en/integrations/')).some((what) => what.includes('Webhooks'))).toBe(false);
    expect(whats(byPage.get('/it/prodotto/metalmeccanico/'))).toEqual(
      expect.arrayContaining([
        'customer quote: Marco Zanella (Vetta Industrie)',
        expect.stringMatching(/^claim vetta-time-to-hire: /),
      ]),
    );
    expect(whats(byPage.get('/en/case-studies/trama-lavoro-staffing-agency/'))).toEqual(
      expect.arrayContaining([
        'case study: Trama Lavoro, “How Trama Lavoro put 140,000 forgotten CVs back to work”',
        expect.stringMatching(/^claim trama-time-to-shortlist: −80% time to a shortlist$/),
      ]),
    );
  });

  it('places each item at its evidence field', () => {
    const item = byPage.get('/it/')?.find((pending) => pending.what.startsWith('testimonial: Chiara Benassi'));
    expect(item).toMatchObject({ file: 'content/testimonials/it.yaml', column: 5 });
    const line = readFileSync(join(ROOT, item?.file ?? ''), 'utf8').split('\n')[(item?.line ?? 0) - 1];
    expect(line).toBe('    evidence: pending');
  });

  it('names only pages the site has, and every claim of claims.yaml on one of them', () => {
    const paths = new Set(siteRoutes().map((route) => route.path));
    expect([...byPage.keys()].filter((page) => !paths.has(page))).toEqual([]);
    expect(byPage.has(NOT_SHOWN)).toBe(false);
    const ids = [...readFileSync(join(ROOT, 'content', 'claims.yaml'), 'utf8').matchAll(/^ {2}- id: (\S+)$/gm)].map(
      (match) => match[1],
    );
    const listed = new Set([...byPage.values()].flat().map((item) => /^claim (\S+?):/.exec(item.what)?.[1]));
    expect(ids.filter((id) => !listed.has(id))).toEqual([]);
  });
});

describe('pendingEvidence once the proof is in', () => {
  it('lists nothing when every item names a file evidence/ holds', () => {
    const root = contentWithEvidence('evidence/authorisations/signed.pdf');
    temporaryRoots.push(root);
    mkdirSync(join(root, 'evidence', 'authorisations'), { recursive: true });
    writeFileSync(join(root, 'evidence', 'authorisations', 'signed.pdf'), '%PDF-1.7');
    expect(pendingEvidence(root).size).toBe(0);
  });

  it('lists an item whose evidence file is missing, naming the file', () => {
    const root = contentWithEvidence('evidence/claims/missing.pdf');
    temporaryRoots.push(root);
    const items = pendingEvidence(root).get('/en/') ?? [];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.missingFile === 'evidence/claims/missing.pdf')).toBe(true);
  });
});

describe('npm run check:launch', () => {
  const run = (root: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', CHECK, root], { cwd: ROOT, encoding: 'utf8' });

  it('prints the seed content’s pending items by page and exits non-zero', () => {
    const result = run(ROOT);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/^\/it\/prezzi\/\n {2}content\/claims\.yaml:\d+:5 claim /m);
    expect(result.stderr).toMatch(/Launch check: \d+ item\(s\) without their evidence on \d+ page\(s\)/);
  });

  it('exits zero once every item has its evidence', () => {
    const root = contentWithEvidence('evidence/signed.pdf');
    temporaryRoots.push(root);
    mkdirSync(join(root, 'evidence'));
    writeFileSync(join(root, 'evidence', 'signed.pdf'), '%PDF-1.7');
    const result = run(root);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
