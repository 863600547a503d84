/**
 * `npm run build:site` loads the build's libraries before tsx (build-libraries.mjs): the list must
 * be what the build (index.ts, vite-react-ssg) and its Vite config import as they load, so that
 * none is left to load through tsx's hooks, and none is loaded that the build does not use.
 */
import { describe, expect, it } from 'vitest';
import { importedPackages } from '../imported-packages';
import { BUILD_LIBRARIES } from './build-libraries.mjs';

describe('the build libraries loaded before tsx', () => {
  it('are the packages the build and vite.config.ts import as they load', async () => {
    const [build, config] = await Promise.all([
      importedPackages('scripts/build/index.ts', { dynamic: true }),
      importedPackages('vite.config.ts'),
    ]);
    expect([...BUILD_LIBRARIES].sort()).toEqual([...new Set([...build, ...config])].sort());
  });
});
