import { apiRequest, type HttpMethod } from '@/lib/api-client';

/** One call whose answer is JSON (throws the server's error otherwise). */
export async function apiJson<T>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  return (await (await apiRequest(method, url, body)).json()) as T;
}

/** A query string from the set values only. */
export function queryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}
