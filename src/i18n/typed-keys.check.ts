/** Never imported: `tsc` fails if an unknown UI-string key type-checks, as the @ts-expect-error would be unused. */
import type { TFunction } from 'i18next';

export function unknownKeysDoNotCompile(t: TFunction): string {
  // @ts-expect-error 'no.such.key' is not a key of content/locales/en.
  return t('no.such.key');
}

export function knownKeysCompile(t: TFunction): string {
  return t('notFound.title');
}
