import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the stand-in received. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The body parsed as JSON (undefined when it is not JSON). */
  json: unknown;
}

/** How the stand-in answers one request. */
export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string as is. */
  body?: unknown;
  /** Answer only after this long (the client may give up first). */
  delayMs?: number;
}

/** An OpenAI-style success answer carrying `content`. */
export const completion = (content: string): Reply => ({
  body: {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  },
});

/**
 * A local chat-completions endpoint on a real port: records each request and answers with the
 * queued replies in order, the last one repeating.
 */
export class ChatStandIn {
  readonly requests: RecordedRequest[] = [];
  /** Called as each request arrives (e.g. to abort the client mid-request). */
  onRequest: (request: RecordedRequest) => void = () => {};
  private replies: Reply[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly server: Server;

  private constructor() {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = JSON.parse(raw);
        } catch {
          json = undefined;
        }
        const recorded = {
          method: req.method ?? '',
          path: req.url ?? '',
          headers: req.headers,
          json,
        };
        this.requests.push(recorded);
        this.onRequest(recorded);

        const reply = (this.replies.length > 1 ? this.replies.shift() : this.replies[0]) ?? {
          status: 418,
          body: { error: { message: 'ChatStandIn: no reply queued' } },
        };
        const send = () => {
          if (res.destroyed) return;
          const body = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
          res.writeHead(reply.status ?? 200, {
            'content-type': 'application/json',
            ...reply.headers,
          });
          res.end(body);
        };
        if (!reply.delayMs) return send();
        const timer = setTimeout(() => {
          this.timers.delete(timer);
          send();
        }, reply.delayMs);
        this.timers.add(timer);
      });
    });
  }

  static async start(): Promise<ChatStandIn> {
    const standIn = new ChatStandIn();
    await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
    return standIn;
  }

  /** The base URL to configure, like https://api.openai.com/v1. */
  get baseUrl(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}/v1`;
  }

  /** Answers the coming requests with these replies, in order; the last one repeats. */
  reply(...replies: Reply[]): void {
    this.replies = replies;
  }

  /** Forgets what was recorded and queued, between tests. */
  reset(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.requests.length = 0;
    this.replies = [];
    this.onRequest = () => {};
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
