import { describe, expect, it } from 'vitest';
import { buildStageTimes, contentPicturesMs } from './build-stages';

describe('buildStageTimes', () => {
  it('reads the stage lines among the rest of the output', () => {
    const output = [
      '> talvera-site@1.0.0 build',
      'build stage: content 812 ms',
      'vite v8 building for production...',
      'build stage: client 4021 ms',
      'build stage: server 3100 ms',
      'build stage: prerender 9001 ms',
      'build stage: postbuild 1200 ms',
    ].join('\n');
    expect(buildStageTimes(output)).toEqual({
      content: 812,
      client: 4021,
      server: 3100,
      prerender: 9001,
      postbuild: 1200,
    });
  });

  it('leaves out the stages the build does not report, and lines not exactly in the format', () => {
    const output = [
      'content: 54 modules written to src/generated/ in 1662 ms',
      'build stage: prerender 12.5 ms',
      'build stage: bundling 100 ms',
      '  build stage: client 10 ms',
      'build stage: server 7 ms',
    ].join('\n');
    expect(buildStageTimes(output)).toEqual({ server: 7 });
  });
});

describe('contentPicturesMs', () => {
  it("reads the image step's time from the content step's timing line", () => {
    const line = 'content: starting 301 ms, compiling 790 ms, pictures 1312 ms, writing 95 ms';
    expect(contentPicturesMs(['content: 9 picture file(s) made, 0 from the cache', line].join('\n'))).toBe(1312);
    expect(contentPicturesMs('build stage: content 812 ms')).toBeUndefined();
  });
});
