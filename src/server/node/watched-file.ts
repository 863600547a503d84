import { readFileSync, statSync } from 'node:fs';

/** Undefined when unchanged, '' when gone: a rebuild needs no restart. */
export function readTextIfChanged(file: { path: string; mtimeMs: number }): string | undefined {
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file.path).mtimeMs;
  } catch {
    if (file.mtimeMs === 0) return undefined;
    file.mtimeMs = 0;
    return '';
  }
  if (mtimeMs === file.mtimeMs) return undefined;
  try {
    const text = readFileSync(file.path, 'utf8');
    file.mtimeMs = mtimeMs;
    return text;
  } catch {
    return undefined;
  }
}
