import { parentPort, workerData } from 'node:worker_threads';
import { answerParent } from '../build/typescript-worker';
import { walkFiles } from './dist-files';
import { distFiles, readPage } from './page-facts';

/** What the dist checker hands each thread: pages to read (check-dist.ts). */
export type ReadPagesJob = { distDir: string; files: string[]; allowedScripts: string[] };

if (parentPort) {
  const { distDir, files, allowedScripts } = workerData as ReadPagesJob;
  const allowed = new Set(allowedScripts);
  // Listed again here rather than sent: a listing takes less time than copying it between threads.
  const inDist = distFiles(distDir, walkFiles(distDir));
  answerParent(parentPort, () => Promise.resolve(files.map((file) => readPage(distDir, file, inDist, allowed))));
}
