import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The core of the form server (every .ts file directly in src/server/, tests aside) runs as it
 * is in Node and in Cloudflare's workerd, without Node's compatibility layer: it may use only
 * web-standard APIs. The adapters (node/, cloudflare/) are where a platform's own APIs go.
 */
const CORE = import.meta.dirname;

/** Node's own globals, which workerd has only with its Node compatibility flags. */
const NODE_GLOBALS = new Set(['Buffer', 'process', 'global', 'require', '__dirname', '__filename', 'setImmediate']);
const NODE_MODULES = new Set(builtinModules.map((name) => name.replace(/^node:/, '')));

const isNodeModule = (specifier: string) =>
  specifier.startsWith('node:') || NODE_MODULES.has(specifier) || NODE_MODULES.has(specifier.split('/')[0] ?? '');

/** A use of Node in TypeScript source: the line (from 1) and what it uses. */
type NodeUse = { line: number; uses: string };

/** Where `source` imports a Node module or names one of Node's globals (comments and strings aside). */
function nodeUses(source: string): NodeUse[] {
  const file = ts.createSourceFile('core.ts', source, ts.ScriptTarget.Latest, true);
  const uses: NodeUse[] = [];
  const found = (node: ts.Node, what: string) =>
    uses.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, uses: what });

  const visit = (node: ts.Node) => {
    const specifier =
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier
        ? node.moduleSpecifier
        : ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword
          ? node.arguments[0]
          : ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)
            ? node.argument.literal
            : ts.isExternalModuleReference(node)
              ? node.expression
              : undefined;
    if (specifier && ts.isStringLiteralLike(specifier) && isNodeModule(specifier.text)) {
      found(specifier, `the module '${specifier.text}'`);
    }
    if (ts.isIdentifier(node) && NODE_GLOBALS.has(node.text) && !isMemberName(node)) {
      found(node, `the global ${node.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return uses;
}

/** `x.process`, `{ process: … }`, `{ process }` in a type: a name of its own, not Node's global. */
function isMemberName(node: ts.Identifier): boolean {
  const parent = node.parent;
  return (
    (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
    ((ts.isPropertyAssignment(parent) ||
      ts.isPropertySignature(parent) ||
      ts.isPropertyDeclaration(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isMethodSignature(parent)) &&
      parent.name === node) ||
    (ts.isQualifiedName(parent) && parent.right === node)
  );
}

const coreFiles = () =>
  readdirSync(CORE, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !/\.test\.ts$|\.d\.ts$/.test(entry.name))
    .map((entry) => entry.name)
    .sort();

describe('the form server core', () => {
  it('is found: the handlers, the endpoint and the résumé checks are among its files', () => {
    expect(coreFiles()).toEqual(
      expect.arrayContaining(['api-routes.ts', 'newsletter-token.ts', 'resume-docx.ts', 'ports.ts']),
    );
    expect(coreFiles().some((name) => name.endsWith('.test.ts'))).toBe(false);
  });

  it('uses only web-standard APIs: no Node module, no Buffer, no process', () => {
    const offending = coreFiles().flatMap((name) =>
      nodeUses(readFileSync(join(CORE, name), 'utf8')).map(
        ({ line, uses }) => `src/server/${name}:${line} uses ${uses}`,
      ),
    );
    expect(offending).toEqual([]);
  });
});

describe('nodeUses', () => {
  it('finds Node modules however they are imported, and Node globals, by line', () => {
    const source = [
      "import { createHmac } from 'node:crypto';",
      "import { inflateRawSync } from 'zlib';",
      "import type { Readable } from 'node:stream';",
      "export { join } from 'path/posix';",
      "const fs = await import('fs');",
      'const bytes = Buffer.from(text);',
      'if (process.env.DEBUG) console.log(global);',
      "type Stats = import('node:fs').Stats;",
    ].join('\n');
    expect(nodeUses(source)).toEqual([
      { line: 1, uses: "the module 'node:crypto'" },
      { line: 2, uses: "the module 'zlib'" },
      { line: 3, uses: "the module 'node:stream'" },
      { line: 4, uses: "the module 'path/posix'" },
      { line: 5, uses: "the module 'fs'" },
      { line: 6, uses: 'the global Buffer' },
      { line: 7, uses: 'the global process' },
      { line: 7, uses: 'the global global' },
      { line: 8, uses: "the module 'node:fs'" },
    ]);
  });

  it('leaves web-standard code, packages, comments, strings and names of its own alone', () => {
    const source = [
      "import { z } from 'zod/mini';",
      "import { view } from './resume-bytes';",
      '// A Buffer once held this; the process is described in the README.',
      "const label = 'process Buffer';",
      'const job = { process: 1 }; job.process += 1;',
      "const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(label));",
    ].join('\n');
    expect(nodeUses(source)).toEqual([]);
  });
});
