import { useEffect, type RefObject } from 'react';
import { useHydrated } from '../components/use-hydrated';
import { AWAITING_CODE, sendHeldSubmit } from './early-submit';

type SubmitButtonProps = {
  /** Focused back after an answer. */
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** Disabled while sending: a second click would send twice. */
  submitting: boolean;
  className?: string;
  label: string;
  busyLabel: string;
};

/** Disabled while sending; busy (`aria-busy`, set by the starter for a held early press) it shows the busy label by style alone. */
export function SubmitButton({ buttonRef, submitting, className = 'py-3', label, busyLabel }: SubmitButtonProps) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) sendHeldSubmit(buttonRef.current);
  }, [hydrated, buttonRef]);
  return (
    <button
      ref={buttonRef}
      type="submit"
      disabled={submitting}
      aria-busy={submitting}
      {...(hydrated ? {} : { [AWAITING_CODE]: '' })}
      className={`group rounded-full bg-brand-600 px-6 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70 aria-busy:cursor-wait aria-busy:opacity-70 ${className}`}
    >
      <span className="group-aria-busy:hidden">{label}</span>
      <span className="hidden group-aria-busy:inline">{busyLabel}</span>
    </button>
  );
}
