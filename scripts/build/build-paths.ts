import { join, resolve } from 'node:path';

/** Where the client build writes the site. */
export const DIST = resolve('dist');
/** The server bundle, which only the prerender reads. */
export const SERVER_OUT = resolve('node_modules/.cache/talvera-build/server');
/** The page template the client build made of index.html. */
export const TEMPLATE = join(DIST, 'index.html');
