import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { validateDocument } from '../../../scripts/content/validate';
import { siteConfig } from '../../config';
import { parseYaml } from '../../../scripts/content/yaml-document';
import { homeContentSchema } from './home';
import { logosSchema } from './logos';
import { calculatorSchema, comparisonSchema, pricingContentSchema } from './pricing';
import { teamContentSchema } from './team';
import { testimonialsSchema } from './testimonials';

/**
 * The lists of content/ that keep a minimum or a maximum, each for a reason of the page that
 * shows it (content/README.md, "How many items a list may hold"); every other list may grow.
 * Each case starts from the site's own file, so a writer's additions never break it, changes
 * one list to a given length and validates the file as the content compiler does.
 */
type Data = Record<string, unknown>;

/** The list at `path` of the file's data, by field names. */
function listAt(data: Data, path: readonly string[]): unknown[] {
  const list = path.reduce<unknown>((value, key) => (value as Data)[key], data);
  if (!Array.isArray(list)) throw new Error(`${path.join('.')} is not a list`);
  return list;
}

/** How long the list at `path` of the site's file is. */
function seedLength(file: string, path: readonly string[]): number {
  return listAt(parseYaml(readFileSync(file, 'utf8'), file).data as Data, path).length;
}

/**
 * The file with the list at `path` made `length` long, its items repeated, validated. Where the
 * items must differ, a copy gets its own id: in its `distinct` field, or as the item itself when
 * `distinct` is ''.
 */
function withLength(
  schema: z.ZodType,
  file: string,
  path: readonly string[],
  length: number,
  distinct?: string,
  arrange?: (list: Data[]) => void,
) {
  const document = parseYaml(readFileSync(file, 'utf8'), file);
  const list = listAt(document.data as Data, path);
  const seed = [...list];
  list.length = 0;
  for (let index = 0; index < length; index += 1) {
    let item = structuredClone<unknown>(seed[index % seed.length]);
    const copy = `copy-${String(index)}`;
    // A film's id is its address, on the video host the schema allows.
    const id = distinct === 'embed' ? `${siteConfig.videoHostOrigin}/embed/${copy}` : copy;
    if (distinct === '' && index >= seed.length) item = id;
    else if (distinct !== undefined && index >= seed.length) (item as Data)[distinct] = id;
    list.push(item);
  }
  arrange?.(list as Data[]);
  return validateDocument(schema, document, file).issues.map(({ field, message }) => `${field}: ${message}`);
}

/** Calculator bands grow from the smallest and the last is open (calculatorSchema): copies are renumbered so. */
function renumberBands(bands: Data[]) {
  bands.forEach((band, index) => {
    band.upTo = index === bands.length - 1 ? null : (index + 1) * 1000;
  });
}

const cases = [
  {
    list: 'the home showcase tabs',
    schema: homeContentSchema,
    file: 'content/home/en.yaml',
    path: ['showcase', 'tabs'],
    accepts: [4],
    refuses: { 3: 'exactly 4 tabs (find, match, engage, track): each has its own illustration' },
  },
  {
    list: 'the home feature cards',
    schema: homeContentSchema,
    file: 'content/home/en.yaml',
    path: ['features', 'cards'],
    accepts: [1, 10, 20],
    refuses: { 0: 'at least one feature card' },
  },
  {
    list: 'the testimonials',
    schema: testimonialsSchema,
    file: 'content/testimonials/it.yaml',
    path: ['testimonials'],
    accepts: [2, 8, 30],
    refuses: { 1: 'at least 2 testimonials: the carousel moves between them' },
  },
  {
    list: 'the customer logos',
    schema: logosSchema,
    file: 'content/logos.yaml',
    path: ['customers'],
    accepts: [1, 3, 17, 40],
    refuses: { 0: 'at least one customer logo: the marquee scrolls them' },
  },
  {
    list: 'the press logos',
    schema: logosSchema,
    file: 'content/logos.yaml',
    path: ['press'],
    accepts: [0, 1, 9, 20],
    refuses: {},
  },
  {
    list: 'the team members',
    schema: teamContentSchema,
    file: 'content/team/en.yaml',
    path: ['leadership', 'members'],
    distinct: '',
    accepts: [1, 4, 5, 11],
    refuses: { 0: 'at least one team member' },
  },
  {
    list: 'the company values',
    schema: teamContentSchema,
    file: 'content/team/it.yaml',
    path: ['vision', 'values'],
    distinct: 'id',
    accepts: [1, 4],
    refuses: { 0: 'at least one value' },
  },
  {
    list: 'the team videos',
    schema: teamContentSchema,
    file: 'content/team/en.yaml',
    path: ['videos', 'items'],
    distinct: 'embed',
    accepts: [1, 3, 9],
    refuses: { 0: 'at least one film: the section shows one' },
  },
  {
    list: 'the pricing facts',
    schema: pricingContentSchema,
    file: 'content/pricing/en.yaml',
    path: ['facts', 'items'],
    accepts: [1, 6, 12],
    refuses: { 0: 'at least one question' },
  },
  {
    list: 'the plans',
    schema: pricingContentSchema,
    file: 'content/pricing/en.yaml',
    path: ['plans'],
    distinct: 'id',
    // Five copies the first plan again, which the seed does not highlight: one badge still.
    accepts: [1, 5],
    refuses: { 0: 'at least one plan' },
  },
  {
    list: 'the calculator bands',
    schema: calculatorSchema,
    file: 'content/pricing/calculator.yaml',
    path: ['bands'],
    distinct: 'id',
    arrange: renumberBands,
    accepts: [1, 7, 12],
    refuses: { 0: 'at least one band: the calculator starts on the first' },
  },
  {
    list: 'the comparison categories',
    schema: comparisonSchema,
    file: 'content/pricing/comparison.yaml',
    path: ['categories'],
    distinct: 'id',
    accepts: [1, 12],
    refuses: { 0: 'at least one category' },
  },
] as const;

describe('the lists of content/', () => {
  describe.each(cases)('$list ($file)', ({ schema, file, path, accepts, refuses, ...rest }) => {
    const distinct = 'distinct' in rest ? rest.distinct : undefined;
    const arrange = 'arrange' in rest ? rest.arrange : undefined;

    it.each([...accepts])('takes %i', (length) => {
      expect(withLength(schema, file, path, length, distinct, arrange)).toEqual([]);
    });

    const refused = Object.entries(refuses);
    if (refused.length > 0) {
      it.each(refused)('refuses %s, saying why', (length, why) => {
        expect(withLength(schema, file, path, Number(length), distinct)).toEqual([
          `${path.join('.')}: expected ${why}, found a list of ${length}`,
        ]);
      });
    }
  });

  it('refuses a second highlighted plan at its flag, and a plan id used twice at the repeat', () => {
    const file = 'content/pricing/en.yaml';
    const document = parseYaml(readFileSync(file, 'utf8'), file);
    const plans = listAt(document.data as Data, ['plans']) as Data[];
    const highlighted = plans.findIndex((plan) => plan.highlighted === true);
    const other = plans.findIndex((plan) => plan.highlighted !== true);
    const [first] = plans;
    if (highlighted < 0 || other < 0 || !first) throw new Error(`${file} needs a highlighted plan and another`);
    plans.push({ ...first, highlighted: false });
    (plans[other] as Data).highlighted = true;
    const issues = validateDocument(pricingContentSchema, document, file).issues.map(
      ({ field, message }) => `${field}: ${message}`,
    );
    const second = Math.max(highlighted, other);
    expect(issues).toEqual([
      `plans.${String(plans.length - 1)}.id: expected an id no other plan uses, found ${JSON.stringify(first.id)}`,
      expect.stringMatching(
        new RegExp(
          `^plans\\.${String(second)}\\.highlighted: expected false: at most one plan is highlighted, .*found true$`,
        ),
      ),
    ]);
  });

  it('refuses an id used twice in a list of ids, at the repeat', () => {
    const bands = seedLength('content/pricing/calculator.yaml', ['bands']);
    expect(
      withLength(calculatorSchema, 'content/pricing/calculator.yaml', ['bands'], bands + 1, undefined, renumberBands),
    ).toEqual([
      expect.stringMatching(new RegExp(`^bands\\.${String(bands)}\\.id: expected an id no other band uses, found "`)),
    ]);
    const members = seedLength('content/team/en.yaml', ['leadership', 'members']);
    expect(withLength(teamContentSchema, 'content/team/en.yaml', ['leadership', 'members'], members + 1)).toEqual([
      expect.stringMatching(
        new RegExp(`^leadership\\.members\\.${String(members)}: expected each person once, found "`),
      ),
    ]);
  });

  it('refuses a press logo shown in no language, or twice in one', () => {
    const document = parseYaml(readFileSync('content/logos.yaml', 'utf8'), 'content/logos.yaml');
    const [first, second] = listAt(document.data as Data, ['press']) as Data[];
    if (!first || !second) throw new Error('content/logos.yaml needs two press logos for this test');
    first.languages = [];
    second.languages = ['en', 'en'];
    expect(
      validateDocument(logosSchema, document, 'content/logos.yaml').issues.map(
        ({ field, message }) => `${field}: ${message}`,
      ),
    ).toEqual([
      'press.0.languages: expected at least one language whose home page shows it, found a list of 0',
      'press.1.languages.1: expected each language once, found "en"',
    ]);
  });
});
