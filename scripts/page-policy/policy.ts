/** One directive name → its sources, in order. */
export type Policy = ReadonlyMap<string, readonly string[]>;

/** The per-page policy of the `<meta>`: styles from this origin and the page's own inline blocks. */
export function stylePolicy(inlineStyleHashes: readonly string[]): Policy {
  const hashes = [...new Set(inlineStyleHashes)].sort().map((hash) => `'${hash}'`);
  return new Map([['style-src', ["'self'", ...hashes]]]);
}

/** The header value: `name source source; name source`. */
export function serializePolicy(policy: Policy): string {
  return [...policy].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}
