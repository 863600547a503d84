import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export type MenuLink = {
  href: string;
  label: string;
  current?: boolean;
  /** When it differs from the page's (the language menu). */
  lang?: string;
  onSelect?: () => void;
};

type MenuButtonProps = {
  /** Also its accessible name. */
  label: ReactNode;
  items: readonly MenuLink[];
  align?: 'left' | 'right';
  buttonClassName?: string;
};

/** The WAI-ARIA menu-button pattern: Enter, Space and arrows open; arrows, Home, End move; Escape closes and refocuses; Tab and outside clicks close. */
export function MenuButton({ label, items, align = 'left', buttonClassName = '' }: MenuButtonProps) {
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const open = activeIndex !== null;
  const menuId = useId();
  const buttonId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLAnchorElement | null)[]>([]);

  useEffect(() => {
    if (activeIndex !== null) itemRefs.current[activeIndex]?.focus();
  }, [activeIndex]);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setActiveIndex(null);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
    };
  }, [open]);

  const last = items.length - 1;
  const close = (returnFocus: boolean) => {
    setActiveIndex(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActiveIndex(event.key === 'ArrowDown' ? 0 : last);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const current = activeIndex ?? 0;
    const moves: Record<string, number> = {
      ArrowDown: current === last ? 0 : current + 1,
      ArrowUp: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActiveIndex(moves[event.key] ?? 0);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          if (open) close(false);
          else setActiveIndex(0);
        }}
        onKeyDown={onButtonKeyDown}
        className={`inline-flex items-center gap-1 ${buttonClassName}`}
      >
        {label}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        >
          <path fill="currentColor" d="M5.5 7.5 10 12l4.5-4.5z" />
        </svg>
      </button>
      <ul
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
        className={`absolute top-full z-50 mt-2 min-w-48 rounded-xl border border-slate-200 bg-white p-2 shadow-lg ${align === 'right' ? 'right-0' : 'left-0'}`}
      >
        {items.map((item, index) => (
          <li key={item.href} role="none">
            <a
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              role="menuitem"
              tabIndex={-1}
              href={item.href}
              lang={item.lang}
              aria-current={item.current ? 'page' : undefined}
              onClick={() => {
                item.onSelect?.();
                close(false);
              }}
              className="block rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-700 focus:bg-brand-50 focus:text-brand-700 aria-[current=page]:font-semibold"
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
