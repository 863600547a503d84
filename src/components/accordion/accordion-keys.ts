/** Down/Up move to the next/previous header (wrapping), Home/End to the ends; Enter and Space are native. */
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

/** Choosing the open item closes it; `null` is all closed. */
export function toggledItem(open: number | null, chosen: number): number | null {
  return open === chosen ? null : chosen;
}
