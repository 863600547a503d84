import { useRef, useState, type KeyboardEvent } from 'react';
import { headerAfterKey, toggledItem } from './accordion-keys';

/** All items start closed unless `initial` names one. */
export function useAccordion(count: number, initial: number | null = null) {
  const [open, setOpen] = useState<number | null>(initial);
  const headerRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const toggle = (index: number) => {
    setOpen((current) => toggledItem(current, index));
  };

  /** Focus moves; nothing opens or closes. */
  const onHeaderKeyDown = (index: number) => (event: KeyboardEvent) => {
    const target = headerAfterKey(event.key, index, count);
    if (target === undefined) return;
    event.preventDefault();
    headerRefs.current[target]?.focus();
  };

  const headerRef = (index: number) => (element: HTMLButtonElement | null) => {
    headerRefs.current[index] = element;
  };

  return { open, toggle, onHeaderKeyDown, headerRef };
}
