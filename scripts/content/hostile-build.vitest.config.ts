import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:hostile`: the build of the hostile corpus, kept out of the fast `vitest run`
 * because it runs the whole site build (about 15 s alone, more on a busy machine), and a build
 * of a pull request that tries to publish files that are not the site's own.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../../', import.meta.url)),
  test: {
    include: ['scripts/content/hostile-build.slow-test.ts', 'scripts/content/hostile-publish.slow-test.ts'],
    environment: 'node',
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
