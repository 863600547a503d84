/**
 * The content compiler for `node --import tsx scripts/content/index.ts`: the same as
 * `npm run content` (run.js), which needs no TypeScript loader.
 */
import './run.js';
