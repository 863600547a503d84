/** A message without its line breaks, so that base64 wrapped over several lines can be found whole. */
export const unwrapped = (raw: string) => raw.replace(/\r?\n/g, '');

/** The value of a top-level header of a raw message (first occurrence, unfolded). */
export function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded
    .split(/\r?\n/)
    .find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}
