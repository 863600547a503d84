import type { FieldPath, FieldValues, UseFormSetError, UseFormSetFocus } from 'react-hook-form';
import { useTranslation } from '../i18n/use-translation';
import type { TranslationKey } from '../i18n/translation-key';
import { matchFieldErrors, type KnownKey } from './answer-notice';

/** A field the form keeps outside the form library (the résumé); a 400 may name it too. */
export type OutsideField = {
  name: string;
  showError: (key: TranslationKey) => void;
  focus: () => void;
};

type FieldErrorsOptions<Input extends FieldValues> = {
  fields: readonly FieldPath<Input>[];
  outsideFields: readonly OutsideField[];
  knownKey: KnownKey;
  setError: UseFormSetError<Input>;
  setFocus: UseFormSetFocus<Input>;
  message: (name: FieldPath<Input>) => string | undefined;
};

/** The library holds messages as plain strings; `knownKey` makes them UI-string keys again, so no raw key is shown. */
export function useFieldErrors<Input extends FieldValues>(options: FieldErrorsOptions<Input>) {
  const { t } = useTranslation();
  const { fields, outsideFields, knownKey, setError, setFocus, message } = options;

  /** Puts a 400's keys under their fields, focusing the first; true when some could not be placed. */
  const showRefused = (errors: Record<string, string>): boolean => {
    const targets = new Map<string, Omit<OutsideField, 'name'>>([
      ...fields.map((name): [string, Omit<OutsideField, 'name'>] => [
        name,
        {
          showError: (key) => {
            setError(name, { type: 'server', message: key });
          },
          focus: () => {
            setFocus(name);
          },
        },
      ]),
      ...outsideFields.map((field): [string, OutsideField] => [field.name, field]),
    ]);
    const { matched, unmatched } = matchFieldErrors(errors, [...targets.keys()], knownKey);
    for (const [name, key] of matched) targets.get(name)?.showError(key);
    const first = matched[0];
    if (first) targets.get(first[0])?.focus();
    return unmatched;
  };

  /** A message that is no key (never from our schemas) shows as it is. */
  const errorText = (name: FieldPath<Input>): string | undefined => {
    const text = message(name);
    if (text === undefined || text === '') return undefined;
    return knownKey(text) ? t(text) : text;
  };

  return { showRefused, errorText };
}
