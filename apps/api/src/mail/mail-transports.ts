import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { createSendGridTransport } from './create-mail-transport';
import type { MailTransport } from './mail-transport';

/** Injection token of the deployment's transport (SMTP_URL's server, or the outbox). */
export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

/**
 * The transport for one instance's mail: SendGrid's relay with the instance's own API key when
 * its SendGrid app is on, the deployment's transport otherwise. Relays are kept per key.
 */
@Injectable()
export class MailTransports implements OnModuleDestroy {
  private readonly relays = new Map<string, MailTransport>();

  constructor(@Inject(MAIL_TRANSPORT) private readonly fallback: MailTransport) {}

  for(sendGridApiKey: string | null): MailTransport {
    if (!sendGridApiKey) return this.fallback;
    let relay = this.relays.get(sendGridApiKey);
    if (!relay) {
      relay = createSendGridTransport(sendGridApiKey);
      this.relays.set(sendGridApiKey, relay);
    }
    return relay;
  }

  onModuleDestroy(): void {
    this.fallback.close();
    for (const relay of this.relays.values()) relay.close();
  }
}
