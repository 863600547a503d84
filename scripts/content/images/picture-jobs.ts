import { PICTURE_SLOTS, type PictureSlot } from '../../../src/content/schemas/picture';

/** One photograph to make for one place: its site path and the slot. */
export type PictureJob = { src: string; slot: PictureSlot };

/**
 * Every photograph the compiled data names, once: the keys of each `pictures` that
 * `attachPictures` wrote (`<slot>:<src>`), found at any depth. Read from the data, not from the
 * compiler's run, so whatever compiled it (or cached the result) the published set follows it.
 */
export function pictureJobs(values: Iterable<unknown>): PictureJob[] {
  const jobs = new Map<string, PictureJob>();
  const walk = (value: unknown) => {
    if (value === null || typeof value !== 'object') return;
    // Keys, not entries: no pair allocated per field of 2,000 articles on every run (a list's keys are its indexes).
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const item = record[key];
      if (typeof item === 'string') continue;
      if (key === 'pictures' && item !== null && typeof item === 'object') {
        for (const pictureKey of Object.keys(item)) {
          const colon = pictureKey.indexOf(':');
          const slot = pictureKey.slice(0, colon) as PictureSlot;
          if (colon > 0 && Object.hasOwn(PICTURE_SLOTS, slot))
            jobs.set(pictureKey, { slot, src: pictureKey.slice(colon + 1) });
        }
      } else {
        walk(item);
      }
    }
  };
  for (const value of values) walk(value);
  return [...jobs.values()];
}
