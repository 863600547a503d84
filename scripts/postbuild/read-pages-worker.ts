import { parentPort, workerData } from 'node:worker_threads';
import { answerParent, sharedCursor, workTaken } from '../build/typescript-worker';
import { walkFiles } from './dist-files';
import { distFiles, readPage } from './page-facts';

/** What the dist checker hands each thread: the pages, and the cursor they are taken with (check-dist.ts). */
export type ReadPagesJob = {
  distDir: string;
  files: readonly string[];
  cursor: SharedArrayBuffer;
  allowedScripts: readonly string[];
};

if (parentPort) {
  const { distDir, files, cursor, allowedScripts } = workerData as ReadPagesJob;
  const allowed = new Set(allowedScripts);
  // Listed again here rather than sent: a listing takes less time than copying it between threads.
  const inDist = distFiles(distDir, walkFiles(distDir));
  answerParent(parentPort, () =>
    Promise.resolve(workTaken(files, sharedCursor(cursor), (file) => readPage(distDir, file, inDist, allowed))),
  );
}
