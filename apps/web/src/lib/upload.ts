import { commonUi } from '@zborovodja/contracts';
import { toApiError } from './api-error.ts';
import { apiUrl } from './api-client.ts';
import { CSRF_HEADER, ensureCsrfToken, fetchCsrfToken, isCsrfRejection } from './csrf.ts';

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  /** Called with 0–100 while the file is sent. */
  onProgress?: (percent: number) => void;
}

/**
 * How long an upload waits for the answer once its whole body has gone. The server stores a file
 * as it arrives and answers at once, so the wait covers only a slow link's last bytes; an answer
 * that never comes (a connection the server stopped reading) then ends as a failed upload instead
 * of a dialog that says "Nalaganje…" until the page is reloaded.
 */
export const ANSWER_WAIT_MS = 60_000;

interface XhrResult {
  status: number;
  body: unknown;
}

function sendForm(path: string, form: FormData, token: string, options: UploadOptions): Promise<XhrResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', apiUrl(path));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(CSRF_HEADER, token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    let answerWait: ReturnType<typeof setTimeout> | undefined;
    xhr.upload.onload = () => {
      answerWait = setTimeout(() => {
        reject(new Error(commonUi.noAnswer));
        xhr.abort();
      }, ANSWER_WAIT_MS);
    };
    xhr.onloadend = () => clearTimeout(answerWait);
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new TypeError(commonUi.serverUnreachable));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    xhr.send(form);
  });
}

/** Multipart upload with progress; same anti-forgery rules as the JSON client. */
export async function uploadForm<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  let result = await sendForm(path, form, await ensureCsrfToken(), options);
  if (result.status >= 200 && result.status < 300) return result.body as T;
  const error = toApiError(result.status, result.body);
  if (!isCsrfRejection(error.status, error.message)) throw error;
  let token: string;
  try {
    token = await fetchCsrfToken();
  } catch {
    throw error;
  }
  options.onProgress?.(0);
  result = await sendForm(path, form, token, options);
  if (result.status >= 200 && result.status < 300) return result.body as T;
  throw toApiError(result.status, result.body);
}
