import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config';

const TOKEN_RE = /^([0-9a-f]{32})\.([A-Za-z0-9_-]{43})$/;

/**
 * The tokens of public answer links (ADR 0042): the link's id (32 hex digits) and an HMAC-SHA256
 * of the instance and the id, keyed by the server's secret as signed asset links are
 * (`{jwt secret}:answer-links`). A token is checked before the database is asked; one made on
 * another instance, or changed by a character, does not verify. It carries no expiry of its own:
 * the link's row says whether it is expired or withdrawn.
 */
@Injectable()
export class AnswerLinkTokens {
  private readonly secret: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.secret = `${config.jwt.secret}:answer-links`;
  }

  token(instanceId: string, linkId: string): string {
    const id = linkId.replace(/-/g, '').toLowerCase();
    return `${id}.${this.sign(instanceId, id)}`;
  }

  /** The link id a token names, when it was signed for this instance; else null. */
  verify(instanceId: string, token: string): string | null {
    const match = TOKEN_RE.exec(token);
    if (!match) return null;
    const [, id, mac] = match;
    const expected = Buffer.from(this.sign(instanceId, id));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`;
  }

  private sign(instanceId: string, id: string): string {
    return createHmac('sha256', this.secret).update(`${instanceId}.${id}`).digest('base64url');
  }
}
