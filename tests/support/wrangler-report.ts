/**
 * What `wrangler pages dev` (3.x) says about dist/'s `_redirects` and `_headers` before it
 * serves: `✨ Parsed N valid redirect rules.`, then, when some are refused, `Found N invalid
 * redirect rules:` and one `▶︎ why` line per rule, with `at dist/_redirects:LINE | rule` (the same
 * for header rules). workers-sdk prints these in `constructConfiguration.ts`; if a later
 * wrangler words them differently, `reportProblems` says the report is missing rather than
 * passing.
 */

/** `valid` is missing when wrangler listed invalid rules but printed no count. */
export type RulesReport = { valid?: number; invalid: string[] };

export type WranglerReport = { redirects?: RulesReport; headers?: RulesReport; slowRules: string[] };

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

const fileOf = (kind: string | undefined) => (kind === 'redirect' ? 'redirects' : 'headers');

/**
 * The parse report in wrangler's output (colours removed), for each file it read. Pass its
 * stdout and stderr one after the other: the counts go to the one, the lists to the other.
 */
export function readWranglerReport(output: string): WranglerReport {
  const report: WranglerReport = { slowRules: [] };
  let listing: RulesReport | undefined;
  for (const raw of output.replace(ANSI, '').split('\n')) {
    const line = raw.trim();
    const parsed = /Parsed (\d+) valid (redirect|header) rules?\./.exec(line);
    const found = /Found \d+ invalid (redirect|header) rules?:/.exec(line);
    const slow = /The redirect rule (.+) could be made more performant/.exec(line);
    if (parsed) {
      (report[fileOf(parsed[2])] ??= { invalid: [] }).valid = Number(parsed[1]);
      listing = undefined;
    } else if (found) listing = report[fileOf(found[1])] ??= { invalid: [] };
    // A static rule after a dynamic one counts against Cloudflare's 100 dynamic rules.
    else if (slow) report.slowRules.push(slow[1] ?? '');
    else if (listing && line.startsWith('▶')) listing.invalid.push(line.replace(/^▶\uFE0E?\s*/, ''));
    else if (listing && line.startsWith('at ')) {
      const reason = listing.invalid.pop() ?? '';
      listing.invalid.push(`${line.slice(3)} (${reason})`);
    } else if (line !== '') listing = undefined;
  }
  return report;
}

/** The rules a file holds, as wrangler counts them: `_redirects` lines, or `_headers` path lines. */
export function countRules(kind: 'redirects' | 'headers', text: string): number {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  return kind === 'redirects' ? lines.length : lines.filter((line) => /^(\S+:\/\/|\/)/.test(line)).length;
}

/**
 * Everything wrong with the report, given the rules each file holds (undefined: no such file):
 * any invalid rule, any rule wrangler did not count as valid, a file it did not report on, and
 * a static redirect placed after a dynamic one.
 */
export function reportProblems(report: WranglerReport, expected: { redirects?: number; headers?: number }): string[] {
  const problems: string[] = [];
  for (const kind of ['redirects', 'headers'] as const) {
    const rules = report[kind];
    const file = `_${kind}`;
    if (expected[kind] === undefined) continue;
    if (!rules) {
      problems.push(`wrangler printed no parse report for ${file} (has its wording changed?)`);
      continue;
    }
    for (const line of rules.invalid) problems.push(`${file}: invalid: ${line}`);
    if (rules.valid !== expected[kind])
      problems.push(
        `${file}: wrangler accepted ${String(rules.valid ?? 'none')} of its ${String(expected[kind])} rules`,
      );
  }
  for (const rule of report.slowRules)
    problems.push(`_redirects: the static rule ${rule} follows a dynamic one (it counts as dynamic)`);
  return problems;
}
