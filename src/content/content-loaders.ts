import { loaders as articlesList } from '../generated/articlesList';
import { loaders as calculator } from '../generated/calculator';
import { loaders as comparison } from '../generated/comparison';
import { loaders as demo } from '../generated/demo';
import { loaders as home } from '../generated/home';
import { loaders as pricing } from '../generated/pricing';
import { loaders as team } from '../generated/team';
import { loaders as testimonials } from '../generated/testimonials';

/**
 * The per-language content kinds' loaders (one small function per language each; no family's
 * items), handed by the router to every page's `route.tsx`. They live in the entry chunk on
 * purpose: the prerender preloads every chunk a page's `route.tsx` chunk may import, so a route
 * chunk holding `import('./it')` would make English pages preload Italian content.
 */
export const contentLoaders = { articlesList, calculator, comparison, demo, home, pricing, team, testimonials };

export type ContentLoaders = typeof contentLoaders;
