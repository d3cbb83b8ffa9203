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
