/**
 * The build's own account of where its time goes: one stdout line per stage, exactly
 * `build stage: <stage> <integer> ms`. A build that prints no line for a stage leaves it out.
 */
export const BUILD_STAGES = ['content', 'client', 'server', 'prerender', 'postbuild'] as const;
export type BuildStage = (typeof BUILD_STAGES)[number];

const STAGE_LINE = new RegExp(`^build stage: (${BUILD_STAGES.join('|')}) (\\d+) ms$`, 'gm');

/** The stage times (ms) a build printed; a stage printed twice keeps its last time. */
export function buildStageTimes(output: string): Partial<Record<BuildStage, number>> {
  const times: Partial<Record<BuildStage, number>> = {};
  for (const [, stage, ms] of output.matchAll(STAGE_LINE)) {
    const known = BUILD_STAGES.find((name) => name === stage);
    if (known !== undefined) times[known] = Number(ms);
  }
  return times;
}

/** The content step's `pictures <ms> ms` (scripts/content/cli.ts): the image step, which its target leaves aside. */
export function contentPicturesMs(output: string): number | undefined {
  const match = /^content: .*\bpictures (\d+) ms\b/m.exec(output);
  return match ? Number(match[1]) : undefined;
}
