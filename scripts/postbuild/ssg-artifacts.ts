import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { walkFiles } from './dist-files';

const HASH_SCRIPT = /<script>window\.__VITE_REACT_SSG_HASH__ = '[a-z0-9]+'<\/script>/;

/**
 * vite-react-ssg names a loader manifest after a random per-build hash and writes that hash
 * into every page (its issue #93), and writes a data file per page (#94). The site drops the
 * route loaders that read them (see src/main.tsx), so all of it goes: pages become
 * byte-for-byte reproducible from the same sources.
 */
export function removeLoaderArtifacts(distDir: string): void {
  rmSync(join(distDir, 'static-loader-data'), { recursive: true, force: true });
  for (const file of walkFiles(distDir)) {
    if (/static-loader-data-manifest-[a-z0-9]+\.json$/.test(file)) {
      rmSync(file);
    } else if (file.endsWith('.html')) {
      const html = readFileSync(file, 'utf8');
      if (HASH_SCRIPT.test(html)) writeFileSync(file, html.replace(HASH_SCRIPT, ''));
    }
  }
}
