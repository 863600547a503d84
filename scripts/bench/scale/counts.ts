/**
 * `--articles 10,100 --articles 1000` → [10, 100, 1000]: the whole numbers ≥ 1 an option gives,
 * or, on anything else, the usage line and the end of the process.
 */
export function parseCounts(values: readonly string[], usage: string): number[] {
  const counts = values.flatMap((value) => value.split(',')).map((value) => value.trim());
  const wrong = counts.find((count) => !/^[1-9]\d*$/.test(count));
  if (wrong !== undefined) {
    console.error(`usage: ${usage}  (whole numbers ≥ 1; found "${wrong}")`);
    process.exit(2);
  }
  return counts.map(Number);
}
