import type { ReactNode, RefObject } from 'react';

type SubmitButtonProps = {
  /** The controller's `submitButton`, which it focuses back after an answer. */
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** While sending, the button is disabled (a second click would send twice) and says so. */
  submitting: boolean;
  /** Size and placement, which differ between a form's card and the footer. */
  className?: string;
  children: ReactNode;
};

/** The send button every form shares: the brand's pill, disabled and waiting while a send is under way. */
export function SubmitButton({ buttonRef, submitting, className = 'py-3', children }: SubmitButtonProps) {
  return (
    <button
      ref={buttonRef}
      type="submit"
      disabled={submitting}
      className={`rounded-full bg-brand-600 px-6 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70 ${className}`}
    >
      {children}
    </button>
  );
}
