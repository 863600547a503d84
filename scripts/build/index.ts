/**
 * `npm run build:site`'s first step: vite-react-ssg's build, after the content step. It bundles
 * the browser's code and the server's, then prerenders every route (vite.config.ts,
 * ssg-options.ts). Post-build (scripts/postbuild/) runs in a process of its own after it. See
 * scripts/build/README.md.
 */
// The build's environment (React's production build first of all), and its libraries when the
// command has not loaded them before tsx already.
import './build-libraries.mjs';

const { build } = await import('vite-react-ssg/node');
await build({}, { configLoader: 'native', logLevel: 'warn' });
