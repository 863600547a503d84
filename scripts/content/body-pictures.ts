import { visit } from 'unist-util-visit';
import { picturePathProblem } from '../../src/content/schemas/common';
import { activePictureMessage, publicFile } from './assets';
import type { ContentIssue } from './issues';
import type { RenderedMarkdown } from './markdown';
import type { ContentPaths } from './paths';

/** A picture a Markdown body shows (`![alt](src)` or `![alt][name]`), on the file's line. */
export type BodyPicture = { src: string; line: number };

/**
 * The pictures of a body's syntax tree, whose first line follows the file's line `lineOffset`:
 * inline ones and reference-style ones, through their definitions.
 */
export function bodyPictures(tree: RenderedMarkdown['tree'], lineOffset: number): BodyPicture[] {
  const definitions = new Map<string, string>();
  visit(tree, 'definition', (definition) => {
    if (!definitions.has(definition.identifier)) definitions.set(definition.identifier, definition.url);
  });
  const pictures: BodyPicture[] = [];
  visit(tree, (node) => {
    const line = (node.position?.start.line ?? 1) + lineOffset;
    if (node.type === 'image') pictures.push({ src: node.url, line });
    else if (node.type === 'imageReference') {
      const src = definitions.get(node.identifier);
      if (src !== undefined) pictures.push({ src, line });
    }
  });
  return pictures;
}

/**
 * A body's pictures obey the rules of a cover image: a site path under /images/ (never a web
 * address), to a file that exists in public/ and, for an SVG, holds nothing that runs.
 */
export function checkBodyPictures(pictures: readonly BodyPicture[], file: string, paths: ContentPaths): ContentIssue[] {
  return pictures.flatMap(({ src, line }): ContentIssue[] => {
    const pathProblem = picturePathProblem(src);
    const found = pathProblem === undefined ? publicFile(src, paths.publicDir, paths.publicFiles) : undefined;
    const message =
      found === undefined
        ? `expected ${pathProblem}, found ${JSON.stringify(src)}`
        : found === 'escapes'
          ? `expected a path whose %-escapes are valid, found ${JSON.stringify(src)}`
          : found === 'outside'
            ? `expected a file inside public/, found ${JSON.stringify(src)}`
            : !found.exists
              ? `expected a file that exists in public/, found ${JSON.stringify(src)} (no public${found.decoded})`
              : found.active && activePictureMessage(found.active, found.decoded);
    return message ? [{ file, line, column: 1, field: '(body)', message }] : [];
  });
}
