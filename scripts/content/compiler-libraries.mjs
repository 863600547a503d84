// The packages the content step's modules import when they load (sharp aside: it is imported when
// a picture is made). The step's entries (run.mjs, compile-worker.mjs) load them before they
// register tsx for our TypeScript: through tsx's loader hooks, each of their 450-odd files costs a
// round trip to the hooks thread, about 0.13 s of a run that recompiles one article in a second.
// compiler-libraries.test.ts holds the list to what the modules import.
export const COMPILER_LIBRARIES = [
  'entities',
  'gray-matter',
  'htmlparser2',
  'rehype-external-links',
  'rehype-sanitize',
  'rehype-stringify',
  'remark-parse',
  'remark-rehype',
  'unified',
  'unist-util-visit',
  'yaml',
  'zod',
];

export async function loadCompilerLibraries() {
  await Promise.all(COMPILER_LIBRARIES.map((library) => import(library)));
}
