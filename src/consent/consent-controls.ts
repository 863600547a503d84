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
 * Run by the starter as soon as the page is parsed: the banner is prerendered hidden and shown only
 * without a valid stored choice, so it never flashes, and its buttons work before the application.
 * It only shows, hides and reads React's markup, so hydration finds it as the server wrote it.
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
 * Room below the footer as tall as the banner, so the page's end can be scrolled into view. A
 * ResizeObserver hears its height after layout; reading it on show would lay out a half-parsed page.
 */
function keepRoomBelowFooter(banner: HTMLElement): void {
  new ResizeObserver(([entry]) => {
    const height = entry?.borderBoxSize[0]?.blockSize ?? 0;
    document.body.style.paddingBottom = height > 0 ? `${height}px` : '';
  }).observe(banner);
}

function consentControls(banner: HTMLElement, dialog: HTMLDialogElement) {
  /** The control that reopened the banner, which gets focus back when it closes. */
  let opener: HTMLElement | undefined;
  /** The banner's Customise button, which gets focus back when the dialog closes. */
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
