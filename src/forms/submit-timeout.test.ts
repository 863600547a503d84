import { describe, expect, it } from 'vitest';
import { RESUME_MAX_BYTES } from './resume-file';
import { submitTimeoutMs } from './submit-timeout';

describe('submitTimeoutMs', () => {
  it('is the specification’s 15 s for a body of nothing', () => {
    expect(submitTimeoutMs(0)).toBe(15_000);
  });

  it('adds the time the body takes at 256 kbit/s', () => {
    // 32,000 bytes = 256,000 bits = one second on the slow uplink.
    expect(submitTimeoutMs(32_000)).toBe(16_000);
    expect(submitTimeoutMs(1)).toBe(15_001);
  });

  it('gives the largest résumé about 5¾ minutes', () => {
    const ms = submitTimeoutMs(RESUME_MAX_BYTES);
    expect(ms).toBe(15_000 + 327_680);
    expect(ms / 60_000).toBeCloseTo(5.71, 2);
  });

  it('grows with the size and never goes below 15 s', () => {
    expect(submitTimeoutMs(2_000_000)).toBeGreaterThan(submitTimeoutMs(1_000_000));
    expect(submitTimeoutMs(-5)).toBe(15_000);
  });
});
