import type { GLYPHS } from '../../content/schemas/sections';
import { OutlineIcon } from '../outline-icon';

export type GlyphName = (typeof GLYPHS)[number];

/** One 24×24 outline path per glyph a card may name in content (sections.ts lists them). */
const PATHS: Record<GlyphName, string> = {
  search: 'M11 4a7 7 0 1 0 4.4 12.4L20 21M11 4a7 7 0 0 1 0 14',
  match: 'M8 12a4 4 0 1 1 0-.01M16 12a4 4 0 1 1 0-.01M10 8.5l4 0M10 15.5h4',
  screening: 'M7 3h7l4 4v14H7zM14 3v4h4M10 12h5M10 16h5',
  multiposting: 'M4 12h6M10 12l10-7M10 12l10 0M10 12l10 7',
  chat: 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  pipeline: 'M4 5h4v14H4zM10 5h4v9h-4zM16 5h4v5h-4z',
  analytics: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM8.5 12l2.5 2.5 4.5-5',
  sparkle:
    'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM19 16l.8 2.2L22 19l-2.2.8L19 22l-.8-2.2L16 19l2.2-.8z',
  filter: 'M3 5h18l-7 8v6l-4 2v-8z',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0',
  users:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7M2 20c0-3.5 3-6 7-6s7 2.5 7 6M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14c2.4.6 4 2.8 4 6',
  globe:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9M12 3C9.5 5.6 8.2 8.6 8.2 12s1.3 6.4 3.8 9',
  template: 'M4 4h16v16H4zM4 9h16M9 9v11',
  bolt: 'M13 2L4 14h7l-1 8 9-12h-7z',
  upload: 'M12 16V4M7 9l5-5 5 5M4 16v4h16v-4',
  form: 'M5 3h14v18H5zM8 8h8M8 12h8M8 16h4',
  palette:
    'M12 3a9 9 0 1 0 0 18c1.2 0 2-.8 2-1.8 0-1.4-1.2-1.7-1.2-2.9 0-1 .8-1.8 1.8-1.8H17a4 4 0 0 0 4-4C21 6.4 17 3 12 3M7.5 11h.01M10 7h.01M15 7.5h.01',
  share:
    'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6M18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6M8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  scale: 'M12 3v18M7 21h10M5 7h14M5 7l-3 7a3 3 0 0 0 6 0zM19 7l-3 7a3 3 0 0 0 6 0z',
  briefcase: 'M3 7h18v13H3zM8 7V4h8v3M3 13h18',
};

/** A glyph alone, in the current text colour; decorative. */
export function GlyphIcon({ name }: { name: GlyphName }) {
  return (
    <OutlineIcon className="size-6">
      <path d={PATHS[name]} />
    </OutlineIcon>
  );
}

/** A glyph in its tinted square, as the cards of every section show it; decorative. */
export function Glyph({ name }: { name: GlyphName }) {
  return (
    <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
      <GlyphIcon name={name} />
    </span>
  );
}
