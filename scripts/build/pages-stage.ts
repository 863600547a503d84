/**
 * The prerender, then the post-build steps, in one process after the bundles (index.ts): one
 * start of Node with tsx fewer (about half a second of every build), and the post-build's memory
 * comes after the prerender's workers have ended, so the peak is still the bundler's. Each stage
 * prints its own time. Imported one after the other, as each runs when it is loaded.
 */
export {};

await import('./prerender-stage');
await import('../postbuild/index');
