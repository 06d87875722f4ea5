import { apiRequest, type HttpMethod } from './api-client';

/**
 * One call whose answer is JSON (throws the server's `ApiError` otherwise). Kept apart from
 * api-client.ts, which the opt-in page loads: that page makes no JSON call and pays for none.
 */
export async function apiJson<T>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  return (await (await apiRequest(method, url, body)).json()) as T;
}
