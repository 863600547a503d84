import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { walkFiles } from './dist-files';

const REACT_DOM_CLIENT = 'node_modules/react-dom/client.js';
// `crossorigin` or `crossorigin=""`, depending on which HTML serialiser wrote the page last.
const APP_SCRIPT = /<script type="module" crossorigin(?:="")? src="\/assets\/app-[^"]+\.js"><\/script>/;

/**
 * vite-react-ssg imports react-dom/client dynamically when it hydrates, so the browser only
 * learns about the largest chunk of the page after running the entry: one round trip lost on
 * every page. A modulepreload next to the entry script fetches both at once. Then the build
 * manifests, which nothing serves, leave dist/.
 */
export function preloadHydrationChunk(distDir: string): void {
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string } | undefined>;
  const chunk = manifest[REACT_DOM_CLIENT]?.file;
  if (chunk) {
    const preload = `<link rel="modulepreload" crossorigin href="/${chunk}">`;
    for (const file of walkFiles(distDir).filter((path) => path.endsWith('.html'))) {
      const html = readFileSync(file, 'utf8');
      const entry = APP_SCRIPT.exec(html)?.[0];
      if (entry && !html.includes(preload)) writeFileSync(file, html.replace(entry, `${entry}\n    ${preload}`));
    }
  }
  rmSync(join(distDir, '.vite'), { recursive: true, force: true });
}
