import { lazy, Suspense, useEffect, useRef, type ComponentType, type RefObject } from 'react';

/** What a visitor does in a part of the page that shows they are about to use it. */
const REACHING_IN = ['focusin', 'pointerdown', 'pointerover', 'touchstart'] as const;

/**
 * Resolves when the visitor reaches into `element`: a keyboard user tabbing in, a tap, a pointer
 * over it. Not when it merely comes into view: on a short page the footer's form is in view at
 * once, and its code would then count in every page's first load. The listeners are on the
 * document, in the capture phase: React stops the propagation of an event aimed at a part it
 * has not hydrated yet (to replay it later), so a listener on the element itself never hears it.
 */
function whenReached(element: Element | null): Promise<void> {
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    function reached(event: Event) {
      if (!(event.target instanceof Node) || !element?.contains(event.target)) return;
      for (const type of REACHING_IN) document.removeEventListener(type, reached, true);
      resolve();
    }
    for (const type of REACHING_IN) document.addEventListener(type, reached, true);
  });
}

/**
 * A form sent while its code is still on the way would be sent by the browser itself, as a
 * page load that drops what the visitor typed. Until the part is hydrated (`data-hydrated`),
 * a submit is held, and sent again through the component once it runs. Returns the clean-up.
 * The listener is on the document, for the reason whenReached gives.
 */
function holdSubmitsUntilHydrated(wrapper: HTMLElement | null): (() => void) | undefined {
  if (!wrapper) return undefined;
  let held: HTMLFormElement | undefined;
  const hold = (event: Event) => {
    if (wrapper.hasAttribute('data-hydrated') || !(event.target instanceof HTMLFormElement)) return;
    if (!wrapper.contains(event.target)) return;
    event.preventDefault();
    held = event.target;
  };
  const hydrated = new MutationObserver(() => {
    if (!wrapper.hasAttribute('data-hydrated')) return;
    hydrated.disconnect();
    document.removeEventListener('submit', hold, true);
    if (held?.isConnected) held.requestSubmit();
  });
  document.addEventListener('submit', hold, true);
  hydrated.observe(wrapper, { attributes: true, attributeFilter: ['data-hydrated'] });
  return () => {
    hydrated.disconnect();
    document.removeEventListener('submit', hold, true);
  };
}

/**
 * A part of the page whose code is fetched only when the visitor reaches into it (a form at the
 * foot of a page that most visitors read without using). The prerender renders it whole; in the
 * browser its HTML is left as it is, usable as HTML, and hydrated once its code has arrived:
 * React keeps a suspended boundary's server HTML during hydration. `name` marks the wrapper
 * (`data-deferred`), which gets `data-hydrated` once the component runs.
 */
export function deferred<Props extends object>(name: string, load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const loadOnce = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  // The prerender renders the part at once (it waits for every boundary); the browser, once reached.
  const Lazy = lazy(async () => {
    if (!import.meta.env.SSR) await whenReached(document.querySelector(`[data-deferred="${name}"]`));
    return { default: await loadOnce() };
  });

  function Hydrated({ wrapper }: { wrapper: RefObject<HTMLDivElement | null> }) {
    useEffect(() => {
      wrapper.current?.setAttribute('data-hydrated', '');
    }, [wrapper]);
    return null;
  }

  function Deferred(props: Props) {
    const wrapper = useRef<HTMLDivElement>(null);
    useEffect(() => holdSubmitsUntilHydrated(wrapper.current), []);
    const Component = loaded ?? Lazy;
    return (
      <div data-deferred={name} ref={wrapper}>
        <Suspense fallback={null}>
          <Component {...props} />
          <Hydrated wrapper={wrapper} />
        </Suspense>
      </div>
    );
  }
  return Deferred;
}
