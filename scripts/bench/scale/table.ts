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

/**
 * Repeated timings as the benchmarks print them: the median, and the range when there is more
 * than one (`4208 (3912–4530)`); `—` when none was measured.
 */
export function medianWithRange(values: readonly (number | undefined)[]): string {
  const measured = values.filter((value): value is number => value !== undefined).sort((a, b) => a - b);
  if (measured.length === 0) return '—';
  const middle = Math.floor(measured.length / 2);
  const median =
    measured.length % 2 === 1 ? (measured[middle] ?? 0) : ((measured[middle - 1] ?? 0) + (measured[middle] ?? 0)) / 2;
  const round = (value: number) => String(Math.round(value));
  if (measured.length === 1) return round(median);
  return `${round(median)} (${round(measured[0] ?? 0)}–${round(measured.at(-1) ?? 0)})`;
}
