import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a stand-in received. */
export interface RecordedRequest {
  method: string;
  /** Path and query, as sent. */
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw body. */
  body: string;
  /** The body parsed as JSON (undefined when it is not JSON). */
  json: unknown;
  /** The body's fields when it is application/x-www-form-urlencoded. */
  form?: Record<string, string>;
}

/** How a stand-in answers one request. */
export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string as is; nothing: an empty body. */
  body?: unknown;
  /** Answer only after this long (the client may give up first). */
  delayMs?: number;
  /** Drop the connection without answering, as a failing network does. */
  destroy?: boolean;
}

/** A reply, or how to answer from the request (requests sent at once arrive in any order). */
export type Answer = Reply | ((request: RecordedRequest) => Reply);

export interface StandInOptions {
  /** What it answers when no reply is queued. */
  unqueued: Reply;
  /** The content-type of a string body (a JSON API answers even malformed text as JSON). */
  textContentType?: string;
}

/**
 * An outside service's local stand-in on a real port, checking what we send: it records each
 * request and answers with the queued replies in order, the last one repeating.
 */
export class RecordingStandIn {
  readonly requests: RecordedRequest[] = [];
  /** Called as each request arrives (e.g. to abort the client mid-request). */
  onRequest: (request: RecordedRequest) => void = () => {};
  private replies: Answer[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly server: Server;

  protected constructor(private readonly options: StandInOptions) {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const contentType = req.headers['content-type'] ?? '';
        const request: RecordedRequest = {
          method: req.method ?? '',
          path: req.url ?? '',
          headers: req.headers,
          body,
          json: parseJson(body),
          form: contentType.startsWith('application/x-www-form-urlencoded')
            ? Object.fromEntries(new URLSearchParams(body))
            : undefined,
        };
        this.requests.push(request);
        this.onRequest(request);

        const answer = this.replies.length > 1 ? this.replies.shift() : this.replies[0];
        const reply = (typeof answer === 'function' ? answer(request) : answer) ?? options.unqueued;
        const send = () => {
          if (res.destroyed) return;
          if (reply.destroy) {
            res.socket?.destroy();
            return;
          }
          const headers: Record<string, string> = { ...reply.headers };
          let text = '';
          if (typeof reply.body === 'string') {
            text = reply.body;
            if (options.textContentType) headers['content-type'] ??= options.textContentType;
          } else if (reply.body !== undefined) {
            text = JSON.stringify(reply.body);
            headers['content-type'] ??= 'application/json';
          }
          res.writeHead(reply.status ?? 200, headers);
          res.end(text);
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

  /** Starts listening on a free port of 127.0.0.1. */
  protected async listen(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  /** http://127.0.0.1:{port} */
  protected get origin(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  /** Answers the coming requests with these replies, in order; the last one repeats. */
  reply(...replies: Answer[]): void {
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

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
