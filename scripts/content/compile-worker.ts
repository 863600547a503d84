/** A compile worker thread's entry (parallel-compile.ts): it serves the compile jobs it is sent. */
import { serveCompileJobs } from './parallel-compile';

serveCompileJobs();
