import { useEffect } from 'react';

/**
 * Keeps the screen on while the component is mounted (Screen Wake Lock API, where the browser has
 * it): asked for again when the page becomes visible (the browser releases it when it is hidden),
 * released on unmount.
 */
export function useWakeLock() {
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: { request(type: 'screen'): Promise<{ release(): Promise<void> }> } }).wakeLock;
    if (!wakeLock) return;
    let sentinel: { release(): Promise<void> } | null = null;
    let done = false;
    const request = () => {
      if (document.hidden) return;
      wakeLock.request('screen').then(
        (s) => {
          if (done) void s.release();
          else sentinel = s;
        },
        () => undefined,
      );
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      done = true;
      document.removeEventListener('visibilitychange', request);
      void sentinel?.release();
    };
  }, []);
}
