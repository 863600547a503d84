import type { ReactNode } from 'react';
import { useAccordion } from './use-accordion';
import { DisclosureChevron } from '../disclosure-chevron';

export type AccordionItem = { title: string; content: ReactNode };

type AccordionProps = {
  /** Unique on the page. */
  idPrefix: string;
  items: readonly AccordionItem[];
  /** One below the section's heading. */
  headingLevel?: 2 | 3 | 4;
};

/**
 * The WAI-ARIA accordion, single-open and collapsible. Closed panels are in the HTML, `hidden`, so
 * search engines and find-in-page have the words. Up, Down, Home and End move between headers.
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
