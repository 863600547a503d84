// `npm run content`'s entry: the compiler's libraries first, then tsx, then the step
// (index.ts). Plain JavaScript, so that the libraries load without tsx's hooks
// (compiler-libraries.mjs).
import { register } from 'tsx/esm/api';
import { loadCompilerLibraries } from './compiler-libraries.mjs';

await loadCompilerLibraries();
register();
await import('./index.ts');
