import process from 'node:process';

// React picks its build when first loaded, and vite-react-ssg loads React's server renderer
// before Vite's build sets the mode: without this the pages render with the development build.
process.env.NODE_ENV ??= 'production';
// Under tsx the config's imports need no file extensions, which Vite's native loader warns of.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
// Rolldown's allocator otherwise holds the bundles' freed memory through the whole prerender.
process.env.MIMALLOC_PURGE_DELAY ??= '0';

const { build } = await import('vite-react-ssg/node');
await build({}, { configLoader: 'native', logLevel: 'warn' });
