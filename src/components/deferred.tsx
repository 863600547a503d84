import { lazy, Suspense, useEffect, useRef, type ComponentType, type RefObject } from 'react';
import { holdsEarlySubmit } from '../forms/early-submit';

const REACHING_IN = ['focusin', 'pointerdown', 'pointerover', 'touchstart', 'submit'] as const;

/**
 * Not on coming into view: on a short page the footer's form is visible at once and would count in
 * every first load. Listeners are on the document in capture phase, because React stops events aimed
 * at a part not yet hydrated. The visitor may already be in it, or have pressed its form (early-submit.ts).
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

const partsToLoad: (() => Promise<unknown>)[] = [];

/** Server: load every deferred part first, since the one-pass prerender would write a loading part as its fallback. */
export async function loadDeferredParts(): Promise<void> {
  await Promise.all(partsToLoad.map((loadPart) => loadPart()));
}

/**
 * A part whose code is fetched only when the visitor reaches into it. The prerender renders it
 * whole; the browser keeps its server HTML (React keeps a suspended boundary's) until the code
 * arrives. The wrapper gets `data-deferred={name}`, then `data-hydrated` once the component runs.
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
