import { afterEach, describe, expect, it } from 'vitest';
import { takeEarlyAnswer } from './earlyAnswers';

const respond = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => {
  delete window.__fieldworkEarly;
});

describe('takeEarlyAnswer', () => {
  it("gives the early script's answer to the first call of its path, and only once", async () => {
    window.__fieldworkEarly = { token: 't1', answers: { '/apps/bootstrap': respond(200, { instanceName: 'Demo' }) } };
    expect(await takeEarlyAnswer('/apps/bootstrap', 't1')).toEqual({ data: { instanceName: 'Demo' } });
    expect(await takeEarlyAnswer('/apps/bootstrap', 't1')).toBeNull();
  });

  it('leaves a refused answer, one asked with another token, and a failed fetch to the network', async () => {
    window.__fieldworkEarly = {
      token: 'old',
      answers: { '/users/me': respond(200, { id: 'u1' }), '/apps/bootstrap': respond(200, {}) },
    };
    expect(await takeEarlyAnswer('/users/me', 'new')).toBeNull();
    window.__fieldworkEarly = { token: 't', answers: { '/users/me': respond(401, { code: 'unauthenticated' }), '/apps/bootstrap': Promise.reject(new TypeError('offline')) } };
    expect(await takeEarlyAnswer('/users/me', 't')).toBeNull();
    expect(await takeEarlyAnswer('/apps/bootstrap', 't')).toBeNull();
  });

  it('is null when the page started without the early script', async () => {
    expect(await takeEarlyAnswer('/apps/bootstrap', null)).toBeNull();
  });
});
