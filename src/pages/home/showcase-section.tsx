import { ContentImage } from '../../components/content-image';
import { CheckList } from '../../components/check-list';
import type { HomeContent } from '../../content/schemas/home';
import { PageSection } from '../../components/page-section';
import { useRovingTabs } from '../../components/tabs/use-roving-tabs';

/** Every panel is in the prerendered HTML; the unselected ones are hidden. */
export function ShowcaseSection({ showcase }: { showcase: HomeContent['showcase'] }) {
  const { selected, select, onKeyDown, tabRef } = useRovingTabs(showcase.tabs.length);
  return (
    <PageSection
      id="showcase"
      headingId="showcase-title"
      eyebrow={showcase.eyebrow}
      heading={showcase.heading}
      renderWhenNear
      intro={showcase.intro}
    >
      <div
        role="tablist"
        aria-labelledby="showcase-title"
        onKeyDown={onKeyDown}
        className="mx-auto mt-10 flex max-w-3xl flex-wrap justify-center gap-2 rounded-2xl bg-slate-100 p-2"
      >
        {showcase.tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={tabRef(index)}
            id={`showcase-tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={index === selected}
            aria-controls={`showcase-panel-${tab.id}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => {
              select(index, false);
            }}
            className="flex-1 rounded-xl px-4 py-2.5 text-sm font-semibold text-slate-700 hover:text-brand-700 aria-selected:bg-white aria-selected:text-brand-700 aria-selected:shadow-sm"
          >
            {tab.label}
          </button>
        ))}
      </div>
      {showcase.tabs.map((tab, index) => (
        <div
          key={tab.id}
          id={`showcase-panel-${tab.id}`}
          role="tabpanel"
          aria-labelledby={`showcase-tab-${tab.id}`}
          tabIndex={0}
          hidden={index !== selected}
          className="mt-12 grid items-center gap-12 lg:grid-cols-2"
        >
          <div>
            <h3 className="text-2xl font-bold text-slate-900">{tab.title}</h3>
            <p className="mt-4 text-lg leading-8 text-slate-600">{tab.description}</p>
            <CheckList items={tab.points} className="mt-6 space-y-3" />
          </div>
          <ContentImage image={tab.image} className="h-auto w-full rounded-2xl bg-brand-50" />
        </div>
      ))}
    </PageSection>
  );
}
