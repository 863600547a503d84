import { useLayoutEffect, useRef, useState } from 'react';
import type { OutsideField } from '../../../forms/use-field-errors';
import { resumeProblem } from '../../../forms/resume-file';
import type { TranslationKey } from '../../../i18n/translation-key';

/** The résumé is kept outside the form library; a 400 naming `resume` shows its message and focuses the input. */
export function useResume() {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<TranslationKey | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const clear = () => {
    setFile(null);
    if (inputRef.current) inputRef.current.value = '';
  };
  const choose = (chosen: File | null) => {
    const problem = chosen ? resumeProblem(chosen) : null;
    setError(problem);
    if (problem || !chosen) clear();
    else setFile(chosen);
  };
  // A file chosen before the form's code ran is the form's own, before a held press is sent.
  useLayoutEffect(() => {
    const chosen = inputRef.current?.files?.[0];
    if (chosen) choose(chosen);
    // Once, for what the prerendered input holds when the form starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const field: OutsideField = {
    name: 'resume',
    showError: setError,
    focus: () => inputRef.current?.focus(),
  };

  return { file, error, inputRef, choose, clear, field };
}
