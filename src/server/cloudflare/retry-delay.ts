/**
 * The wait before attempt number `attempts + 1`: doubling from the base, capped. The Node
 * spool's schedule (src/server/node/spool.ts; retry-delay.test.ts holds them equal), here
 * without its file system.
 */
export function retryDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
}
