import { API_BASE_PATH, ERRORS } from '@postpilot/common';
import { SessionExpiredError } from '../apollo/errors';
import { readToken } from '../session/tokenStorage';
import { RestError } from './restRequest';

export interface UploadInit {
  /** The multipart form: the file and its field. */
  body: FormData;
  /** 0 to 1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  /** Said when neither the server nor the network gave a message. */
  fallback: string;
  /** Called once when the token this request carried is refused (HTTP 401) and still held. */
  onSessionExpired: () => void;
  /** Aborts the upload (the user removed the file meanwhile). */
  signal?: AbortSignal;
}

/**
 * POSTs a multipart form to the REST adapter with the session's bearer token, reporting the
 * upload's progress (fetch cannot), and answers like restRequest: the `{ success: true, ... }`
 * body, a RestError with the server's message, or SessionExpiredError after a 401.
 */
export function uploadWithProgress<T extends object>(
  path: string,
  { body, onProgress, fallback, onSessionExpired, signal }: UploadInit,
): Promise<T> {
  const token = readToken();
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', new URL(`${API_BASE_PATH}${path}`, window.location.href).href);
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('error', () => reject(new RestError(fallback, 0)));
    request.addEventListener('abort', () => reject(new RestError(fallback, 0)));
    request.addEventListener('load', () => {
      // Only the token still held counts: a late answer to a previous session must not end this one.
      if (request.status === 401 && token && token === readToken()) {
        onSessionExpired();
        reject(new SessionExpiredError(ERRORS.sessionExpired));
        return;
      }
      let payload: (T & { success?: boolean; message?: string }) | null = null;
      try {
        payload = JSON.parse(request.responseText) as T & { success?: boolean; message?: string };
      } catch {
        payload = null;
      }
      if (request.status < 200 || request.status >= 300 || !payload || payload.success === false) {
        reject(new RestError(payload?.message || fallback, request.status));
        return;
      }
      onProgress?.(1);
      resolve(payload);
    });
    signal?.addEventListener('abort', () => request.abort());
    request.send(body);
  });
}
