import { throwIfNotOk } from './api-client';
import { readCookie } from './cookies';
import { COOKIE_NAMES } from './storage-keys';

/**
 * Sends one file as multipart/form-data with the session and CSRF header, reporting upload
 * progress (0…1); resolves with the JSON answer, throws an {@link ApiError} like any call. XHR,
 * not fetch: fetch cannot report how much of a body has been sent. Its own file, so the pages
 * that load api-client.ts (the opt-in page) pay nothing for it.
 */
export function uploadFile<T>(url: string, file: File, onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    const csrf = readCookie(COOKIE_NAMES.csrfToken);
    if (csrf) xhr.setRequestHeader('X-CSRF-Token', csrf);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new Error('The upload was interrupted. Check your connection and try again.'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    xhr.onload = () => {
      const response = new Response(xhr.responseText, {
        status: xhr.status,
        statusText: xhr.statusText,
        headers: { 'content-type': xhr.getResponseHeader('content-type') ?? 'text/plain' },
      });
      throwIfNotOk(response, url).then(() => resolve(JSON.parse(xhr.responseText) as T), reject);
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
