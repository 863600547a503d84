import { resolve } from 'node:path';
import { unstable_readConfig } from 'wrangler';
import { describe, expect, it } from 'vitest';
import { RETENTION_CRON, RETRY_CRON } from './companion/crons';
import type { CloudflareEnv } from './env';
import { cloudflareSettings } from './settings';

const ROOT = resolve(import.meta.dirname, '../../..');
const PAGES = resolve(ROOT, 'wrangler.toml');
const COMPANION = resolve(import.meta.dirname, 'companion/wrangler.toml');
const MIGRATIONS = resolve(import.meta.dirname, 'migrations');

const read = (config: string, env?: string) => unstable_readConfig({ config, ...(env ? { env } : {}) });

const environments = [
  { env: undefined, database: 'talvera-forms', bucket: 'talvera-resumes', companion: 'talvera-companion' },
  {
    env: 'preview',
    database: 'talvera-forms-preview',
    bucket: 'talvera-resumes-preview',
    companion: 'talvera-companion-preview',
  },
];

describe.each(environments)('wrangler.toml and the companion’s, environment $env', (expected) => {
  const pages = read(PAGES, expected.env);
  const companion = read(COMPANION, expected.env);

  it('bind the same D1 database, with the migrations of src/server/cloudflare/migrations', () => {
    for (const [config, path] of [
      [pages, PAGES],
      [companion, COMPANION],
    ] as const) {
      expect(config.d1_databases).toHaveLength(1);
      const [database] = config.d1_databases;
      expect(database).toMatchObject({ binding: 'DB', database_name: expected.database });
      expect(database?.database_id).toBe(pages.d1_databases[0]?.database_id);
      expect(resolve(path, '..', database?.migrations_dir ?? '')).toBe(MIGRATIONS);
    }
  });

  it('bind the same R2 bucket, in the EU jurisdiction', () => {
    for (const config of [pages, companion]) {
      expect(config.r2_buckets).toEqual([{ binding: 'RESUMES', bucket_name: expected.bucket, jurisdiction: 'eu' }]);
    }
  });

  it('give Pages the companion’s FormGuard, which the companion defines as a SQLite-backed Durable Object', () => {
    expect(companion.name).toBe(expected.companion);
    expect(pages.durable_objects.bindings).toEqual([
      { name: 'FORM_GUARD', class_name: 'FormGuard', script_name: expected.companion },
    ]);
    expect(companion.durable_objects.bindings).toEqual([{ name: 'FORM_GUARD', class_name: 'FormGuard' }]);
    expect(read(COMPANION).migrations.flatMap((migration) => migration.new_sqlite_classes ?? [])).toEqual([
      'FormGuard',
    ]);
  });

  it('run the companion’s crons as crons.ts names them', () => {
    expect(companion.triggers.crons).toEqual([RETRY_CRON, RETENTION_CRON]);
  });

  it('run both in the same runtime', () => {
    expect(companion.compatibility_date).toBe(pages.compatibility_date);
    expect(companion.compatibility_flags).toEqual(pages.compatibility_flags);
    expect(pages.compatibility_flags).toContain('nodejs_compat');
  });

  it('hold valid settings and no secret', () => {
    for (const config of [pages, companion]) {
      expect(() => cloudflareSettings(config.vars as unknown as CloudflareEnv)).not.toThrow();
      expect(Object.keys(config.vars)).not.toContain('SMTP_URL');
      expect(Object.keys(config.vars)).not.toContain('NEWSLETTER_SECRET');
    }
  });
});

it('the preview alerts nobody (its mail goes nowhere without SMTP_URL)', () => {
  for (const config of [read(PAGES, 'preview'), read(COMPANION, 'preview')]) {
    expect(cloudflareSettings(config.vars as unknown as CloudflareEnv).alertTo).toBeUndefined();
  }
});

it('Pages serves dist/', () => {
  expect(resolve(ROOT, read(PAGES).pages_build_output_dir ?? '')).toBe(resolve(ROOT, 'dist'));
});
