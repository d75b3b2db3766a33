/**
 * Ends the current task and goes on in a new one, so that the browser can paint or answer input
 * between the two: a long task (over 50 ms, on a slow phone) holds every tap back until it ends.
 * scheduler.yield() (Chromium 129+) resumes ahead of other queued work; elsewhere a timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
