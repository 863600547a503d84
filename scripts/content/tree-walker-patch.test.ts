import { describe, expect, it } from 'vitest';
import { visitParents } from 'unist-util-visit-parents';

const tree = {
  type: 'root',
  children: [
    { type: 'paragraph', children: [{ type: 'text', value: 'one' }] },
    { type: 'heading', children: [{ type: 'text', value: 'two' }] },
  ],
};

describe('the patched tree walker (patches/unist-util-visit-parents+6.1.0.patch)', () => {
  it('visits every node in order, with its ancestors', () => {
    const seen: string[] = [];
    visitParents(tree, (node, ancestors) => {
      seen.push(`${ancestors.map((ancestor) => ancestor.type).join('/')}:${node.type}`);
    });
    expect(seen).toEqual([':root', 'root:paragraph', 'root/paragraph:text', 'root:heading', 'root/heading:text']);
  });

  it('no longer renames its visit function for each node it visits', () => {
    const stacks: string[] = [];
    visitParents(tree, 'text', () => {
      stacks.push(new Error('where').stack ?? '');
    });
    expect(stacks).toHaveLength(2);
    for (const stack of stacks) expect(stack).not.toMatch(/at node \(/);
  });
});
