import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from '../i18n/use-translation';
import { notify } from './notify';
import type { ZodMiniType } from 'zod/mini';
import type { TranslationKey } from '../i18n/translation-key';
import type { FormNoticeTexts } from './answer-notice';
import { inputClass } from './form-field';
import { sendFormRequest, type FormRequest } from './form-request';
import type { UploadProgress } from './post-form';
import { sendForm } from './send-form';
import { useAnswerNotice } from './use-answer-notice';
import { useFieldErrors, type OutsideField } from './use-field-errors';
import { useFormSubmission } from './use-form-submission';
import { useIdempotencyKey } from './use-idempotency-key';

export type FormControllerOptions<Input extends FieldValues, Output> = {
  /** The shared schema: the form's values, its output and its messages (UI-string keys) come from it. */
  schema: ZodMiniType<Output, Input>;
  empty: DefaultValues<Input>;
  /** The schema's fields in the order they appear: the first one the server refuses gets the focus. */
  fields: readonly FieldPath<Input>[];
  label: (name: FieldPath<Input>) => TranslationKey;
  endpoint: string;
  /** The body to send, from the validated values: `jsonRequest`, or multipart with `uploadBytes`. */
  request: (values: Output) => FormRequest;
  /** Which statuses count as sent (`isOkStatus` for any 2xx). */
  sent: (status: number) => boolean;
  /** The notification's words for the failures the forms word differently. */
  notices: FormNoticeTexts;
  success: { title: TranslationKey; description: TranslationKey };
  /** Fields the form keeps itself (a file), after the schema's, that a 400 may name too. */
  outsideFields?: readonly OutsideField[];
  /** What the form keeps outside the form library (a file): a change makes a new submission. */
  outsideValue?: unknown;
  onSent?: () => void;
  /** True when the submission must look sent but go nowhere (a bot filled the honeypot). */
  discard?: () => boolean;
  /** The form's own notification region (`FormNotifications` with this `id`), when its page may hold another form. */
  toasterId?: string;
};

/**
 * The controller both forms share: react-hook-form with the zod schema, the submission states,
 * an idempotency key renewed on every change, and the server's answer shown (a 400's keys on
 * their fields, the first focused; other failures as a notification). A form only lays out its
 * fields; the test beside this file builds a one-field form with it. Destructure the result: the
 * React lint refuses reading `form.status` from an object that also holds a ref.
 */
export function useFormController<Input extends FieldValues, Output>(options: FormControllerOptions<Input, Output>) {
  const { t } = useTranslation();
  const id = useId();
  const submitButton = useRef<HTMLButtonElement>(null);
  const [upload, setUpload] = useState<UploadProgress | null>(null);
  const { register, handleSubmit, reset, setError, setFocus, watch, getFieldState, formState } = useForm<
    Input,
    unknown,
    Output
  >({ resolver: zodResolver(options.schema), defaultValues: options.empty });

  const firstField = options.fields[0];
  const { status, submit, backToForm } = useFormSubmission(
    useCallback(() => {
      if (firstField !== undefined) setFocus(firstField);
    }, [setFocus, firstField]),
    useCallback(() => {
      submitButton.current?.focus();
    }, []),
  );

  const idempotencyKey = useIdempotencyKey(watch);
  const { outsideValue } = options;
  useEffect(() => {
    idempotencyKey.renew();
  }, [idempotencyKey, outsideValue]);
  const { showFailure, clearFailure, knownKey } = useAnswerNotice(`${id}-answer`, options.notices, options.toasterId);
  const { showRefused, errorText } = useFieldErrors({
    fields: options.fields,
    outsideFields: options.outsideFields ?? [],
    knownKey,
    setError,
    setFocus,
    message: (name) => getFieldState(name, formState).error?.message,
  });

  const send = async (values: Output) => {
    const request = options.request(values);
    if (request.uploadBytes !== undefined) setUpload({ loaded: 0, total: undefined });
    const answer = await submit(() =>
      options.discard?.()
        ? Promise.resolve({ kind: 'sent' as const })
        : sendForm(options.endpoint, sendFormRequest(request, idempotencyKey.current(), options.sent, setUpload)),
    );
    setUpload(null);
    if (!answer) return;
    if (answer.kind === 'sent') {
      idempotencyKey.renew();
      reset(options.empty);
      options.onSent?.();
      clearFailure();
      notify.success(t(options.success.title), {
        description: t(options.success.description),
        ...(options.toasterId === undefined ? {} : { toasterId: options.toasterId }),
      });
    } else if (answer.kind === 'invalid') {
      showFailure(answer, showRefused(answer.errors));
    } else {
      showFailure(answer);
    }
  };

  const field = (name: FieldPath<Input>) => {
    return { id: `${id}-${name}`, label: t(options.label(name)), error: errorText(name) };
  };
  const control = (name: FieldPath<Input>, describedBy: string | undefined) => ({
    ...register(name),
    id: `${id}-${name}`,
    'aria-invalid': errorText(name) !== undefined,
    'aria-describedby': describedBy,
    className: inputClass,
  });
  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => void handleSubmit(send)(event);

  return { id, status, backToForm, onSubmit, field, control, submitButton, upload };
}
