import { useRef, useState, type KeyboardEvent } from 'react';

/** WAI-ARIA tabs, automatic activation: Left/Right move and wrap, Home/End jump; only the selected tab is in the tab order. */
export function useRovingTabs(count: number, initial = 0) {
  const [selected, setSelected] = useState(initial);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number, focus: boolean) => {
    setSelected(index);
    if (focus) tabRefs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: (selected + 1) % count,
      ArrowLeft: (selected - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target, true);
  };

  const tabRef = (index: number) => (element: HTMLButtonElement | null) => {
    tabRefs.current[index] = element;
  };

  return { selected, select, onKeyDown, tabRef };
}
