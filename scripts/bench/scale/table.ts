/** KiB with one decimal, as the benchmarks print sizes. */
export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Columns padded to their widest cell; the first left-aligned, the others right-aligned. */
export function formatTable(rows: readonly (readonly string[])[]): string {
  const columns = Math.max(0, ...rows.map((row) => row.length));
  const widths = Array.from({ length: columns }, (_, column) =>
    Math.max(...rows.map((row) => row[column]?.length ?? 0)),
  );
  return rows
    .map((row) =>
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
        .join('   ')
        .trimEnd(),
    )
    .join('\n');
}

/** The middle of the values, or the mean of the two middle ones. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * Repeated timings as the benchmarks print them: the median, and the range when there is more
 * than one (`4208 (3912–4530)`); `—` when none was measured.
 */
export function medianWithRange(values: readonly (number | undefined)[]): string {
  const measured = values.filter((value): value is number => value !== undefined).sort((a, b) => a - b);
  if (measured.length === 0) return '—';
  const round = (value: number) => String(Math.round(value));
  if (measured.length === 1) return round(median(measured));
  return `${round(median(measured))} (${round(measured[0] ?? 0)}–${round(measured.at(-1) ?? 0)})`;
}
