// A compile worker thread's entry (parallel-compile.ts): it serves the compile jobs it is sent.
// Plain JavaScript that registers tsx itself, because a worker started with
// `execArgv: ['--import', tsx]` fails on Node 20 with "Unknown file extension .ts" for its .ts
// entry (privatenumber/tsx#354): the loader is registered too late for the entry module.
import { register } from 'tsx/esm/api';
import { loadCompilerLibraries } from './compiler-libraries.mjs';

// Before tsx: the libraries load faster without its hooks (compiler-libraries.mjs).
await loadCompilerLibraries();
register();
const { serveCompileJobs } = await import('./parallel-compile.ts');
serveCompileJobs();
