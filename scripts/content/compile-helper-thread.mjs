// The compile helper's thread (compile-helper.ts): tsx is loaded here, since a worker does not
// inherit the main thread's `--import tsx`.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { runCompileHelper } = await import('./compile-helper.ts');
runCompileHelper(workerData);
