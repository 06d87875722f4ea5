import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/utils';
import { apiRequest, type ApiError } from './api-client';
import { pageNavigation } from './page-navigation';

function stubFetch(response: () => Response = () => jsonResponse(200, { ok: true })) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentInit(fetchMock: ReturnType<typeof stubFetch>): RequestInit & { headers: Record<string, string> } {
  const init = fetchMock.mock.calls[0]?.[1];
  if (!init) throw new Error('fetch was not called');
  return init as RequestInit & { headers: Record<string, string> };
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the request to fail');
}

describe('apiRequest: what it sends', () => {
  it('always sends cookies', async () => {
    const fetchMock = stubFetch();
    await apiRequest('GET', '/api/things');
    expect(fetchMock).toHaveBeenCalledWith('/api/things', expect.objectContaining({ method: 'GET', credentials: 'include' }));
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('%s echoes the csrf_token cookie in X-CSRF-Token', async (method) => {
    document.cookie = 'csrf_token=abc%20123';
    const fetchMock = stubFetch();
    await apiRequest(method, '/api/things');
    expect(sentInit(fetchMock).headers['X-CSRF-Token']).toBe('abc 123');
  });

  it('GET never sends the CSRF header, even with the cookie present', async () => {
    document.cookie = 'csrf_token=abc';
    const fetchMock = stubFetch();
    await apiRequest('GET', '/api/things');
    expect(sentInit(fetchMock).headers).not.toHaveProperty('X-CSRF-Token');
  });

  it('a mutating call without the cookie sends no CSRF header', async () => {
    document.cookie = 'other=1';
    const fetchMock = stubFetch();
    await apiRequest('POST', '/api/things', { a: 1 });
    expect(sentInit(fetchMock).headers).not.toHaveProperty('X-CSRF-Token');
  });

  it('sends a JSON body with a JSON content type', async () => {
    const fetchMock = stubFetch();
    await apiRequest('POST', '/api/things', { name: 'Reel' });
    const init = sentInit(fetchMock);
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"name":"Reel"}');
  });

  it('sends no content type and no body when there is no body', async () => {
    const fetchMock = stubFetch();
    await apiRequest('POST', '/api/things/1/seen');
    const init = sentInit(fetchMock);
    expect(init.headers).not.toHaveProperty('Content-Type');
    expect(init.body).toBeUndefined();
  });

  it('resolves with the response when it is OK', async () => {
    stubFetch(() => jsonResponse(201, { id: 'x' }));
    const response = await apiRequest('POST', '/api/things', {});
    expect(await response.json()).toEqual({ id: 'x' });
  });
});

describe('apiRequest: errors (spec section 8)', () => {
  it('uses the JSON message field and attaches every JSON field plus the status', async () => {
    stubFetch(() => jsonResponse(409, { message: 'Email taken', code: 'CONFLICT', error: 'ignored', field: 'email' }, 'Conflict'));
    const error = await failureOf(apiRequest('POST', '/api/things', {}));
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('Email taken');
    expect(error).toMatchObject({ status: 409, code: 'CONFLICT', error: 'ignored', field: 'email' });
  });

  it('falls back to the JSON error field', async () => {
    stubFetch(() => jsonResponse(400, { error: 'Description too short', success: false }, 'Bad Request'));
    const error = await failureOf(apiRequest('POST', '/api/things', {}));
    expect(error.message).toBe('Description too short');
    expect(error).toMatchObject({ status: 400, success: false });
  });

  it('falls back to the raw text when the body is not JSON', async () => {
    stubFetch(() => new Response('Upstream exploded', { status: 502, statusText: 'Bad Gateway' }));
    const error = await failureOf(apiRequest('GET', '/api/things'));
    expect(error.message).toBe('Upstream exploded');
    expect(error.status).toBe(502);
  });

  it('falls back to the status text when the body is empty', async () => {
    stubFetch(() => new Response('', { status: 503, statusText: 'Service Unavailable' }));
    const error = await failureOf(apiRequest('GET', '/api/things'));
    expect(error.message).toBe('Service Unavailable');
    expect(error.status).toBe(503);
  });
});

describe('apiRequest: 401 handling', () => {
  it('sends the browser to /auth on a 401 from an ordinary call', async () => {
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    stubFetch(() => jsonResponse(401, { message: 'Sign in first' }));
    const error = await failureOf(apiRequest('GET', '/api/gamification/stats'));
    expect(error.status).toBe(401);
    expect(assign).toHaveBeenCalledWith('/auth');
  });

  it.each(['/api/auth/login', '/api/auth/register', '/api/auth/me', '/api/auth/me?fresh=1'])('does not redirect on a 401 from %s', async (url) => {
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    stubFetch(() => jsonResponse(401, { message: 'Invalid email or password' }));
    const error = await failureOf(apiRequest('POST', url, {}));
    expect(error.message).toBe('Invalid email or password');
    expect(assign).not.toHaveBeenCalled();
  });

  it('does not redirect on other failures', async () => {
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    stubFetch(() => jsonResponse(403, { message: 'Forbidden' }));
    await failureOf(apiRequest('GET', '/api/admin/leads'));
    expect(assign).not.toHaveBeenCalled();
  });
});
