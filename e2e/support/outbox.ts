import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DATA_DIR } from './browser';

/**
 * In development mode (no SMTP_URL) every e-mail lands in DATA_DIR/outbox as an .eml file;
 * this finds the newest link of a kind sent to `to`, waiting for the worker to write it.
 */
export async function linkFromOutbox(
  to: string,
  pathPrefix: string,
  timeoutMs = 15_000,
): Promise<string> {
  const outbox = path.join(DATA_DIR, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = safeList(outbox)
      .filter((file) => file.includes(to))
      .sort()
      .reverse();
    for (const file of files) {
      const text = decodeQuotedPrintable(readFileSync(path.join(outbox, file), 'utf8'));
      const match = new RegExp(`https?://[^\\s"<]+${pathPrefix.replace(/\//g, '\\/')}[\\w-]+`).exec(
        text,
      );
      if (match) return match[0];
    }
    if (Date.now() > deadline) throw new Error(`No e-mail with a ${pathPrefix} link reached ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function safeList(folder: string): string[] {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}

const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** A message in the development outbox: its subject and its text part, decoded. */
export interface OutboxMessage {
  file: string;
  subject: string;
  text: string;
}

/** The messages sent to `to` so far, oldest first. */
export function outboxMessages(to: string): OutboxMessage[] {
  const outbox = path.join(DATA_DIR, 'outbox');
  return safeList(outbox)
    .filter((file) => file.includes(to))
    .sort()
    .map((file) => {
      const raw = readFileSync(path.join(outbox, file), 'utf8');
      const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/m
        .exec(raw)?.[1]
        ?.replace(/\r?\n[ \t]/g, ' ');
      const [, body = ''] = raw.split(/\r?\n\r?\n/, 2);
      const textPart =
        /Content-Type: text\/plain[^]*?\r?\n\r?\n([^]*?)\r?\n--/.exec(raw)?.[1] ?? body;
      return { file, subject: subject?.trim() ?? '', text: decodeUtf8QuotedPrintable(textPart) };
    });
}

/** Waits until `count` messages with this subject have reached `to`, and answers them. */
export async function waitForOutbox(
  to: string,
  subject: string,
  count = 1,
  timeoutMs = 20_000,
): Promise<OutboxMessage[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = outboxMessages(to).filter((message) => message.subject === subject);
    if (found.length >= count) return found;
    if (Date.now() > deadline) {
      throw new Error(`${found.length} of ${count} e-mails "${subject}" reached ${to}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const decodeUtf8QuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
