/**
 * The privacy page promises that a submitted form, CV included, and a not-found report are deleted
 * after content/company.yaml's formMailRetentionDays. That is what the form endpoints must do: the
 * default RETENTION_DAYS of npm start and of Cloudflare, and any RETENTION_DAYS the tomls set.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { CloudflareEnv } from '../../src/server/cloudflare/env';
import { cloudflareSettings } from '../../src/server/cloudflare/settings';
import { mailSettingsFromEnvironment } from '../../src/server/node/server-settings';
import { readTomlLines } from '../deploy/toml-lines';

const ROOT = join(import.meta.dirname, '..', '..');
const DAY_MS = 24 * 60 * 60 * 1000;
const promisedDays = (
  parse(readFileSync(join(ROOT, 'content', 'company.yaml'), 'utf8')) as { formMailRetentionDays: number }
).formMailRetentionDays;

describe("the privacy page's retention", () => {
  it('is the default RETENTION_DAYS of npm start and of Cloudflare', () => {
    expect(mailSettingsFromEnvironment({}).retentionMs / DAY_MS).toBe(promisedDays);
    expect(cloudflareSettings({} as CloudflareEnv).retentionMs / DAY_MS).toBe(promisedDays);
  });

  it.each(['wrangler.toml', 'src/server/cloudflare/companion/wrangler.toml'])(
    'is the RETENTION_DAYS %s sets, if it sets one',
    (file) => {
      const set = readTomlLines(readFileSync(join(ROOT, file), 'utf8')).flatMap((line) =>
        line.pairs.filter((pair) => pair.key === 'RETENTION_DAYS').map((pair) => Number(pair.value)),
      );
      for (const days of set) expect(days).toBe(promisedDays);
    },
  );
});
