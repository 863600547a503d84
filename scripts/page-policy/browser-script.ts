import { buildSync } from 'esbuild';
import { join } from 'node:path';

/** A small browser script of src/ bundled on its own (for the static pages without the app). */
export function bundleBrowserScript(entry: string): string {
  const result = buildSync({
    entryPoints: [join(process.cwd(), entry)],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    define: { 'import.meta.env': '{}' },
  });
  const text = result.outputFiles[0]?.text;
  if (text === undefined) throw new Error(`esbuild wrote nothing for ${entry}`);
  return text;
}
