/** The wrangler.toml copy a deploy hands to wrangler: the real D1 id in, paths absolute, and the reasons to refuse it. */
import { isAbsolute, resolve } from 'node:path';
import { isInEnvironment, readTomlLines, type TomlLine } from './toml-lines';

export type Environment = 'production' | 'preview';

/** The per-account ids in the repository's tomls; a deploy replaces them or refuses. */
export const PLACEHOLDER_ID = '00000000-0000-0000-0000-000000000000';

export const DATABASE_ID_VARIABLE: Record<Environment, string> = {
  production: 'D1_DATABASE_ID',
  preview: 'PREVIEW_D1_DATABASE_ID',
};

const DATABASE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const PATH_KEYS = ['main', 'migrations_dir'];

/** The recipients the Cloudflare adapter mails, and their defaults when unset. */
export const RECIPIENT_DEFAULTS: Record<string, string | undefined> = {
  MAIL_TO: 'sales@talvera.example',
  NEWSLETTER_TO: 'marketing@talvera.example',
  ALERT_TO: undefined,
};

const PREVIEW_NAME_KEYS = ['database_name', 'bucket_name', 'script_name'];
const PREVIEW_SUFFIX = '-preview';

/** Binding kinds an environment does not inherit: a preview must declare its own. */
const BINDING_KINDS = ['d1_databases', 'r2_buckets', 'durable_objects', 'kv_namespaces', 'services', 'queues'];

export interface PreparedConfig {
  text: string;
  /** Each names the file and line; any one refuses the deploy. */
  problems: string[];
}

export interface PrepareOptions {
  file: string;
  folder: string;
  environment: Environment;
  databaseId: string | undefined;
}

export function prepareConfig(source: string, options: PrepareOptions): PreparedConfig {
  const { file, folder, environment, databaseId } = options;
  const variable = DATABASE_ID_VARIABLE[environment];
  const problems: string[] = [];
  const validId = databaseId !== undefined && DATABASE_ID.test(databaseId) && databaseId !== PLACEHOLDER_ID;
  if (databaseId !== undefined && !validId) {
    problems.push(`${variable} is "${databaseId}", not a D1 database id (8-4-4-4-12 hexadecimal digits)`);
  }
  const lines = readTomlLines(source).map((line) => {
    let text = line.text;
    if (validId && isInEnvironment(line.table, environment)) {
      text = text.replace(
        new RegExp(`(database_id\\s*=\\s*)(["'])${PLACEHOLDER_ID}\\2`, 'g'),
        (_match, key: string, quote: string) => `${key}${quote}${databaseId}${quote}`,
      );
    }
    return { ...line, text: absolutePaths(text, folder) };
  });
  for (const line of lines) {
    if (isInEnvironment(line.table, environment) && line.text.includes(PLACEHOLDER_ID)) {
      problems.push(
        `${file}:${line.number}: still the placeholder id ${PLACEHOLDER_ID}; set ${variable} to the real D1 id (wrangler d1 list)`,
      );
    }
  }
  if (environment === 'preview') {
    problems.push(...previewBindingProblems(lines, file), ...previewRecipientProblems(lines, file));
  }
  return { text: lines.map((line) => line.text).join('\n'), problems };
}

function absolutePaths(text: string, folder: string): string {
  return text.replace(
    new RegExp(`^(\\s*(?:${PATH_KEYS.join('|')})\\s*=\\s*)(["'])([^"']+)\\2`),
    (match, key: string, quote: string, path: string) =>
      isAbsolute(path) ? match : `${key}${quote}${resolve(folder, path)}${quote}`,
  );
}

function bindingKinds(lines: readonly TomlLine[], scope: string): Set<string> {
  const prefix = scope ? `${scope}.` : '';
  const kinds = lines.flatMap((line) => [
    line.table.startsWith(prefix) ? line.table.slice(prefix.length).split('.')[0] : undefined,
    line.table === scope ? line.key : undefined,
  ]);
  return new Set(kinds.filter((kind): kind is string => kind !== undefined && BINDING_KINDS.includes(kind)));
}

function variables(lines: readonly TomlLine[], scope: string): Map<string, string> {
  const table = scope ? `${scope}.vars` : 'vars';
  const declaring = lines.filter((line) => line.table === table || (line.table === scope && line.key === 'vars'));
  return new Map(declaring.flatMap((line) => line.pairs.map(({ key, value }) => [key, value] as const)));
}

function mailbox(address: string): string {
  return (/<([^>]+)>/.exec(address)?.[1] ?? address).trim().toLowerCase();
}

/** Why a preview could reach production's stores: a binding kind it does not redeclare (Pages would inherit it), or a name without `-preview`. */
export function previewBindingProblems(lines: readonly TomlLine[], file: string): string[] {
  const problems: string[] = [];
  const topLines = lines.filter((line) => isInEnvironment(line.table, 'production'));
  const previewLines = lines.filter((line) => isInEnvironment(line.table, 'preview'));
  const topKinds = bindingKinds(topLines, '');
  const previewKinds = bindingKinds(previewLines, 'env.preview');
  for (const kind of topKinds) {
    if (!previewKinds.has(kind)) {
      problems.push(
        `${file}: the top level declares ${kind} and [env.preview] does not; a preview would use production's`,
      );
    }
  }
  for (const line of previewLines) {
    for (const { key, value } of line.pairs) {
      if (PREVIEW_NAME_KEYS.includes(key) && !value.endsWith(PREVIEW_SUFFIX)) {
        problems.push(`${file}:${line.number}: the preview's ${key} is "${value}", not a "…${PREVIEW_SUFFIX}" one`);
      }
    }
  }
  return problems;
}

/** Why a preview could mail production's people: a production recipient, or one unset whose default is sales' or marketing's. */
export function previewRecipientProblems(lines: readonly TomlLine[], file: string): string[] {
  const problems: string[] = [];
  const topLines = lines.filter((line) => isInEnvironment(line.table, 'production'));
  const previewLines = lines.filter((line) => isInEnvironment(line.table, 'preview'));
  const topVars = variables(topLines, '');
  const previewVars = variables(previewLines, 'env.preview');
  const production = new Set(
    Object.entries(RECIPIENT_DEFAULTS)
      .flatMap(([name, fallback]) => [topVars.get(name), fallback])
      .filter((address): address is string => address !== undefined)
      .map(mailbox),
  );
  for (const [name, fallback] of Object.entries(RECIPIENT_DEFAULTS)) {
    const address = previewVars.get(name);
    if (address === undefined) {
      if (fallback !== undefined) {
        problems.push(
          `${file}: [env.preview.vars] has no ${name}, so a preview would mail ${fallback}; set a preview address`,
        );
      }
    } else if (production.has(mailbox(address))) {
      problems.push(`${file}: [env.preview.vars] ${name} is "${address}", a production recipient`);
    }
  }
  return problems;
}
