import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';

/**
 * Access tokens: JSON Web Tokens signed with HMAC SHA-256 (RFC 7519, the only algorithm taken).
 * Every signed-in request verifies one, so this is a few lines over node:crypto with the key made
 * once, rather than a general JWT library that looks the key type up on every call.
 */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const MAX_TOKEN_LENGTH = 4096;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** Tokens verified lately, by their exact text: a session sends the same one with every call. */
const VERIFIED_CACHE_SIZE = 10_000;

export type TokenFailure = 'malformed' | 'signature' | 'expired';
export type VerifiedToken = { ok: true; claims: Record<string, unknown> } | { ok: false; failure: TokenFailure };

export class AccessTokenSigner {
  private readonly key: KeyObject;
  private readonly verified = new Map<string, { claims: Record<string, unknown>; exp: number }>();

  constructor(secret: string) {
    if (!secret) throw new Error('An access token secret is required');
    this.key = createSecretKey(Buffer.from(secret));
  }

  /** A token for `claims`, valid for `ttlSeconds` from `now` (iat and exp are set here). */
  sign(claims: Record<string, unknown>, ttlSeconds: number, now = Date.now()): string {
    const iat = Math.floor(now / 1000);
    const payload = Buffer.from(JSON.stringify({ ...claims, iat, exp: iat + ttlSeconds })).toString('base64url');
    const signingInput = `${HEADER}.${payload}`;
    return `${signingInput}.${this.mac(signingInput).toString('base64url')}`;
  }

  /** The claims of a token this signer issued and that has not expired at `now`. */
  verify(token: string, now = Date.now()): VerifiedToken {
    // The same text was verified before: its signature holds, only its expiry is asked again.
    const known = this.verified.get(token);
    if (known) {
      if (Math.floor(now / 1000) >= known.exp) {
        this.verified.delete(token);
        return { ok: false, failure: 'expired' };
      }
      return { ok: true, claims: known.claims };
    }
    const result = this.check(token, now);
    if (result.ok) this.remember(token, result.claims);
    return result;
  }

  private remember(token: string, claims: Record<string, unknown>): void {
    if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, { claims: Object.freeze(claims), exp: claims.exp as number });
  }

  private check(token: string, now: number): VerifiedToken {
    if (token.length > MAX_TOKEN_LENGTH) return { ok: false, failure: 'malformed' };
    const parts = token.split('.');
    if (parts.length !== 3 || !parts.every((p) => BASE64URL.test(p))) return { ok: false, failure: 'malformed' };
    const [header, payload, signature] = parts as [string, string, string];
    // The header is ours byte for byte: no other algorithm (nor "none") gets as far as the key.
    if (header !== HEADER) return { ok: false, failure: 'malformed' };
    const expected = this.mac(`${header}.${payload}`);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, failure: 'signature' };
    let claims: unknown;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return { ok: false, failure: 'malformed' };
    }
    if (!claims || typeof claims !== 'object' || Array.isArray(claims)) return { ok: false, failure: 'malformed' };
    const exp = (claims as { exp?: unknown }).exp;
    if (typeof exp !== 'number' || !Number.isFinite(exp)) return { ok: false, failure: 'malformed' };
    if (Math.floor(now / 1000) >= exp) return { ok: false, failure: 'expired' };
    return { ok: true, claims: claims as Record<string, unknown> };
  }

  private mac(input: string): Buffer {
    return createHmac('sha256', this.key).update(input).digest();
  }
}
