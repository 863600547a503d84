import { setTimeout as sleep } from 'node:timers/promises';
import type { Plugin } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Calls a Vite plugin hook given as a function (as this plugin's are). */
function callHook(plugin: Plugin, hook: 'buildStart' | 'closeBundle'): void {
  const handler: unknown = plugin[hook];
  if (typeof handler === 'function') Reflect.apply(handler, {}, []);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('build stage times', () => {
  it('times the prerender from the last bundle written, when the hook is of another copy of the module (each config load has its own)', async () => {
    vi.resetModules();
    const { pagesRendered } = await import('./stage-timer');
    await sleep(300);
    vi.resetModules();
    const { bundleStagesPlugin } = await import('./stage-timer');
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => lines.push(line));

    const plugin = bundleStagesPlugin();
    callHook(plugin, 'buildStart');
    callHook(plugin, 'closeBundle');
    pagesRendered();

    expect(lines[0]).toMatch(/^build stage: client \d+ ms$/);
    const prerenderMs = Number(/^build stage: prerender (\d+) ms$/.exec(lines[1] ?? '')?.[1]);
    // From the bundle's end, not from when the hook's copy of the module was loaded 300 ms before.
    expect(prerenderMs).toBeLessThan(150);
  });
});
