import type { FieldPath, FieldValues, UseFormSetError, UseFormSetFocus } from 'react-hook-form';
import { useTranslation } from '../i18n/use-translation';
import type { TranslationKey } from '../i18n/translation-key';
import { matchFieldErrors, type KnownKey } from './answer-notice';

/** A field the form keeps itself, outside the form library (the résumé): a 400 may name it too. */
export type OutsideField = {
  /** Its name in the server's answer. */
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
  /** The field's current message: a UI-string key from the schema or from the server. */
  message: (name: FieldPath<Input>) => string | undefined;
};

/**
 * The form's field messages. The schema's messages and a 400's field keys are plain strings to
 * the form library; `knownKey` makes them UI-string keys again, so they are translated with
 * types and a key the strings lack is never shown as a key by mistake of the types.
 */
export function useFieldErrors<Input extends FieldValues>(options: FieldErrorsOptions<Input>) {
  const { t } = useTranslation();
  const { fields, outsideFields, knownKey, setError, setFocus, message } = options;

  /**
   * Puts a 400's field keys under their fields and focuses the first; true when some could not
   * be placed (see `matchFieldErrors`), so the notification says so instead.
   */
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

  /** The field's error, translated; a message that is no key (never from our schemas) as it is. */
  const errorText = (name: FieldPath<Input>): string | undefined => {
    const text = message(name);
    if (text === undefined || text === '') return undefined;
    return knownKey(text) ? t(text) : text;
  };

  return { showRefused, errorText };
}
