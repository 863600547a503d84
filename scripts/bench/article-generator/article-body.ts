import type { Language } from '../../../src/i18n/languages';
import { hashSeed, seededRandom } from './seeded-random';
import { capitalise, VOCABULARIES } from './vocabulary';

/** What a body may link to: another generated article in the same language. */
export type LinkTarget = { title: string; path: string };

/** `index`: the article's number from 1, shared by its translations; `linkTargets`: every generated article in this language. */
export type BodyRequest = { seed: number; index: number; language: Language; linkTargets: readonly LinkTarget[] };

/** Bodies land near 800 words: sections are about 130 words each. */
const TARGET_WORDS = 740;

/**
 * A Markdown body of about 800 words: an introduction, sections with paragraphs, lists, a
 * sub-heading, quotes, one code block, inline emphasis, code and links to other generated
 * articles and to outside pages, then "See also". One random stream decides the structure and is
 * shared by the languages, so an article and its translation line up; another picks the words.
 */
export function articleBody({ seed, index, language, linkTargets }: BodyRequest): { body: string; words: number } {
  const structure = seededRandom(hashSeed(seed, 'struct', index));
  const wording = seededRandom(hashSeed(seed, 'words', index, language));
  const vocabulary = VOCABULARIES[language];
  let words = 0;

  const phrase = (length: number) => Array.from({ length }, () => wording.pick(vocabulary.words));
  const linkTarget = () => structure.pick(linkTargets);

  const sentence = () => {
    const length = structure.int(6, 16);
    const w = phrase(length);
    words += length;
    const decoration = structure.next();
    if (decoration < 0.12) {
      const at = structure.int(0, length - 1);
      w[at] = `*${w[at]}*`;
    } else if (decoration < 0.2) {
      const at = structure.int(0, length - 2);
      w[at] = `**${w[at]}`;
      w[at + 1] = `${w[at + 1]}**`;
    } else if (decoration < 0.25) {
      const at = structure.int(0, length - 1);
      w[at] = `\`${w[at]}_${structure.int(1, 99)}\``;
    } else if (decoration < 0.31) {
      const target = linkTarget();
      const at = structure.int(0, length - 1);
      w[at] = `[${w[at]}](${target.path})`;
    } else if (decoration < 0.34) {
      const at = structure.int(0, length - 1);
      w[at] = `[${w[at]}](https://example.org/${language}/ref/${structure.int(1, 9999)})`;
    }
    const text = w
      .join(' ')
      .replace(/^([*`[]*)(\p{L})/u, (_, prefix: string, letter: string) => prefix + letter.toUpperCase());
    return text + (structure.chance(0.1) ? '?' : '.');
  };
  const paragraph = () => Array.from({ length: structure.int(3, 6) }, sentence).join(' ');
  const list = () => {
    const ordered = structure.chance(0.4);
    return Array.from({ length: structure.int(3, 6) }, (_, position) => {
      const length = structure.int(3, 9);
      words += length;
      const item = capitalise(phrase(length).join(' '));
      return `${ordered ? `${position + 1}.` : '-'} ${structure.chance(0.2) ? `**${item}**` : item}`;
    }).join('\n');
  };
  const quote = () => `> ${sentence()} ${sentence()}`;
  const code = () =>
    codeBlock(structure.int(0, 4), wording.pick(vocabulary.words), structure.int(1, 99), structure.int(2, 500));

  const blocks = [paragraph()];
  const codeInSection = structure.int(1, 3);
  let section = 0;
  const usedHeadings = new Set<number>();
  while (words < TARGET_WORDS) {
    section++;
    let heading: number;
    do heading = structure.int(0, vocabulary.headings.length - 1);
    while (usedHeadings.has(heading) && usedHeadings.size < vocabulary.headings.length);
    usedHeadings.add(heading);
    blocks.push(`## ${vocabulary.headings[heading] ?? ''}`, paragraph());
    if (structure.chance(0.55)) blocks.push(list());
    if (structure.chance(0.35)) {
      blocks.push(`### ${capitalise(phrase(3).join(' '))}`);
      words += 3;
      blocks.push(paragraph());
    }
    if (structure.chance(0.2)) blocks.push(quote());
    if (section === codeInSection) blocks.push(code());
    blocks.push(paragraph());
  }
  if (section < codeInSection) blocks.push(code());
  const related = linkTarget();
  blocks.push(
    `${vocabulary.seeAlso}: [${related.title}](${related.path}) · [${vocabulary.reference}](https://example.org/${language}/notes/${index}).`,
  );
  return { body: `${blocks.join('\n\n')}\n`, words };
}

/** A short code block in one of five languages; `word` and the numbers make each one different. */
function codeBlock(kind: number, word: string, suffix: number, limit: number): string {
  const id = (word.replace(/[^a-z]/gi, '') || 'x') + String(suffix);
  const type = capitalise(id);
  const blocks = [
    `js
export function ${id}(items) {
  const limit = ${limit};
  return items
    .filter((item) => item.size < limit)
    .map((item) => ({ ...item, ok: true }));
}`,
    `ts
interface ${type} {
  title: string;
  tags: string[];
}
const sample: ${type} = { title: "${id}", tags: ["a", "b"] };
console.log(sample.tags.length * ${limit});`,
    `python
def ${id}(rows):
    total = 0
    for row in rows:
        if row["value"] > ${limit}:
            total += row["value"]
    return total`,
    `bash
set -euo pipefail
for i in $(seq 1 ${limit}); do
  echo "${id} $i" >> out.log
done
wc -l out.log`,
    `json
{
  "name": "${id}",
  "count": ${limit},
  "enabled": true,
  "tags": ["alpha", "beta"]
}`,
  ];
  return `\`\`\`${blocks[kind] ?? ''}\n\`\`\``;
}
