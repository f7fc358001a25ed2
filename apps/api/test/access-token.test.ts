import { describe, expect, it } from 'vitest';
import { AccessTokenSigner } from '../src/auth/access-token';

const signer = new AccessTokenSigner('a-secret-of-the-instance');
const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('AccessTokenSigner', () => {
  it('verifies what it signed and gives the claims back with iat and exp', () => {
    const token = signer.sign({ sub: 'u1', role: 'inspector' }, 900, NOW);
    const verified = signer.verify(token, NOW + 899_000);
    expect(verified).toEqual({ ok: true, claims: { sub: 'u1', role: 'inspector', iat: NOW / 1000, exp: NOW / 1000 + 900 } });
  });

  it('is a standard HS256 JWT: the header says so and the signature is the HMAC of the first two parts', async () => {
    const { createHmac } = await import('node:crypto');
    const token = signer.sign({ sub: 'u1' }, 60, NOW);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(signature).toBe(createHmac('sha256', 'a-secret-of-the-instance').update(`${header}.${payload}`).digest('base64url'));
  });

  it('calls a token expired from its exp second on', () => {
    const token = signer.sign({ sub: 'u1' }, 900, NOW);
    expect(signer.verify(token, NOW + 900_000)).toEqual({ ok: false, failure: 'expired' });
  });

  it('refuses changed claims, another key, another algorithm and "none"', () => {
    const token = signer.sign({ sub: 'u1', role: 'inspector' }, 900, NOW);
    const [header, , signature] = token.split('.') as [string, string, string];
    expect(signer.verify(`${header}.${b64({ sub: 'u1', role: 'sys_admin', exp: NOW / 1000 + 900 })}.${signature}`, NOW)).toEqual({ ok: false, failure: 'signature' });
    expect(new AccessTokenSigner('another').verify(token, NOW)).toEqual({ ok: false, failure: 'signature' });
    const payload = b64({ sub: 'u1', exp: NOW / 1000 + 900 });
    expect(signer.verify(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`, NOW)).toEqual({ ok: false, failure: 'malformed' });
    expect(signer.verify(`${b64({ alg: 'HS512', typ: 'JWT' })}.${payload}.${signature}`, NOW)).toEqual({ ok: false, failure: 'malformed' });
  });

  it.each([
    ['empty', ''],
    ['two parts', 'a.b'],
    ['four parts', 'a.b.c.d'],
    ['padding', 'a.b.c='],
    ['a NUL byte', 'a.b\u0000.c'],
    ['a huge token', `${'a'.repeat(5000)}.b.c`],
  ])('calls %s malformed', (_label, token) => {
    expect(signer.verify(token, NOW)).toEqual({ ok: false, failure: 'malformed' });
  });

  it('refuses a signed payload that is not an object with a numeric exp', () => {
    const sign = (payload: string) => {
      const header = b64({ alg: 'HS256', typ: 'JWT' });
      const forged = new AccessTokenSigner('a-secret-of-the-instance');
      // The signer's own MAC over an arbitrary payload: what a holder of the key could send.
      const mac = (forged as unknown as { mac(input: string): Buffer }).mac(`${header}.${payload}`);
      return `${header}.${payload}.${mac.toString('base64url')}`;
    };
    expect(signer.verify(sign(Buffer.from('not json').toString('base64url')), NOW)).toEqual({ ok: false, failure: 'malformed' });
    expect(signer.verify(sign(b64([1, 2])), NOW)).toEqual({ ok: false, failure: 'malformed' });
    expect(signer.verify(sign(b64({ sub: 'u1' })), NOW)).toEqual({ ok: false, failure: 'malformed' });
    expect(signer.verify(sign(b64({ sub: 'u1', exp: '9999999999' })), NOW)).toEqual({ ok: false, failure: 'malformed' });
  });

  it('answers a token it verified before from memory, still by its expiry, and keeps at most 10,000', () => {
    const own = new AccessTokenSigner('a-secret-of-the-instance');
    const token = own.sign({ sub: 'u1' }, 60, NOW);
    expect(own.verify(token, NOW)).toMatchObject({ ok: true });
    expect(own.verify(token, NOW + 1000)).toMatchObject({ ok: true, claims: { sub: 'u1' } });
    expect(own.verify(token, NOW + 60_000)).toEqual({ ok: false, failure: 'expired' });
    // A changed text is never taken for the remembered one.
    expect(own.verify(`${token.slice(0, -2)}AA`, NOW)).toMatchObject({ ok: false });
    for (let i = 0; i < 10_050; i += 1) own.verify(own.sign({ sub: `u${i}` }, 60, NOW), NOW);
    const remembered = (own as unknown as { verified: Map<string, unknown> }).verified;
    expect(remembered.size).toBe(10_000);
  });
});

