// A real SMTP server for the end-to-end suite, and the mailbox the journeys read: the API sends
// its mail here (SMTP_URL), and a journey asks GET /mails?to=<address> on the mailbox port for
// what arrived (newest last). start-app.mjs starts it beside the API.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

// apps/api's dev dependencies, as e2e/s3 takes s3rver.
const requireApi = createRequire(new URL('../apps/api/package.json', import.meta.url));
const { simpleParser } = requireApi('mailparser');
const { SMTPServer } = requireApi('smtp-server');

/** Starts the SMTP server on `smtpPort` and the mailbox on `httpPort` (both on 127.0.0.1). */
export async function startMailbox({ smtpPort, httpPort }) {
  const received = [];
  const smtp = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: mail.from?.text ?? null,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            date: new Date().toISOString(),
          });
          callback();
        },
        (error) => callback(error),
      );
    },
  });
  const http = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://mailbox');
    if (url.pathname !== '/mails') {
      res.writeHead(404).end();
      return;
    }
    const to = url.searchParams.get('to')?.toLowerCase();
    const mails = to ? received.filter((m) => m.to.includes(to)) : received;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mails));
  });
  await new Promise((resolve, reject) => {
    smtp.on('error', reject);
    smtp.listen(smtpPort, '127.0.0.1', resolve);
  });
  await new Promise((resolve, reject) => {
    http.on('error', reject);
    http.listen(httpPort, '127.0.0.1', resolve);
  });
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    stop: () => Promise.all([new Promise((r) => smtp.close(r)), new Promise((r) => http.close(r))]),
  };
}
