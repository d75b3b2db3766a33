import { afterEach, beforeEach, expect, it, vi } from 'vitest';

/*
 * lib/upload.ts over a stand-in XMLHttpRequest that sends its body and then hears nothing, as a
 * browser did on a connection the server had stopped reading (issue 18): the upload must end as
 * a failure, so that its dialog can be used again.
 */

class SilentXhr {
  static last: SilentXhr | null = null;
  upload: { onprogress?: (e: ProgressEvent) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  onloadend?: () => void;
  withCredentials = false;
  aborted = false;
  open() {}
  setRequestHeader() {}
  send() {
    SilentXhr.last = this;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 590, total: 590 } as ProgressEvent);
    this.upload.onload?.();
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
    this.onloadend?.();
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('document', { cookie: 'csrf_token=tok' });
  vi.stubGlobal('XMLHttpRequest', SilentXhr);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.resetModules();
});

it('ends an upload whose answer does not come as a failure with a message, and stops waiting', async () => {
  const { ANSWER_WAIT_MS, uploadForm } = await import('../src/lib/upload.ts');
  const progress: number[] = [];
  const upload = uploadForm('/profile/upload-image', new FormData(), { onProgress: (p) => progress.push(p) });
  const outcome = upload.then(
    () => 'answered',
    (error: Error) => error.message,
  );
  await vi.advanceTimersByTimeAsync(ANSWER_WAIT_MS - 1);
  expect(SilentXhr.last?.aborted).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(await outcome).toBe('Strežnik se ni odzval. Poskusite znova.');
  expect(SilentXhr.last?.aborted).toBe(true);
  expect(progress).toEqual([100]);
});
