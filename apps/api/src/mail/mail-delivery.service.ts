import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { FALLBACK_LANGUAGE, isToggleActive, LANGUAGES, type Language } from '@fieldwork/contracts';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { Database, type Scope } from '../db/database';
import { instanceHosts } from '../db/schema';
import { JOB_ATTEMPTS, QueueService } from '../queue/queue.service';
import { InstanceStateService } from '../settings/instance-state.service';
import { TogglesRepository } from '../settings/toggles.repository';
import { UsersRepository } from '../users/users.repository';
import { MailRenderError, renderMail } from './mail-layout';
import type { MailBranding } from './mail-templates';
import { formatFrom, type MailTransport, type OutgoingMail } from './mail-transport';
import { MailTransports } from './mail-transports';
import { MailsRepository, type MailRendering, type MailRow } from './mails.repository';

/** A run holds its mail this long: longer than the slowest send the SMTP timeouts allow. */
const LEASE_MS = 120_000;
const SWEEP_EVERY_MS = 60_000;
/** A queued mail untouched this long has lost its job (the queue retries within seconds). */
const STALE_AFTER_MS = 10 * 60_000;
const SWEEP_BATCH = 100;

/** Where an instance is reached: its host, and the address its links and logo start with. */
export interface InstanceSite {
  host: string;
  baseUrl: string;
}

/**
 * The `mail.send` job: takes the mail (a lease on its row, so a second run of the same job sends
 * nothing), renders it once with the instance's branding in the mail's language, sends it
 * through the instance's transport and records the result. A failed send throws, so the queue
 * retries it; the last try leaves the row failed with the error.
 */
@Injectable()
export class MailDelivery implements OnApplicationBootstrap {
  private readonly logger = new Logger('Mail');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(Database) private readonly db: Database,
    @Inject(QueueService) private readonly queue: QueueService,
    @Inject(MailsRepository) private readonly repo: MailsRepository,
    @Inject(MailTransports) private readonly transports: MailTransports,
    @Inject(InstanceStateService) private readonly state: InstanceStateService,
    @Inject(TogglesRepository) private readonly toggles: TogglesRepository,
    @Inject(UsersRepository) private readonly users: UsersRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.queue.register('mail.send', (job) => this.deliver(job.instanceId, job.mailId).then(() => undefined));
    this.queue.register('mail.sweep', () => this.sweep().then(() => undefined));
    await this.queue.every('mail.sweep', SWEEP_EVERY_MS, {});
  }

  /** One try at one mail. Resolves 'skipped' when it is already sent, given up, or being sent by another run. */
  async deliver(instanceId: string, mailId: string): Promise<'sent' | 'skipped' | 'failed'> {
    // Hosts are read on the privileged path, before the tenant transaction opens.
    const site = await this.siteOf(instanceId);
    const prepared = await this.db.tenant(instanceId, (scope) => this.prepare(scope, mailId, site));
    if (!prepared) return 'skipped';
    if ('failed' in prepared) return 'failed';
    const { mail, transport, attempts } = prepared;
    try {
      const sent = await transport.send(mail);
      await this.db.tenant(instanceId, (scope) =>
        this.repo.markSent(scope, mailId, { transport: transport.kind, providerMessageId: sent.messageId }),
      );
      return 'sent';
    } catch (error) {
      const message = (error as Error).message;
      const status = await this.db.tenant(instanceId, (scope) =>
        this.repo.recordFailure(scope, mailId, { error: message, transport: transport.kind, maxAttempts: JOB_ATTEMPTS }),
      );
      if (status === 'failed') this.logger.error(`Mail ${mailId} to ${mail.to} given up after ${attempts} tries: ${message}`);
      throw error;
    }
  }

  /** Queues again what a dead process left queued; returns how many. */
  async sweep(now = Date.now()): Promise<number> {
    const lost = await this.db.privileged((db) => this.repo.stale(db, new Date(now - STALE_AFTER_MS), SWEEP_BATCH));
    for (const job of lost) await this.queue.add('mail.send', job);
    return lost.length;
  }

  /** Claims the mail, renders it the first time, and picks its transport; all in one transaction. */
  private async prepare(scope: Scope, mailId: string, site: InstanceSite) {
    const row = await this.repo.claim(scope, mailId, LEASE_MS);
    if (!row) return null;
    const sendGrid = await this.sendGridOf(scope);
    let rendering: MailRendering;
    try {
      rendering = isRendered(row) ? row : await this.render(scope, row, site, sendGrid?.sender ?? null);
    } catch (error) {
      if (!(error instanceof MailRenderError)) throw error;
      // A template or params that cannot render now never will: no retry.
      await this.repo.recordFailure(scope, mailId, { error: error.message, transport: null, maxAttempts: JOB_ATTEMPTS, permanent: true });
      this.logger.error(`Mail ${mailId} cannot be rendered: ${error.message}`);
      return { failed: true as const };
    }
    const mail: OutgoingMail = {
      id: row.id,
      from: rendering.fromAddress,
      to: row.to,
      subject: rendering.subject,
      html: rendering.html,
      text: rendering.text,
      language: asLanguage(rendering.language) ?? FALLBACK_LANGUAGE,
    };
    const transport: MailTransport = this.transports.for(sendGrid?.apiKey ?? null);
    return { mail, transport, attempts: row.attempts };
  }

  private async render(scope: Scope, row: MailRow, site: InstanceSite, sender: string | null): Promise<MailRendering> {
    const { settings } = await this.state.get(scope);
    const language = asLanguage(row.language) ?? (await this.recipientLanguage(scope, row.to)) ?? settings.default_language ?? FALLBACK_LANGUAGE;
    const brand: MailBranding = {
      companyName: settings.companyName,
      senderName: settings.emailSenderName,
      primaryColor: settings.branding.primary.color.hex,
      logoUrl: absoluteUrl(settings.logoUrl, site.baseUrl),
    };
    const rendered = renderMail(row.template, row.params, language, brand);
    const address = sender ?? this.config.mailFrom ?? `no-reply@${site.host}`;
    const rendering = { language, fromAddress: formatFrom(brand.senderName, address), ...rendered };
    await this.repo.saveRendering(scope, row.id, rendering);
    return rendering;
  }

  private async recipientLanguage(scope: Scope, to: string): Promise<Language | null> {
    const user = await this.users.findByEmail(scope, to.toLowerCase());
    return asLanguage(user?.language ?? null);
  }

  /** The instance's SendGrid account, when its app is on and its settings hold an API key. */
  private async sendGridOf(scope: Scope): Promise<{ apiKey: string; sender: string | null } | null> {
    const { toggles } = await this.state.get(scope);
    if (!isToggleActive(toggles, 'sendgrid')) return null;
    const settings = (await this.toggles.find(scope, 'sendgrid'))?.settings ?? {};
    const apiKey = typeof settings.apiKey === 'string' ? settings.apiKey.trim() : '';
    if (!apiKey) return null;
    // SendGrid sends only from a verified sender: the instance's own, when its settings name one.
    const sender = typeof settings.sender === 'string' && /^[^\s@<>"]+@[^\s@<>"]+$/.test(settings.sender.trim()) ? settings.sender.trim() : null;
    return { apiKey, sender };
  }

  private async siteOf(instanceId: string): Promise<InstanceSite> {
    const rows = await this.db.privileged((db) =>
      db.select({ host: instanceHosts.host }).from(instanceHosts).where(eq(instanceHosts.instanceId, instanceId)),
    );
    return siteOf(rows.map((r) => r.host), this.config);
  }
}

/**
 * The instance's site: a host name (not an IP address) when it has one, and PUBLIC_URL as the
 * base of links, or http://{host}:{PORT} outside production (where PUBLIC_URL is optional).
 */
export function siteOf(hosts: string[], config: Pick<AppConfig, 'publicUrl' | 'port'>): InstanceSite {
  const isIp = (h: string) => /^[\d.]+$/.test(h) || h.includes(':');
  const host = [...hosts].sort((a, b) => Number(isIp(a)) - Number(isIp(b)) || a.localeCompare(b))[0] ?? 'localhost';
  const baseUrl = config.publicUrl
    ? config.publicUrl.replace(/\/+$/, '')
    : `http://${host}${config.port === 80 ? '' : `:${config.port}`}`;
  return { host, baseUrl };
}

/** The logo as an absolute http(s) address, resolved against the site; anything else is dropped. */
export function absoluteUrl(value: string | null, baseUrl: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, `${baseUrl}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function asLanguage(value: string | null): Language | null {
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : null;
}

function isRendered(row: MailRow): row is MailRow & MailRendering {
  return Boolean(row.subject && row.html && row.text && row.fromAddress && row.language);
}
