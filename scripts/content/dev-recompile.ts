import { join } from 'node:path';
import type { ViteDevServer } from 'vite';
import { CLAIMS_FILE } from './claims';
import { compileContent } from './compile';
import type { CompiledFiles } from './compiled-source';
import { CONTENT_KINDS } from './content-kinds';
import { writeGenerated } from './emit';
import { publishPictures, publishedDir } from './images/publish-pictures';
import { formatIssue } from './issues';
import { contentPaths } from './paths';
import { buildDate } from './publication';

/**
 * Recompiles content/ when a file in it changes during `npm run dev`, and reloads the page.
 * Problems are printed and shown in the browser's error overlay; the last good output stays.
 * It compiles as `npm run dev`'s first step does (`--preview`): drafts and scheduled articles
 * are shown, with their banners. What each file compiled to is kept in memory, so an edit
 * compiles again only the files whose bytes changed; the checks across files all run again.
 */
export function recompileOnChange(server: ViteDevServer): void {
  const root = server.config.root;
  const compiled: CompiledFiles = new Map();
  const paths = { ...contentPaths(root), compiled };
  const compile = () =>
    compileContent(paths, CONTENT_KINDS, { publication: { mode: 'preview', buildDate: buildDate() } });
  server.watcher.add(paths.contentDir);
  const recompile = async (file: string) => {
    if (!file.startsWith(paths.contentDir) && !file.startsWith(paths.publicDir)) return;
    if (file.startsWith(publishedDir(paths))) return; // the image step's own output
    // Every file's parse filled in the claims it names: all are parsed again when they change.
    if (file === paths.content(CLAIMS_FILE)) compiled.clear();
    const started = performance.now();
    const result = compile();
    const issues = result.issues.length > 0 ? result.issues : (await publishPictures(result.pictures, paths)).issues;
    if (issues.length > 0) {
      const message = issues.map(formatIssue).join('\n');
      server.config.logger.error(message);
      server.ws.send({ type: 'error', err: { message, stack: '' } });
      return;
    }
    const changes = writeGenerated(join(root, 'src', 'generated'), result.files);
    server.config.logger.info(
      `content: ${changes.written} module(s) changed in ${Math.round(performance.now() - started)} ms`,
    );
    server.ws.send({ type: 'full-reload' });
  };
  const onChange = (file: string) => void recompile(file);
  server.watcher.on('change', onChange);
  server.watcher.on('add', onChange);
  server.watcher.on('unlink', onChange);
  // `npm run dev` compiled everything in a process of its own: compiled again here once, when the
  // server has started, so that the first edit too compiles only the edited file.
  setTimeout(compile);
}
