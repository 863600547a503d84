import type { TeamContent } from '../../content/schemas/team';

/** The team page's opening: heading, the founding badge, and the two jumps to its sections. */
export function TeamHeader({ header }: { header: TeamContent['header'] }) {
  // Plain anchors: the browser scrolls smoothly and leaves the 80 px for the header
  // (scroll-behavior and scroll-padding-top in styles.css), and moves keyboard focus along.
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-4xl px-4 pt-36 pb-20 text-center sm:px-6">
        <p className="inline-flex rounded-full bg-white px-4 py-1 text-sm font-semibold text-brand-700 shadow-sm ring-1 ring-brand-100">
          {header.founded}
        </p>
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{header.heading}</h1>
        <p className="mt-6 text-lg leading-8 text-slate-600">{header.intro}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <a
            href="#joinTeam"
            className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-700"
          >
            {header.joinCta}
          </a>
          <a
            href="#meetTeam"
            className="rounded-full border border-slate-300 bg-white px-6 py-3 font-semibold text-slate-800 hover:border-brand-600"
          >
            {header.meetCta}
          </a>
        </div>
      </div>
    </div>
  );
}
