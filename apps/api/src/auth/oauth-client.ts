import { timingSafeEqual } from 'node:crypto';
import { AppError } from '../common/app-error';
import type { AppConfig } from '../config/config';

const equalSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** The form's client id and secret are the web's (the token grant and impersonation); otherwise a 401. */
export function assertOAuthClient(config: AppConfig, form: { client_id: string; client_secret: string }): void {
  const client = config.oauthClient;
  if (!equalSecret(form.client_id, client.id) || !equalSecret(form.client_secret, client.secret)) {
    throw new AppError('unauthenticated', 'Invalid client');
  }
}
