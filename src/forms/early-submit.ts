/**
 * A form pressed before its code runs: the `<form>` has no action, so the browser would send the
 * press as a page load and drop everything typed. The starter holds the press from the first
 * moment; the send button sends it once the code runs.
 */

export const AWAITING_CODE = 'data-awaiting-code';
const HELD = 'data-held-submit';

/**
 * Holds the press of a form whose button awaits its code, and shows the button busy (`aria-busy`).
 * The document's capture-phase listener hears the submit before React, which stops events aimed
 * at a part not yet hydrated. Run by the starter.
 */
export function holdEarlySubmits(): void {
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      const button = form instanceof HTMLFormElement ? form.querySelector(`[${AWAITING_CODE}]`) : null;
      if (!(form instanceof HTMLFormElement) || !button) return;
      event.preventDefault();
      form.setAttribute(HELD, '');
      button.setAttribute('aria-busy', 'true');
    },
    true,
  );
}

export function holdsEarlySubmit(element: Element): boolean {
  return element.querySelector(`[${HELD}]`) !== null;
}

/** Once the form's code runs: sends the held press once, through the form's own handler, as a press of `button`. */
export function sendHeldSubmit(button: HTMLButtonElement | null): void {
  const form = button?.form;
  if (!button || !form?.hasAttribute(HELD)) return;
  form.removeAttribute(HELD);
  button.setAttribute('aria-busy', 'false');
  form.requestSubmit(button);
}
