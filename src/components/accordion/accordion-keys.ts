/**
 * The optional keys of the WAI-ARIA accordion pattern: Down and Up move focus to the next and
 * previous header (wrapping), Home and End to the first and last. Enter and Space need nothing
 * here: the headers are real buttons. Returns the header to focus, or undefined for other keys.
 */
export function headerAfterKey(key: string, current: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * Single-open and collapsible: choosing the open item closes it, choosing another opens that one
 * and closes the rest. `null` is "all closed".
 */
export function toggledItem(open: number | null, chosen: number): number | null {
  return open === chosen ? null : chosen;
}
