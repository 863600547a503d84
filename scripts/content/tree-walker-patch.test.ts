/**
 * Our patch of unist-util-visit-parents 6.1.0 (patches/README.md), the tree
 * walker under unist-util-visit, which the Markdown pipeline's plugins and our checks use: it no
 * longer names each node's visit function after the node (`node (paragraph)` in stack traces),
 * which cost a fifth of compiling an article. The walk itself is the same.
 */
import type { Root } from 'mdast';
import type { Node, Parent } from 'unist';
import { visitParents } from 'unist-util-visit-parents';
import { describe, expect, it } from 'vitest';

const TREE: Root = {
  type: 'root',
  children: [
    { type: 'heading', depth: 1, children: [{ type: 'text', value: 'Title' }] },
    {
      type: 'paragraph',
      children: [
        { type: 'text', value: 'a' },
        { type: 'emphasis', children: [] },
      ],
    },
  ],
};

describe('the tree walker, patched', () => {
  it('visits every node in order, with its ancestors', () => {
    const visited: string[] = [];
    visitParents(TREE, (node: Node, ancestors: Parent[]) => {
      visited.push([...ancestors.map((ancestor) => ancestor.type), node.type].join(' > '));
    });
    expect(visited).toEqual([
      'root',
      'root > heading',
      'root > heading > text',
      'root > paragraph',
      'root > paragraph > text',
      'root > paragraph > emphasis',
    ]);
  });

  it('gives the visit functions no name per node', () => {
    let stack = '';
    visitParents(TREE, 'text', () => {
      stack = new Error('where').stack ?? '';
      return false;
    });
    expect(stack).toContain('at visit (');
    expect(stack).not.toContain('at node (');
  });
});
