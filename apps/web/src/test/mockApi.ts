import { vi } from 'vitest';

export type Handler = (request: Request) => unknown | Response | Promise<unknown | Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Replaces fetch with handlers keyed "METHOD /v2/path" (no query string). A handler returns a
 * Response, or a value sent as JSON 200. Unknown calls answer 404 so a test never hangs.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: { method: string; path: string; request: Request }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname}`;
    calls.push({ method: request.method, path: url.pathname, request });
    const handler = handlers[key];
    if (!handler) return json({ statusCode: 404, error: 'Not Found', code: 'not_found', message: `no mock for ${key}` }, 404);
    const result = await handler(request.clone());
    return result instanceof Response ? result : json(result);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
