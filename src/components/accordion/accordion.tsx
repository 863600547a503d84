import type { ReactNode } from 'react';
import { useAccordion } from './use-accordion';
import { DisclosureChevron } from '../disclosure-chevron';

export type AccordionItem = { title: string; content: ReactNode };

type AccordionProps = {
  /** Prefix of the header and panel ids; unique on the page. */
  idPrefix: string;
  items: readonly AccordionItem[];
  /** The level of the headings that hold the buttons: one below the section's heading. */
  headingLevel?: 2 | 3 | 4;
};

/**
 * The WAI-ARIA accordion: each title is a button inside a heading, with `aria-expanded` and
 * `aria-controls`; each panel is a region labelled by its button. One item is open at a time and
 * the open one closes again (single-open, collapsible). Every panel is in the prerendered HTML,
 * the closed ones `hidden`, so the words are there for search engines and for find-in-page once
 * opened. Keys: Enter and Space toggle (native buttons); Up, Down, Home and End move between headers.
 */
export function Accordion({ idPrefix, items, headingLevel = 3 }: AccordionProps) {
  const { open, toggle, onHeaderKeyDown, headerRef } = useAccordion(items.length);
  const Heading = `h${String(headingLevel)}` as 'h2' | 'h3' | 'h4';
  return (
    <div className="divide-y divide-slate-200 border-y border-slate-200">
      {items.map((item, index) => {
        const headerId = `${idPrefix}-header-${String(index)}`;
        const panelId = `${idPrefix}-panel-${String(index)}`;
        const expanded = open === index;
        return (
          <div key={headerId}>
            <Heading>
              <button
                ref={headerRef(index)}
                id={headerId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => {
                  toggle(index);
                }}
                onKeyDown={onHeaderKeyDown(index)}
                className="group flex w-full items-center justify-between gap-4 py-5 text-left font-semibold text-slate-900 hover:text-brand-700"
              >
                {item.title}
                <DisclosureChevron turnsWhen="expanded" />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={headerId}
              hidden={!expanded}
              className="pb-5 text-slate-600"
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
