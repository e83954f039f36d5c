// A real SMTP server for the end-to-end run: the API delivers mail to it over SMTP, and the
// specs read what arrived through a small HTTP endpoint (GET /messages?to=<address>).
// Each Playwright worker starts its own; the ports come from MAIL_SINK_SMTP_PORT and
// MAIL_SINK_HTTP_PORT, and 0 (the default) takes free ones. Once both listen, one JSON line
// on stdout names them: {"smtpPort":…,"httpPort":…}.
import { once } from 'node:events';
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const messages = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((parsed) => {
        messages.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          receivedAt: new Date().toISOString(),
        });
        callback();
      })
      .catch(callback);
  },
});

const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (url.pathname === '/health') return response.end('ok');
  if (url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase();
    const found = to ? messages.filter((message) => message.to.includes(to)) : messages;
    response.setHeader('content-type', 'application/json');
    return response.end(JSON.stringify(found));
  }
  response.statusCode = 404;
  response.end();
});

smtp.listen(Number(process.env.MAIL_SINK_SMTP_PORT ?? 0), '127.0.0.1');
http.listen(Number(process.env.MAIL_SINK_HTTP_PORT ?? 0), '127.0.0.1');
await Promise.all([once(smtp.server, 'listening'), once(http, 'listening')]);
process.stdout.write(
  `${JSON.stringify({ smtpPort: smtp.server.address().port, httpPort: http.address().port })}\n`,
);
