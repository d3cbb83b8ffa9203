import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the stand-in received. */
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

/** How the stand-in answers one request. */
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

/** LinkedIn's answer to a created post: 201, no body, the URN in x-restli-id. */
export const created = (urn: string): Reply => ({ status: 201, headers: { 'x-restli-id': urn } });

/** A LinkedIn REST error body, e.g. linkedInError(401, 'EXPIRED_ACCESS_TOKEN', '…', 65601). */
export const linkedInError = (
  status: number,
  code: string,
  message: string,
  serviceErrorCode?: number,
): Reply => ({
  status,
  body: { status, ...(serviceErrorCode !== undefined && { serviceErrorCode }), code, message },
});

/**
 * A local LinkedIn (OAuth and REST API) on a real port: records each request and answers with
 * the queued replies in order, the last one repeating.
 */
export class LinkedInStandIn {
  readonly requests: RecordedRequest[] = [];
  private replies: Answer[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly server: Server;

  private constructor() {
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

        const answer = this.replies.length > 1 ? this.replies.shift() : this.replies[0];
        const reply = (typeof answer === 'function' ? answer(request) : answer) ?? {
          status: 418,
          body: { status: 418, message: 'LinkedInStandIn: no reply queued' },
        };
        const send = () => {
          if (res.destroyed) return;
          if (reply.destroy) {
            res.socket?.destroy();
            return;
          }
          const headers: Record<string, string> = { ...reply.headers };
          let text = '';
          if (typeof reply.body === 'string') text = reply.body;
          else if (reply.body !== undefined) {
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

  static async start(): Promise<LinkedInStandIn> {
    const standIn = new LinkedInStandIn();
    await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
    return standIn;
  }

  /** The root to configure as LINKEDIN_API_URL; LINKEDIN_AUTH_URL is `${url}/oauth/v2`. */
  get url(): string {
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
