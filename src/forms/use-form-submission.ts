import { useEffect, useRef, useState } from 'react';
import type { FormAnswer } from './form-answer';

export const SUCCESS_VIEW_MS = 3000;

export type SubmissionStatus = 'editing' | 'submitting' | 'sent';

/**
 * editing → submitting → sent for 3 s (or until asked for the form) → editing; a second submit while
 * one runs sends nothing. `focusForm` brings focus back when the confirmation took it away;
 * `focusSubmit` puts it back on the button after a failure (it was disabled while sending).
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

  /** Resolves to null when a submission was already running. */
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
