import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  /** The text/plain part, transfer-decoded. */
  text: string;
  /** The text/html part, transfer-decoded. */
  html: string;
}

/**
 * A real SMTP server on a free local port that keeps what it receives. While it holds (from the
 * start with `hold`, or after `hold()`), it answers no message's DATA, so the sender waits (its
 * job running), until `release()`; `holding()` counts the messages waiting.
 */
export async function startSmtpStandIn({ hold = false } = {}): Promise<{
  url: string;
  messages: ReceivedMail[];
  waitForMessage: (to: string, timeoutMs?: number) => Promise<ReceivedMail>;
  holding: () => number;
  hold: () => void;
  release: () => void;
  stop: () => Promise<void>;
}> {
  const messages: ReceivedMail[] = [];
  let gate: { opened: Promise<void>; open: () => void } | null = null;
  const close = () => {
    let open = () => {};
    const opened = new Promise<void>((resolve) => (open = resolve));
    gate ??= { opened, open };
  };
  if (hold) close();
  let holding = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (gate) {
          holding++;
          await gate.opened;
          holding--;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
          text: mimePart(raw, 'text/plain'),
          html: mimePart(raw, 'text/html'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMessage: async (to, timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find((m) => m.to.includes(to));
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`No e-mail reached ${to} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    holding: () => holding,
    hold: close,
    release: () => {
      gate?.open();
      gate = null;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Finds one part of a multipart message and undoes its transfer encoding. */
function mimePart(raw: string, type: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`) : [raw];
  const part = parts.find((p) => new RegExp(`Content-Type: ${type}`, 'i').test(p));
  if (!part) return '';
  const [headers, ...body] = part.split(/\r?\n\r?\n/);
  const content = body.join('\n\n');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) {
    return Buffer.from(
      content
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  }
  if (/Content-Transfer-Encoding: base64/i.test(headers)) {
    return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  return content;
}
