import { lazy, Suspense, useEffect, useRef, type ComponentType, type RefObject } from 'react';
import { holdsEarlySubmit } from '../forms/early-submit';

/** What a visitor does in a part of the page that shows they are about to use it. */
const REACHING_IN = ['focusin', 'pointerdown', 'pointerover', 'touchstart', 'submit'] as const;

/**
 * Resolves when the visitor reaches into `element`: a keyboard user tabbing in, a tap, a pointer
 * over it, a press of its form. Not when it merely comes into view: on a short page the footer's form is in view at
 * once, and its code would then count in every page's first load. The listeners are on the
 * document, in the capture phase: React stops the propagation of an event aimed at a part it
 * has not hydrated yet (to replay it later), so a listener on the element itself never hears it.
 * A visitor may have reached in before the application ran: they are in it, or pressed its form
 * (which the starter holds until the part runs and sends it, src/forms/early-submit.ts).
 */
function whenReached(element: Element | null): Promise<void> {
  if (!element || element.contains(document.activeElement) || holdsEarlySubmit(element)) return Promise.resolve();
  return new Promise((resolve) => {
    function reached(event: Event) {
      if (!(event.target instanceof Node) || !element?.contains(event.target)) return;
      for (const type of REACHING_IN) document.removeEventListener(type, reached, true);
      resolve();
    }
    for (const type of REACHING_IN) document.addEventListener(type, reached, true);
  });
}

/** On the server: how to load each deferred part made so far. */
const partsToLoad: (() => Promise<unknown>)[] = [];

/**
 * On the server, before a page renders: the code of every deferred part its modules made, so the
 * part renders at once, whole. The prerender renders a page in one synchronous pass
 * (`renderToString`, scripts/build/ssg-options.ts), which writes a part still loading as its
 * empty fallback, and the build refuses such a page (scripts/build/finish-page.ts).
 */
export async function loadDeferredParts(): Promise<void> {
  await Promise.all(partsToLoad.map((loadPart) => loadPart()));
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
  if (import.meta.env.SSR) partsToLoad.push(loadOnce);
  // The prerender has the part's code before it renders (loadDeferredParts); the browser loads it once reached.
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
