import { readFileSync, statSync } from 'node:fs';
import { orUndefined } from '../or-undefined';

/** Undefined when unchanged, '' when gone: a rebuild needs no restart. */
export function readTextIfChanged(file: { path: string; mtimeMs: number }): string | undefined {
  const mtimeMs = orUndefined(() => statSync(file.path).mtimeMs);
  if (mtimeMs === undefined) {
    if (file.mtimeMs === 0) return undefined;
    file.mtimeMs = 0;
    return '';
  }
  if (mtimeMs === file.mtimeMs) return undefined;
  const text = orUndefined(() => readFileSync(file.path, 'utf8'));
  if (text !== undefined) file.mtimeMs = mtimeMs;
  return text;
}
