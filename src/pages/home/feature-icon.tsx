import type { FEATURE_ICONS } from '../../content/schemas/home';

/** One 24×24 outline path per icon a feature card may name in content/home. */
const PATHS: Record<(typeof FEATURE_ICONS)[number], string> = {
  search: 'M11 4a7 7 0 1 0 4.4 12.4L20 21M11 4a7 7 0 0 1 0 14',
  match: 'M8 12a4 4 0 1 1 0-.01M16 12a4 4 0 1 1 0-.01M10 8.5l4 0M10 15.5h4',
  screening: 'M7 3h7l4 4v14H7zM14 3v4h4M10 12h5M10 16h5',
  multiposting: 'M4 12h6M10 12l10-7M10 12l10 0M10 12l10 7',
  chat: 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  pipeline: 'M4 5h4v14H4zM10 5h4v9h-4zM16 5h4v5h-4z',
  analytics: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM8.5 12l2.5 2.5 4.5-5',
};

export function FeatureIcon({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
