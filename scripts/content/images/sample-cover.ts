/**
 * Makes the site's one photograph-like cover from its own illustration, so the image pipeline
 * has a real raster to process: `node --import tsx scripts/content/images/sample-cover.ts`
 * renders public/images/articles/agency-database-mining.svg at 2400 × 1260, then gives it what
 * a camera would: soft out-of-focus lights, a vignette and sensor grain (seeded, so the same
 * file comes out every time). The result is ours, no stock photograph, written to
 * public/images/articles/agency-database-mining.jpg. Run once; the JPEG is committed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { writeAtomically } from '../write-atomically';

const WIDTH = 2400;
const HEIGHT = 1260;
const folder = join(process.cwd(), 'public', 'images', 'articles');

/** A small deterministic random generator (mulberry32). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Out-of-focus lights: soft discs in the brand's indigo and teal, blurred like a wide aperture. */
function bokeh(next: () => number): Buffer {
  const colours = ['#a5b4fc', '#99f6e4', '#c4b5fd', '#e0e7ff'];
  const discs = Array.from({ length: 38 }, () => {
    const radius = 30 + next() * 120;
    const colour = colours[Math.floor(next() * colours.length)] ?? '#e0e7ff';
    return `<circle cx="${(next() * WIDTH).toFixed(0)}" cy="${(next() * HEIGHT).toFixed(0)}" r="${radius.toFixed(0)}" fill="${colour}" opacity="${(0.15 + next() * 0.3).toFixed(2)}"/>`;
  });
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">${discs.join('')}</svg>`,
  );
}

async function main() {
  const next = random(20261020);
  const illustration = await sharp(readFileSync(join(folder, 'agency-database-mining.svg')), { density: 144 })
    .resize(WIDTH, HEIGHT)
    .png()
    .toBuffer();
  const lights = await sharp(bokeh(next)).blur(18).png().toBuffer();
  const { data, info } = await sharp(illustration)
    .composite([{ input: lights, blend: 'screen' }])
    .blur(1.2)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });

  // Vignette and grain, pixel by pixel: what makes it compress like a photograph, not a drawing.
  const centreX = WIDTH / 2;
  const centreY = HEIGHT / 2;
  const farthest = Math.hypot(centreX, centreY);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const falloff = 1 - 0.28 * (Math.hypot(x - centreX, y - centreY) / farthest) ** 2;
      const grain = (next() + next() + next() - 1.5) * 14;
      for (let channel = 0; channel < info.channels; channel++) {
        const at = (y * WIDTH + x) * info.channels + channel;
        data[at] = Math.max(0, Math.min(255, (data[at] ?? 0) * falloff + grain));
      }
    }
  }
  const jpeg = await sharp(data, { raw: { width: WIDTH, height: HEIGHT, channels: info.channels } })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  writeAtomically(join(folder, 'agency-database-mining.jpg'), jpeg);
  console.log(`agency-database-mining.jpg: ${WIDTH} × ${HEIGHT}, ${Math.round(jpeg.length / 1024)} KB`);
}

await main();
