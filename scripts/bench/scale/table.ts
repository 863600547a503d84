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
