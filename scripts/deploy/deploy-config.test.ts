import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CloudflareEnv } from '../../src/server/cloudflare/env';
import { cloudflareSettings } from '../../src/server/cloudflare/settings';
import {
  PLACEHOLDER_ID,
  RECIPIENT_DEFAULTS,
  prepareConfig,
  previewBindingProblems,
  previewRecipientProblems,
  type PrepareOptions,
} from './deploy-config';
import { readTomlLines } from './toml-lines';

const PRODUCTION_ID = '1a2b3c4d-0000-4000-8000-00000000abcd';
const PREVIEW_ID = '9f8e7d6c-1111-4111-8111-11111111dcba';

/** A Pages toml as the repository holds it: the top level is production, [env.preview] the preview. */
const SITE_TOML = `name = "talvera-site"
pages_build_output_dir = "dist"
compatibility_date = "2025-07-18"

[vars]
MAIL_TO = "sales@talvera.example"

[[d1_databases]]
binding = "DB"
database_name = "talvera-forms"
database_id = "${PLACEHOLDER_ID}"
migrations_dir = "src/server/cloudflare/migrations"

[[r2_buckets]]
binding = "RESUMES"
bucket_name = "talvera-resumes"
jurisdiction = "eu"

[[durable_objects.bindings]]
name = "FORM_GUARD"
class_name = "FormGuard"
script_name = "talvera-companion"

[env.preview.vars]
MAIL_TO = "preview-sales@talvera.example"
NEWSLETTER_TO = "preview-marketing@talvera.example"

[[env.preview.d1_databases]]
binding = "DB"
database_name = "talvera-forms-preview"
database_id = "${PLACEHOLDER_ID}"
migrations_dir = "src/server/cloudflare/migrations"

[[env.preview.r2_buckets]]
binding = "RESUMES"
bucket_name = "talvera-resumes-preview"
jurisdiction = "eu"

[[env.preview.durable_objects.bindings]]
name = "FORM_GUARD"
class_name = "FormGuard"
script_name = "talvera-companion-preview"
`;

const options = (overrides: Partial<PrepareOptions>): PrepareOptions => ({
  file: 'wrangler.toml',
  folder: '/repo',
  environment: 'production',
  databaseId: PRODUCTION_ID,
  ...overrides,
});

/** The lines of `text` that hold `needle`, counted from 1. */
const linesWith = (text: string, needle: string) =>
  text
    .split('\n')
    .flatMap((line, index) => (line.includes(needle) ? [index + 1] : []))
    .join(',');

describe('prepareConfig for production', () => {
  it("puts D1_DATABASE_ID in the top level's database only, and leaves the preview's placeholder", () => {
    const { text, problems } = prepareConfig(SITE_TOML, options({}));
    expect(problems).toEqual([]);
    expect(linesWith(text, PRODUCTION_ID)).toBe(linesWith(SITE_TOML, 'database_id').split(',')[0]);
    expect(linesWith(text, PLACEHOLDER_ID)).toBe(linesWith(SITE_TOML, PLACEHOLDER_ID).split(',')[1]);
  });

  it('refuses while the id is unset, naming the file, the line and the variable', () => {
    const { problems } = prepareConfig(SITE_TOML, options({ databaseId: undefined }));
    expect(problems).toEqual([
      `wrangler.toml:11: still the placeholder id ${PLACEHOLDER_ID}; set D1_DATABASE_ID to the real D1 id (wrangler d1 list)`,
    ]);
  });

  it('refuses an id that is not one, and writes nothing of it into the copy', () => {
    for (const databaseId of ['1a2b3c4d" \nmain = "evil.js', 'talvera-forms', PLACEHOLDER_ID]) {
      const { text, problems } = prepareConfig(SITE_TOML, options({ databaseId }));
      expect(problems.length).toBeGreaterThan(0);
      expect(problems[0]).toContain('D1_DATABASE_ID');
      expect(text).not.toContain('evil');
    }
  });

  it('makes main and migrations_dir absolute from the toml folder, and leaves pages_build_output_dir', () => {
    const companion = `name = "talvera-companion"\nmain = "./index.ts"\n\n[[d1_databases]]\nbinding = "DB"\ndatabase_id = "${PLACEHOLDER_ID}"\nmigrations_dir = '../migrations'\n`;
    const { text } = prepareConfig(companion, options({ folder: '/repo/src/server/cloudflare/companion' }));
    expect(text).toContain('main = "/repo/src/server/cloudflare/companion/index.ts"');
    expect(text).toContain("migrations_dir = '/repo/src/server/cloudflare/migrations'");
    expect(prepareConfig(SITE_TOML, options({})).text).toContain('pages_build_output_dir = "dist"');
  });

  it('leaves a commented-out placeholder alone', () => {
    const commented = `${SITE_TOML}\n# database_id = "${PLACEHOLDER_ID}"\n`;
    expect(prepareConfig(commented, options({})).problems).toEqual([]);
  });
});

describe('prepareConfig for the preview', () => {
  const preview = (source: string, databaseId: string | undefined = PREVIEW_ID) =>
    prepareConfig(source, options({ environment: 'preview', databaseId }));
  const unsetPreviewId = (source: string) =>
    prepareConfig(source, options({ environment: 'preview', databaseId: undefined }));

  it("puts PREVIEW_D1_DATABASE_ID in [env.preview]'s database only", () => {
    const { text, problems } = preview(SITE_TOML);
    expect(problems).toEqual([]);
    expect(linesWith(text, PREVIEW_ID)).toBe(linesWith(SITE_TOML, PLACEHOLDER_ID).split(',')[1]);
    expect(text).not.toContain(PRODUCTION_ID);
  });

  it('refuses while the preview id is unset, naming PREVIEW_D1_DATABASE_ID', () => {
    expect(unsetPreviewId(SITE_TOML).problems).toEqual([
      `wrangler.toml:31: still the placeholder id ${PLACEHOLDER_ID}; set PREVIEW_D1_DATABASE_ID to the real D1 id (wrangler d1 list)`,
    ]);
  });

  it('refuses a preview without bindings of its own, which Pages would fill with production’s', () => {
    const withoutPreview = SITE_TOML.slice(0, SITE_TOML.indexOf('[env.preview.vars]'));
    expect(preview(withoutPreview).problems).toEqual([
      "wrangler.toml: the top level declares d1_databases and [env.preview] does not; a preview would use production's",
      "wrangler.toml: the top level declares r2_buckets and [env.preview] does not; a preview would use production's",
      "wrangler.toml: the top level declares durable_objects and [env.preview] does not; a preview would use production's",
      'wrangler.toml: [env.preview.vars] has no MAIL_TO, so a preview would mail sales@talvera.example; set a preview address',
      'wrangler.toml: [env.preview.vars] has no NEWSLETTER_TO, so a preview would mail marketing@talvera.example; set a preview address',
    ]);
  });

  it("refuses production's bucket, database or Worker in [env.preview]", () => {
    const sharesBucket = SITE_TOML.replace('"talvera-resumes-preview"', '"talvera-resumes"');
    expect(preview(sharesBucket).problems).toEqual([
      'wrangler.toml:36: the preview\'s bucket_name is "talvera-resumes", not a "…-preview" one',
    ]);
    const sharesWorker = SITE_TOML.replace('"talvera-companion-preview"', '"talvera-companion"');
    expect(preview(sharesWorker).problems).toEqual([
      'wrangler.toml:42: the preview\'s script_name is "talvera-companion", not a "…-preview" one',
    ]);
  });

  it('reads bindings and variables written inline too', () => {
    const inline = `name = "talvera-companion"
[durable_objects]
bindings = [{ name = "FORM_GUARD", class_name = "FormGuard" }]

[env.preview]
vars = { MAIL_TO = "Sales <SALES@talvera.example>", NEWSLETTER_TO = "preview@talvera.example" }
`;
    expect(preview(inline).problems).toEqual([
      "wrangler.toml: the top level declares durable_objects and [env.preview] does not; a preview would use production's",
      'wrangler.toml: [env.preview.vars] MAIL_TO is "Sales <SALES@talvera.example>", a production recipient',
    ]);
  });

  it("refuses a preview recipient that is production's, and lets ALERT_TO be unset", () => {
    const sameAlert = SITE_TOML.replace('[vars]\n', '[vars]\nALERT_TO = "ops@talvera.example"\n').replace(
      '[env.preview.vars]\n',
      '[env.preview.vars]\nALERT_TO = "ops@talvera.example"\n',
    );
    expect(preview(sameAlert).problems).toEqual([
      'wrangler.toml: [env.preview.vars] ALERT_TO is "ops@talvera.example", a production recipient',
    ]);
  });
});

describe("the repository's tomls", () => {
  const ROOT = join(import.meta.dirname, '..', '..');
  const TOMLS = ['wrangler.toml', 'src/server/cloudflare/companion/wrangler.toml'];

  it.each(TOMLS)('%s deploys to production once D1_DATABASE_ID is given', (file) => {
    const source = readFileSync(join(ROOT, file), 'utf8');
    const prepared = prepareConfig(source, options({ file, folder: dirname(join(ROOT, file)) }));
    expect(prepared.problems).toEqual([]);
    expect(prepared.text).toContain(`database_id = "${PRODUCTION_ID}"`);
  });

  it.each(TOMLS)("%s gives the preview its own stores and Worker, never production's", (file) => {
    const lines = readTomlLines(readFileSync(join(ROOT, file), 'utf8'));
    expect(previewBindingProblems(lines, file)).toEqual([]);
  });

  it.each(TOMLS)("%s sends a preview's mail to preview inboxes, never to sales or marketing", (file) => {
    const lines = readTomlLines(readFileSync(join(ROOT, file), 'utf8'));
    expect(previewRecipientProblems(lines, file)).toEqual([]);
  });
});

describe('RECIPIENT_DEFAULTS', () => {
  it("are the Cloudflare adapter's defaults", () => {
    const settings = cloudflareSettings({} as CloudflareEnv);
    expect(RECIPIENT_DEFAULTS).toEqual({
      MAIL_TO: settings.mailTo,
      NEWSLETTER_TO: settings.newsletterTo,
      ALERT_TO: settings.alertTo,
    });
  });
});
