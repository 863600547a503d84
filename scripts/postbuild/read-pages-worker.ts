import { parentPort, workerData } from 'node:worker_threads';
import { answerParent, sharedCursor, workTaken } from '../build/typescript-worker';
import { distFiles, readPage } from './page-facts';

/**
 * What the dist checker hands each thread (check-dist.ts): every file of dist/, the pages to
 * read, and the cursor they are taken with.
 */
export type ReadPagesJob = {
  distDir: string;
  allFiles: readonly string[];
  pages: readonly string[];
  cursor: SharedArrayBuffer;
  allowedScripts: readonly string[];
};

if (parentPort) {
  const { distDir, allFiles, pages, cursor, allowedScripts } = workerData as ReadPagesJob;
  const allowed = new Set(allowedScripts);
  const inDist = distFiles(distDir, allFiles);
  answerParent(parentPort, () =>
    Promise.resolve(workTaken(pages, sharedCursor(cursor), (file) => readPage(distDir, file, inDist, allowed))),
  );
}
