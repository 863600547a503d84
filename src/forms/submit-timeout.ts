/** A request that has not answered after 15 s counts as a network error. */
export const SUBMIT_TIMEOUT_MS = 15_000;

/**
 * The slowest uplink a visitor may reasonably send a résumé over: 256 kbit/s, a weak mobile
 * signal or a rural ADSL line's upstream. A 10 MB résumé takes about 5½ minutes at this speed,
 * so a flat 15 s would cut off anyone who is not on a fast connection.
 */
export const SLOW_UPLINK_BITS_PER_SECOND = 256_000;

/**
 * How long to wait for the answer to a body of `bodyBytes`: the specification's 15 s for the
 * server to answer, plus the time the body takes to go up at `SLOW_UPLINK_BITS_PER_SECOND`.
 */
export function submitTimeoutMs(bodyBytes: number): number {
  return SUBMIT_TIMEOUT_MS + Math.ceil((Math.max(0, bodyBytes) * 8 * 1000) / SLOW_UPLINK_BITS_PER_SECOND);
}
