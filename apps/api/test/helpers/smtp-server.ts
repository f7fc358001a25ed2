import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** RCPT TO addresses of the envelope. */
  to: string[];
  parsed: ParsedMail;
}

export interface SmtpTestServer {
  /** smtp://user:password@127.0.0.1:port, as SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Every RCPT TO the server was asked, refused ones included: one per sending try. */
  recipientsAsked: string[];
  /** The first mail received for `to`, waiting for it up to `ms`. */
  waitFor(to: string, ms?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

const USER = 'fieldwork';
const PASSWORD = 'smtp-test-secret';

/**
 * A real SMTP server on 127.0.0.1 and a free port, with authentication, that parses what it
 * receives. Recipients matching `refuse` are answered 550, as a server refusing a mailbox.
 */
export async function startSmtpServer(options: { refuse?: (address: string) => boolean } = {}): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const recipientsAsked: string[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: USER });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      recipientsAsked.push(address.address);
      if (options.refuse?.(address.address)) {
        callback(Object.assign(new Error(`Mailbox ${address.address} unavailable`), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), parsed });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://${USER}:${PASSWORD}@127.0.0.1:${port}`,
    received,
    recipientsAsked,
    async waitFor(to, ms = 15_000) {
      const start = Date.now();
      for (;;) {
        const hit = received.find((m) => m.to.includes(to));
        if (hit) return hit;
        if (Date.now() - start > ms) throw new Error(`No mail for ${to} within ${ms} ms`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
