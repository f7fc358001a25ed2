/**
 * What src/early/earlyStart.js asked the API for before the entry ran (index.html's first
 * script): the start-up data and the signed-in user's profile. The first call of each takes its
 * answer from there; a failed or refused answer, one asked with another token, or any later call
 * goes to the network as usual.
 */
interface EarlyStart {
  token: string | null;
  answers: Partial<Record<string, Promise<Response>>>;
}

declare global {
  interface Window {
    __fieldworkEarly?: EarlyStart;
  }
}

/** The early answer to a GET of `path` asked with `token`, once; null when there is none to use. */
export async function takeEarlyAnswer(path: string, token: string | null): Promise<{ data: unknown } | null> {
  const early = typeof window === 'undefined' ? undefined : window.__fieldworkEarly;
  const pending = early?.answers[path];
  if (!early || !pending) return null;
  delete early.answers[path];
  if (early.token !== token) return null;
  try {
    const response = await pending;
    if (!response.ok) return null;
    return { data: await response.json() };
  } catch {
    return null;
  }
}
