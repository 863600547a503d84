import { spawnSync } from 'node:child_process';
import { relative } from 'node:path';

export type VnuMessage = {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
};

/** The checker's CSS parser predates CSS that Tailwind writes (`@property`, `@supports (margin-trim)`). */
export const IGNORED_CSS_MESSAGES: readonly RegExp[] = [
  /^CSS: Unrecognized at-rule “@property”\.?$/,
  /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.$/,
];

/**
 * Sonner's valid `--scale: var(--toasts-before) * .05 + 1` defeats the checker's CSS parser; its
 * "Parse Error" is ignored only where the extract shows that declaration's end.
 */
const SONNER_SCALE_DECLARATION_END = /\* \.05 \+ 1;--y:/;

export function isIgnored(message: VnuMessage): boolean {
  if (message.message === 'CSS: Parse Error.') return SONNER_SCALE_DECLARATION_END.test(message.extract ?? '');
  return IGNORED_CSS_MESSAGES.some((pattern) => pattern.test(message.message));
}

/** vnu writes its JSON to stderr. */
export function countedMessages(output: string): VnuMessage[] {
  const start = output.indexOf('{');
  if (start === -1) throw new Error(`the HTML checker wrote no JSON report:\n${output.slice(0, 2000)}`);
  // vnu may print a line after the JSON (e.g. a JVM warning): decode the first object only.
  const report = JSON.parse(firstJsonObject(output.slice(start))) as { messages?: VnuMessage[] };
  return (report.messages ?? []).filter((message) => !isIgnored(message));
}

function firstJsonObject(text: string): string {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth += 1;
    else if (char === '}' && --depth === 0) return text.slice(0, index + 1);
  }
  throw new Error('the HTML checker report is not complete JSON');
}

export function formatMessage(message: VnuMessage, root: string): string {
  const file = message.url?.replace(/^file:/, '') ?? '(unknown file)';
  const where = `${relative(root, file)}:${message.lastLine ?? '?'}:${message.firstColumn ?? '?'}`;
  return `${where}: ${message.type}${message.subType ? ` (${message.subType})` : ''}: ${message.message}`;
}

/** One JVM for all files: it takes seconds to start. Warnings are advice, not invalid HTML. */
export function validateHtml(java: string, vnuJar: string, files: readonly string[]): VnuMessage[] {
  if (files.length === 0) return [];
  const result = spawnSync(java, ['-jar', vnuJar, '--errors-only', '--skip-non-html', '--format', 'json', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  return countedMessages(`${result.stderr}${result.stdout}`);
}
