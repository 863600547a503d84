import { useEffect, type RefObject } from 'react';
import { useHydrated } from '../components/use-hydrated';
import { AWAITING_CODE, sendHeldSubmit } from './early-submit';

type SubmitButtonProps = {
  /** The controller's `submitButton`, which it focuses back after an answer. */
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** While sending, the button is disabled (a second click would send twice) and says so. */
  submitting: boolean;
  /** Size and placement, which differ between a form's card and the footer. */
  className?: string;
  /** What the button says, and what it says while the form is being sent. */
  label: string;
  busyLabel: string;
};

/**
 * The send button every form shares: the brand's pill, disabled and waiting while a send is under
 * way. Busy (`aria-busy`) it shows the busy label, by its style alone: the starter marks it busy
 * when it holds a press made before the form's code ran (early-submit.ts), which the button
 * sends once it runs.
 */
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
