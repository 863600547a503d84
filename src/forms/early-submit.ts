/**
 * A form pressed before its code runs. The forms' code arrives after the page (the application
 * with the starter, a form at the foot of a page only once the visitor reaches into it), and
 * their `<form>` has no action of its own: a press before then would be sent by the browser as
 * a page load, dropping everything typed. The starter (src/start-app.ts) holds such a press from
 * the first moment, and the form's send button sends it once the code runs (submit-button.tsx).
 */

/** On a send button whose form's code is not running yet: its form's presses are held. */
export const AWAITING_CODE = 'data-awaiting-code';
/** On a form whose press is held, until its code sends it. */
const HELD = 'data-held-submit';

/**
 * Holds the press of a form whose send button still awaits its code, and shows the button busy
 * (`aria-busy`, which its style and label follow) until the code sends it. A listener on the
 * document, in the capture phase: it hears the submit before React, which stops the propagation
 * of an event aimed at a part it has not hydrated yet. Run by the starter.
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

/** Whether `element` holds a form pressed before its code ran. */
export function holdsEarlySubmit(element: Element): boolean {
  return element.querySelector(`[${HELD}]`) !== null;
}

/**
 * Once the form's code runs: sends the press held for it, once, through the form's own handler
 * (as a press of `button`), which then shows the sending state itself.
 */
export function sendHeldSubmit(button: HTMLButtonElement | null): void {
  const form = button?.form;
  if (!button || !form?.hasAttribute(HELD)) return;
  form.removeAttribute(HELD);
  button.setAttribute('aria-busy', 'false');
  form.requestSubmit(button);
}
