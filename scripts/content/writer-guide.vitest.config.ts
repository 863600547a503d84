import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:writer`: the writer guide's steps made in a copy of the project and built,
 * kept out of the fast `vitest run` because it runs the content step twice, the site build, the
 * dist checks and the browser checks of the new pages (a few minutes on a busy machine).
 */
export default defineConfig({
  root: fileURLToPath(new URL('../../', import.meta.url)),
  test: {
    include: ['scripts/content/writer-guide.slow-test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 900_000,
  },
});
