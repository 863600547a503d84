/**
 * The content step's entries load the compiler's libraries before tsx (compiler-libraries.mjs):
 * the list must be what the step's modules import as they load, so that none is left to load
 * through tsx's hooks, and none is loaded that the step does not use.
 */
import { describe, expect, it } from 'vitest';
import { importedPackages } from '../imported-packages';
import { COMPILER_LIBRARIES } from './compiler-libraries.mjs';

describe('the compiler libraries loaded before tsx', () => {
  it("are the packages the content step's modules import as they load", async () => {
    expect([...COMPILER_LIBRARIES].sort()).toEqual(await importedPackages('scripts/content/index.ts'));
  });
});
