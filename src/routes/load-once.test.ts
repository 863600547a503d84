import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('loadOnce', () => {
  it('in the build, loads once for every call', async () => {
    vi.stubEnv('DEV', false);
    const load = vi.fn(() => Promise.resolve({ answer: 42 }));
    const loadModule = loadOnce(load);
    const [first, second] = await Promise.all([loadModule(), loadModule()]);
    expect(await loadModule()).toBe(first);
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again', async () => {
    vi.stubEnv('DEV', false);
    const load = vi.fn().mockRejectedValueOnce(new Error('not there')).mockResolvedValue({ answer: 42 });
    const loadModule = loadOnce(load);
    await expect(loadModule()).rejects.toThrow('not there');
    expect(await loadModule()).toEqual({ answer: 42 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('on the dev server, loads on every call, so that an edited module is seen', async () => {
    vi.stubEnv('DEV', true);
    const load = vi.fn(() => Promise.resolve({ answer: 42 }));
    const loadModule = loadOnce(load);
    await loadModule();
    await loadModule();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
