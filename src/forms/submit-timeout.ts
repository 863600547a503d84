export const SUBMIT_TIMEOUT_MS = 15_000;

/** A weak mobile signal or rural ADSL upstream: a 10 MB résumé takes 5½ minutes, so a flat 15 s would cut it off. */
export const SLOW_UPLINK_BITS_PER_SECOND = 256_000;

/** 15 s for the server to answer, plus the upload time at `SLOW_UPLINK_BITS_PER_SECOND`. */
export function submitTimeoutMs(bodyBytes: number): number {
  return SUBMIT_TIMEOUT_MS + Math.ceil((Math.max(0, bodyBytes) * 8 * 1000) / SLOW_UPLINK_BITS_PER_SECOND);
}
