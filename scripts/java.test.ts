import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findJava } from './java';

let root = '';

/** A folder holding an executable `bin/java`. */
function fakeJavaHome(name: string): string {
  const home = join(root, name);
  mkdirSync(join(home, 'bin'), { recursive: true });
  writeFileSync(join(home, 'bin', 'java'), '#!/bin/sh\n');
  chmodSync(join(home, 'bin', 'java'), 0o755);
  return home;
}

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('findJava', () => {
  it('prefers $JAVA_HOME/bin/java', () => {
    root = mkdtempSync(join(tmpdir(), 'java-'));
    const home = fakeJavaHome('jdk');
    const onPath = fakeJavaHome('other');
    expect(findJava({ JAVA_HOME: home, PATH: join(onPath, 'bin') })).toBe(join(home, 'bin', 'java'));
  });

  it('else finds java on the PATH', () => {
    root = mkdtempSync(join(tmpdir(), 'java-'));
    const onPath = fakeJavaHome('jre');
    expect(findJava({ PATH: ['/nonexistent', join(onPath, 'bin')].join(':') })).toBe(join(onPath, 'bin', 'java'));
  });

  it('else says how to get one', () => {
    root = mkdtempSync(join(tmpdir(), 'java-'));
    expect(() => findJava({ JAVA_HOME: join(root, 'missing'), PATH: root })).toThrow(
      /apt-get install default-jre-headless/,
    );
  });
});
