/**
 * Times a build stage and prints `build stage: <name> <ms> ms`, the line the scale benchmark
 * (scripts/bench) reads to split the build's wall time.
 */
export async function timeStage<T>(name: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  console.log(`build stage: ${name} ${Math.round(performance.now() - started)} ms`);
  return result;
}
