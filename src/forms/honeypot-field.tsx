import type { RefObject } from 'react';
import { HONEYPOT_FIELD } from './demo-request';

/** Off screen, out of the tab order and hidden from screen readers: only bots fill it, and that submission goes nowhere. */
export function HoneypotField({ inputRef, label }: { inputRef: RefObject<HTMLInputElement | null>; label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {label}
        <input ref={inputRef} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

export function honeypotFilled(inputRef: RefObject<HTMLInputElement | null>): boolean {
  return (inputRef.current?.value ?? '') !== '';
}
