import { decodeHTML } from 'entities';

/**
 * The `<h2>` headings of rendered Markdown, in order, with their ids (heading-ids.ts gives every
 * heading one) and their text without markup: the sections of a page, for a table of contents.
 */
export function sectionHeadings(html: string): { id: string; text: string }[] {
  return [...html.matchAll(/<h2 id="([^"]+)">([\s\S]*?)<\/h2>/g)].map((match) => ({
    id: decodeHTML(match[1] ?? ''),
    text: decodeHTML((match[2] ?? '').replace(/<[^>]*>/g, '')).trim(),
  }));
}
