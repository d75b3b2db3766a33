import { lazy, useEffect, useEffectEvent, type ComponentType } from 'react';

/**
 * React.lazy with a preload: `preload()` starts the download (on hover, focus or pointerdown of
 * the button that opens the component, at the visitor's first move on the page, or in a route's loader),
 * and a component whose module is already loaded renders at once. A plain lazy component suspends
 * on its first render even then (a promise answers a tick later) and its Suspense fallback
 * flashes; a thenable that answers synchronously is resolved within render.
 */
export function lazyWithPreload<M, P extends object>(load: () => Promise<M>, pick: (m: M) => ComponentType<P>) {
  let module: M | undefined;
  let pending: Promise<M> | undefined;
  const preload = (): Promise<M> =>
    (pending ??= load().then(
      (m) => (module = m),
      (error: unknown) => {
        pending = undefined; // a failed download is tried again on the next open
        throw error;
      },
    ));
  const Component = lazy(() => {
    const current = module;
    if (!current) return preload().then((m) => ({ default: pick(m) }));
    const ready: PromiseLike<{ default: ComponentType<P> }> = {
      then: (onFulfilled) => Promise.resolve(onFulfilled ? onFulfilled({ default: pick(current) }) : (undefined as never)),
    };
    // React's lazy() calls only then() (lazyInitializer in react/src/ReactLazy.js); its types ask for a Promise.
    return ready as Promise<{ default: ComponentType<P> }>;
  });
  /** For onPointerEnter/onFocus/onPointerDown: starts the download, ignores a failure (the open retries). */
  const warm = () => void preload().catch(() => undefined);
  return { Component, preload, warm };
}

// The visitor's first move on the page: a touch, a click, a key, a scroll or the mouse.
const FIRST_MOVES = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'wheel'] as const;

/**
 * Calls each warm-up (the next screens' code: the event view, the forms) at the visitor's first
 * move after `ready` turns true (the first screen has its data). At load they would take the main
 * thread from the first screen on a slow phone (~15 ms of script and ~5 ms of compiling each,
 * unthrottled), and a visitor who only looks downloads nothing more; the first touch or scroll
 * comes well before the tap that opens an event, and a button's own pointerdown still warms
 * its part.
 */
export function useWarmOnFirstMove(ready: boolean, warmups: ReadonlyArray<() => void>) {
  // The warm-ups are module-level functions: only `ready` decides when the listeners are set.
  const warmAll = useEffectEvent(() => warmups.forEach((warm) => warm()));
  useEffect(() => {
    if (!ready) return;
    const options = { capture: true, passive: true } as const;
    const run = () => {
      FIRST_MOVES.forEach((type) => window.removeEventListener(type, run, options));
      warmAll();
    };
    FIRST_MOVES.forEach((type) => window.addEventListener(type, run, options));
    return () => FIRST_MOVES.forEach((type) => window.removeEventListener(type, run, options));
  }, [ready]);
}
