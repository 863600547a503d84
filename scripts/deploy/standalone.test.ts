/**
 * CI's pull-request preview runs the deploy with `npx tsx` from a checkout of the base branch that
 * holds only this folder, the tomls and .github/actions: no node_modules, no src/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const FOLDER = import.meta.dirname;
const modules = readdirSync(FOLDER).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));

describe('the deploy script', () => {
  it.each(modules)('%s imports only Node and its own folder', (file) => {
    const source = readFileSync(join(FOLDER, file), 'utf8');
    const specifiers = [...source.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map(
      (match) => match[1],
    );
    expect(specifiers.filter((specifier) => !/^(node:|\.\/[\w-]+$)/.test(specifier ?? ''))).toEqual([]);
  });

  it("pins in the preview's deploy action the tsx and wrangler of package.json", () => {
    const root = join(FOLDER, '..', '..');
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    const action = readFileSync(join(root, '.github', 'actions', 'preview-deploy', 'action.yml'), 'utf8');
    const pins = [...action.matchAll(/\b(tsx|wrangler)@([\w.-]+)/g)].map((match) => `${match[1]}@${match[2]}`);
    expect(pins.length).toBeGreaterThan(0);
    for (const pin of pins) {
      const [name, version] = pin.split('@') as [string, string];
      expect(pin).toBe(`${name}@${pkg.devDependencies[name] ?? '?'}`);
      expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    }
  });
});
