import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The Java runtime the HTML validator (vnu.jar) runs on: $JAVA_HOME/bin/java, else `java` on
 * the PATH. Fails with instructions when there is none, as scripts/chromium.ts does for Chromium.
 */
export function findJava(env: NodeJS.ProcessEnv = process.env): string {
  const candidates = [
    ...(env.JAVA_HOME ? [join(env.JAVA_HOME, 'bin', 'java')] : []),
    ...(env.PATH ?? '')
      .split(delimiter)
      .filter((dir) => dir !== '')
      .map((dir) => join(dir, 'java')),
  ];
  const found = candidates.find(isExecutable);
  if (found) return found;
  throw new Error(
    [
      'No Java runtime found for the HTML validator (the Nu Html Checker, vnu.jar, needs Java 11 or later). Either:',
      '  - on Debian/Ubuntu: sudo apt-get install default-jre-headless   (gives java on the PATH), or',
      '  - set JAVA_HOME to a JDK or JRE folder (the one holding bin/java).',
    ].join('\n'),
  );
}
