import { decodeHTML } from 'entities';

/** A section of a rendered page: its heading's id and text, for a table of contents. */
export type HeadingLink = { id: string; text: string };

/**
 * The `<h2>` headings of rendered Markdown, in order, with their ids (heading-ids.ts gives every
 * heading one) and their text without markup.
 */
export function sectionHeadings(html: string): HeadingLink[] {
  return [...html.matchAll(/<h2 id="([^"]+)">([\s\S]*?)<\/h2>/g)].map((match) => ({
    id: decodeHTML(match[1] ?? ''),
    text: decodeHTML((match[2] ?? '').replace(/<[^>]*>/g, '')).trim(),
  }));
}
