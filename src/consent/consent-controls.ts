import { OPTIONAL_CATEGORIES } from './categories';
import { announceConsent } from './consent-events';
import {
  CATEGORY_INPUT_NAME,
  CONSENT_BANNER_ID,
  CONSENT_PREFERENCES_ID,
  isConsentAction,
  type ConsentAction,
} from './consent-dom';
import { allCategories, readConsent, saveConsent, type Grants } from './consent-store';

/**
 * The banner's behaviour, run by the starter script (src/start-app.ts) as soon as the page is
 * parsed: the banner is prerendered hidden and shown only when no valid choice is stored, so a
 * returning visitor never sees it flash, and its buttons work before the application arrives.
 * The banner and the dialog are React's markup; this script never renders, it only shows, hides
 * and reads them, so hydration finds them as the server wrote them.
 */
export function startConsentControls(): void {
  const banner = document.getElementById(CONSENT_BANNER_ID);
  const dialog = document.getElementById(CONSENT_PREFERENCES_ID);
  if (!banner || !(dialog instanceof HTMLDialogElement)) return;
  const controls = consentControls(banner, dialog);
  if (!readConsent()) controls.showBanner();
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('[data-consent-action]') : null;
    const action = button instanceof HTMLElement ? button.dataset.consentAction : undefined;
    if (button instanceof HTMLElement && isConsentAction(action)) controls.act(action, button);
  });
  dialog.addEventListener('close', controls.returnFromPreferences);
  dialog.addEventListener('keydown', (event) => {
    keepTabInside(dialog, event);
  });
  keepRoomBelowFooter(banner);
}

/**
 * Room below the footer as tall as the banner while it shows, so the page's end can be scrolled
 * into view. A ResizeObserver hears the banner appear, disappear and change height (a narrower
 * window, larger text) after the browser has laid the page out anyway; reading its height when
 * showing it would lay the whole page out at once, while the page is still being parsed.
 */
function keepRoomBelowFooter(banner: HTMLElement): void {
  new ResizeObserver(([entry]) => {
    const height = entry?.borderBoxSize[0]?.blockSize ?? 0;
    document.body.style.paddingBottom = height > 0 ? `${height}px` : '';
  }).observe(banner);
}

function consentControls(banner: HTMLElement, dialog: HTMLDialogElement) {
  /** Where focus goes back to when the banner closes: the control that reopened it. */
  let opener: HTMLElement | undefined;
  /** Where focus goes back to when the dialog closes: the banner's Customise button. */
  let preferencesOpener: HTMLElement | undefined;

  function showBanner(focus = false) {
    banner.hidden = false;
    if (focus) banner.focus();
  }

  function hideBanner() {
    const hadFocus = banner.contains(document.activeElement);
    banner.hidden = true;
    if (hadFocus) (opener ?? document.getElementById('main-content'))?.focus({ preventScroll: true });
    opener = undefined;
  }

  function decide(granted: Grants) {
    announceConsent(saveConsent(granted));
    hideBanner();
  }

  function categoryInputs(): HTMLInputElement[] {
    return [...dialog.querySelectorAll<HTMLInputElement>(`input[name="${CATEGORY_INPUT_NAME}"]:not(:disabled)`)];
  }

  function openPreferences(from: HTMLElement) {
    const granted = readConsent()?.granted ?? allCategories(false);
    for (const input of categoryInputs()) input.checked = granted[input.value as keyof Grants];
    preferencesOpener = from;
    dialog.showModal();
  }

  /** Escape, Cancel and Save all close the dialog; focus returns to what opened it. */
  function returnFromPreferences() {
    preferencesOpener?.focus();
    preferencesOpener = undefined;
  }

  function savePreferences() {
    const granted = allCategories(false);
    for (const input of categoryInputs())
      if ((OPTIONAL_CATEGORIES as readonly string[]).includes(input.value))
        granted[input.value as keyof Grants] = input.checked;
    dialog.close();
    returnFromPreferences();
    decide(granted);
  }

  function act(action: ConsentAction, button: HTMLElement) {
    if (action === 'accept-all') decide(allCategories(true));
    else if (action === 'reject-all') decide(allCategories(false));
    else if (action === 'customise') openPreferences(button);
    else if (action === 'save') savePreferences();
    else if (action === 'cancel') dialog.close();
    else {
      opener = button;
      showBanner(true);
    }
  }

  return {
    act,
    showBanner: () => {
      showBanner();
    },
    returnFromPreferences,
  };
}

/** Tab from the dialog's last control goes to its first, Shift+Tab from the first to its last. */
function keepTabInside(dialog: HTMLDialogElement, event: KeyboardEvent) {
  if (event.key !== 'Tab') return;
  const focusable = [...dialog.querySelectorAll<HTMLElement>('button, input, a[href]')].filter(
    (element) => !(element as HTMLInputElement).disabled,
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
