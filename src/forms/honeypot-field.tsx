import type { RefObject } from 'react';
import { HONEYPOT_FIELD } from './demo-request';

/**
 * A field people never see or reach (off screen, out of the tab order, hidden from screen
 * readers) and bots fill in. A submission with it filled is shown as sent and goes nowhere.
 */
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

/** Whether a bot filled the honeypot. */
export function honeypotFilled(inputRef: RefObject<HTMLInputElement | null>): boolean {
  return (inputRef.current?.value ?? '') !== '';
}
