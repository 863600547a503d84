import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { sortIssues } from '../../../scripts/content/issues';
import { contentPaths } from '../../../scripts/content/paths';
import { loadYamlFile } from '../../../scripts/content/yaml-content';
import { integrationsPageSchema, integrationsSchema } from './integrations';

/** A small site of its own: content/integrations/*.yaml and the icons they name under public/. */
const paths = contentPaths(fileURLToPath(new URL('./__fixtures__/integrations', import.meta.url)));

/** One fixture file's data, and its issues in file order (as the compiler prints them). */
function load<Schema extends z.ZodType>(file: string, schema: Schema) {
  const { data, issues } = loadYamlFile(paths, `integrations/${file}`, schema);
  const sorted = sortIssues(issues);
  return { data, issues: sorted, places: sorted.map((issue) => `${issue.file}:${issue.line} ${issue.field}`) };
}

describe('the integrations directory schema', () => {
  it('accepts a directory whose integrations name known categories and existing icons', () => {
    const { data, issues } = load('good.yaml', integrationsSchema);
    expect(issues).toEqual([]);
    expect(data?.integrations[0]?.description.it).toBe('I colloqui nel tuo calendario.');
  });

  it('places every problem at its file, line and field', () => {
    const { places, issues } = load('broken.yaml', integrationsSchema);
    const file = 'content/integrations/broken.yaml';
    expect(places).toEqual([
      `${file}:6 categories.1.id`,
      `${file}:14 integrations.0.icon`,
      `${file}:21 integrations.1.category`,
      `${file}:27 integrations.2.id`,
      `${file}:31 integrations.2.description.it`,
    ]);
    expect(issues.map((issue) => issue.message)).toEqual([
      'expected a category that at least one integration belongs to, found "email"',
      expect.stringContaining('an icon under /images/integrations/'),
      'expected the id of a category of this file (calendar, email), found "calender"',
      'expected an id used once, found "alpha"',
      expect.stringContaining('found nothing'),
    ]);
  });

  it('refuses an integration without the agreement that lets it show as working', () => {
    const { places, issues } = load('no-agreement.yaml', integrationsSchema);
    const file = 'content/integrations/no-agreement.yaml';
    expect(places).toEqual([
      `${file}:7 integrations.0.agreement`,
      `${file}:21 integrations.1.agreement.evidence`,
      `${file}:29 integrations.2.agreement.kind`,
    ]);
    expect(issues[0]?.message).toContain('take it off the page');
  });

  it('refuses an icon that is not a file of the site', () => {
    const { places, issues } = load('missing-icon.yaml', integrationsSchema);
    expect(places).toEqual(['content/integrations/missing-icon.yaml:10 integrations.0.icon']);
    expect(issues[0]?.message).toContain('public/images/integrations/no-such-icon.svg');
  });
});

describe('the integrations page schema', () => {
  it('wants a real description and the placeholders the page fills in', () => {
    const { places } = load('page-broken.yaml', integrationsPageSchema);
    const file = 'content/integrations/page-broken.yaml';
    expect(places).toEqual([
      `${file}:3 meta.description`,
      `${file}:13 search.resultCount.one`,
      `${file}:15 search.noMatch`,
    ]);
  });
});
