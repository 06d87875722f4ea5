import { readCookie } from './cookies';
import { pageNavigation } from './page-navigation';
import { COOKIE_NAMES } from './storage-keys';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A non-OK response: `message` follows the spec's rule and every JSON field of the body is attached. */
export type ApiError = Error & { status: number; [field: string]: unknown };

const MUTATING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// These calls answer 401 as part of normal sign-in flow; redirecting on them would loop the auth screen.
const AUTH_CALLS_WITHOUT_REDIRECT: ReadonlySet<string> = new Set(['/api/auth/login', '/api/auth/register', '/api/auth/me']);

export const AUTH_PATH = '/auth';

function pathOf(url: string): string {
  return new URL(url, window.location.origin).pathname;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** Sends a request with the session cookie and, on mutating methods, the CSRF double-submit header. */
export async function sendRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  signal?: AbortSignal,
  /** Let the request outlive the page (analytics sent while it is being left). */
  keepalive = false,
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (MUTATING_METHODS.has(method)) {
    const csrf = readCookie(COOKIE_NAMES.csrfToken);
    if (csrf) headers['X-CSRF-Token'] = csrf;
  }
  return fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
    signal,
    keepalive,
  });
}

/** Builds the error for a non-OK response: message, else error, else raw text, else status text. */
export async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let fields: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (isRecord(parsed)) fields = parsed;
  } catch {
    // Not JSON: the raw text is the message.
  }
  const message =
    nonEmptyString(fields.message) ??
    nonEmptyString(fields.error) ??
    nonEmptyString(text) ??
    nonEmptyString(response.statusText) ??
    `Request failed with status ${response.status}`;
  return Object.assign(new Error(message), fields, { message, status: response.status }) as ApiError;
}

/** Throws the spec's error for a non-OK response; a 401 outside sign-in also leaves for /auth. */
export async function throwIfNotOk(response: Response, url: string): Promise<void> {
  if (response.ok) return;
  if (response.status === 401 && !AUTH_CALLS_WITHOUT_REDIRECT.has(pathOf(url)) && window.location.pathname !== AUTH_PATH) {
    pageNavigation.assign(AUTH_PATH);
  }
  throw await toApiError(response);
}

/** One API call; resolves with the OK response, throws an {@link ApiError} otherwise. */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const response = await sendRequest(method, url, body);
  await throwIfNotOk(response, url);
  return response;
}

/** Whether a failure came from the server (with its message), rather than the network or the code. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof Error && typeof (error as { status?: unknown }).status === 'number';
}
