import { lazy, useEffect, type ComponentType } from 'react';

/**
 * React.lazy with a preload: `preload()` starts the download (on hover, focus or pointerdown of
 * the button that opens the component, when the first screen is idle, or in a route's loader),
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
    // lazy() calls only then() (preact/compat/src/suspense.js, as React's lazyInitializer); its types ask for a Promise.
    return ready as Promise<{ default: ComponentType<P> }>;
  });
  /** For onPointerEnter/onFocus/onPointerDown: starts the download, ignores a failure (the open retries). */
  const warm = () => void preload().catch(() => undefined);
  return { Component, preload, warm };
}

/** Calls each warm-up once the browser is idle after `ready` turns true (the first screen has its data). */
export function useWarmWhenIdle(ready: boolean, warmups: ReadonlyArray<() => void>) {
  useEffect(() => {
    if (!ready) return;
    const run = () => warmups.forEach((warm) => warm());
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(run, 1000);
    return () => window.clearTimeout(id);
    // The warm-ups are module-level functions: only `ready` matters.
  }, [ready]);
}
