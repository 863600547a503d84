import { useEffect, useRef, useState } from 'react';
import type { FormAnswer } from './form-answer';

/** How long the confirmation stays before the form returns (both forms). */
export const SUCCESS_VIEW_MS = 3000;

export type SubmissionStatus = 'editing' | 'submitting' | 'sent';

/**
 * The states every form goes through: editing → submitting → sent for 3 s
 * (or until the visitor asks for the form again) → editing. A second submit while one is
 * running sends nothing. The submitting flag is always cleared, whatever happens. When the
 * form comes back and the confirmation took keyboard focus away with it, `focusForm` puts it
 * on the form again. When a submission failed and focus was lost (the submit button had it
 * and was disabled while sending), `focusSubmit` puts it back on the button, ready to retry.
 */
export function useFormSubmission(focusForm: () => void, focusSubmit: () => void) {
  const [status, setStatus] = useState<SubmissionStatus>('editing');
  const inFlight = useRef(false);
  const returnTimer = useRef<number | undefined>(undefined);
  const previousStatus = useRef(status);

  useEffect(() => {
    const returned = previousStatus.current === 'sent' && status === 'editing';
    const failed = previousStatus.current === 'submitting' && status === 'editing';
    previousStatus.current = status;
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (returned && focusLost) focusForm();
    else if (failed && focusLost) focusSubmit();
  }, [status, focusForm, focusSubmit]);

  useEffect(
    () => () => {
      window.clearTimeout(returnTimer.current);
    },
    [],
  );

  const backToForm = () => {
    window.clearTimeout(returnTimer.current);
    setStatus('editing');
  };

  /** Runs one submission; resolves to its answer, or null when one was already running. */
  const submit = async (send: () => Promise<FormAnswer>): Promise<FormAnswer | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setStatus('submitting');
    let answer: FormAnswer = { kind: 'unreachable' };
    try {
      answer = await send();
    } finally {
      inFlight.current = false;
      setStatus(answer.kind === 'sent' ? 'sent' : 'editing');
    }
    if (answer.kind === 'sent')
      returnTimer.current = window.setTimeout(() => {
        setStatus('editing');
      }, SUCCESS_VIEW_MS);
    return answer;
  };

  return { status, submit, backToForm };
}
