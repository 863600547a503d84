/**
 * What a search engine and a link preview read from a page, through structured-data-testing-tool's
 * Google and SocialMedia presets.
 */
import { structuredDataTest } from 'structured-data-testing-tool';
import presets from 'structured-data-testing-tool/presets.js';

const { Google, SocialMedia } = presets;

export type SocialResult = { passed: unknown[]; failed: SocialTest[]; warnings: SocialTest[] };
export type SocialTest = { test: string; description?: string; group?: string };

/** The library rejects with the results when a test fails, and with anything else when it cannot run. */
export async function testSocialTags(html: string): Promise<SocialResult> {
  try {
    return (await structuredDataTest(html, { presets: [Google, SocialMedia] })) as SocialResult;
  } catch (error) {
    const failed = error as { type?: string; res?: SocialResult };
    if (failed.type === 'VALIDATION_FAILED' && failed.res) return failed.res;
    throw error;
  }
}
