// @vitest-environment jsdom
import { createInstance } from 'i18next';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import en from '../generated/locales/en';
import { FakeXhr } from './__fixtures__/fake-xhr';
import type { FormNoticeTexts } from './answer-notice';
import { emailAddress } from './fields';
import { FormField } from './form-field';
import { jsonRequest } from './form-request';
import { isOkStatus } from './send-form';
import { useFormController } from './use-form-controller';

Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);

const i18n = createInstance({
  lng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
});
await i18n.init();

/** The newsletter form of the hook's doc comment: one e-mail field. */
const schema = z.object({
  email: emailAddress('demoForm.errors.emailRequired', 'demoForm.errors.emailInvalid', 'demoForm.errors.tooLong'),
});
const notices: FormNoticeTexts = {
  failed: { title: { key: 'demoForm.form.failure' }, description: { key: 'demoForm.form.failureDesc' } },
  unreachable: { title: { key: 'demoForm.form.error' }, description: { key: 'demoForm.form.errorDesc' } },
  tooLarge: { title: { key: 'demoForm.form.tooLarge' }, description: { key: 'demoForm.form.tooLargeDesc' } },
};

function NewsletterForm() {
  const { status, onSubmit, field, control, submitButton } = useFormController({
    schema,
    empty: { email: '' },
    fields: ['email'],
    label: () => 'demoForm.fields.email',
    endpoint: '/api/newsletter',
    request: jsonRequest,
    sent: isOkStatus,
    notices,
    success: { title: 'demoForm.form.success', description: 'demoForm.form.successDesc' },
  });
  if (status === 'sent') return <p role="status">sent</p>;
  return (
    <form noValidate onSubmit={onSubmit}>
      <FormField {...field('email')}>{(describedBy) => <input {...control('email', describedBy)} />}</FormField>
      <button ref={submitButton} type="submit">
        Send
      </button>
    </form>
  );
}

let container: HTMLDivElement;
let root: Root;
const input = () => container.querySelector('input') ?? expect.unreachable('no input');
const xhr = () => FakeXhr.last ?? expect.unreachable('no request was made');
const submit = () =>
  act(async () => {
    container.querySelector('form')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
const answer = (status: number, body: string) =>
  act(async () => {
    xhr().answer(status, body);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
/** Types into the field as a browser would: React listens to `input` events, not to `value`. */
const type = (value: string) => {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input(), value);
    input().dispatchEvent(new Event('input', { bubbles: true }));
  });
};

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  FakeXhr.last = undefined;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => {
    root.render(
      <I18nextProvider i18n={i18n}>
        <NewsletterForm />
      </I18nextProvider>,
    );
  });
});
afterEach(() => {
  act(() => {
    root.unmount();
  });
  container.remove();
  vi.unstubAllGlobals();
});

describe('useFormController', () => {
  it('shows the schema’s message, translated, and sends nothing', async () => {
    await submit();
    expect(container.textContent).toContain(i18n.t('demoForm.errors.emailRequired'));
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().getAttribute('aria-describedby')).toBe(`${input().id}-error`);
    expect(FakeXhr.last).toBeUndefined();
  });

  it('posts JSON with a key, puts a 400’s field key on its field and focuses it', async () => {
    type('ada@example.com');
    await submit();
    expect(xhr().url).toBe('/api/newsletter');
    expect(xhr().body).toBe('{"email":"ada@example.com"}');
    const key = xhr().headers['Idempotency-Key'];
    expect(key).toMatch(/^[A-Za-z0-9_-]{1,100}$/);
    await answer(400, '{"errors":{"email":"demoForm.errors.emailInvalid"}}');
    expect(container.textContent).toContain(i18n.t('demoForm.errors.emailInvalid'));
    // Focus moves once React has committed the error (a later task under load).
    await vi.waitFor(() => {
      expect(document.activeElement).toBe(input());
    });

    await submit();
    expect(xhr().headers['Idempotency-Key']).toBe(key);
    await answer(200, '{"ok":true}');
    expect(container.textContent).toBe('sent');
  });

  it('renews the key when the visitor edits the form', async () => {
    type('ada@example.com');
    await submit();
    const first = xhr().headers['Idempotency-Key'];
    await answer(500, '');
    type('ada@example.org');
    await submit();
    expect(xhr().headers['Idempotency-Key']).not.toBe(first);
  });
});
