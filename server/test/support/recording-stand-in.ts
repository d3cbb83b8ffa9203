import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a stand-in received. */
export interface RecordedRequest {
  method: string;
  /** Path and query, as sent. */
  path: string;
  headers: IncomingHttpHeaders;
  /** The body as UTF-8 text. */
  body: string;
  /** The body's bytes. */
  raw: Buffer;
  /** The body parsed as JSON (undefined when it is not JSON). */
  json: unknown;
  /** The body's fields when it is application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  /** When it arrived (ms since the epoch). */
  receivedAt: number;
  /** The answer's status and headers, once it was given (not for a dropped connection). */
  response?: { status: number; headers: IncomingHttpHeaders };
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
  /**
   * What answers when no reply is queued: this reply, or the service at `passTo` (a base URL the
   * request's path is appended to), which gets the request as it came and whose answer goes back
   * as it is.
   */
  unqueued: Reply | { passTo: string };
  /** The content-type of a string body (a JSON API answers even malformed text as JSON). */
  textContentType?: string;
}

/**
 * An outside service's local stand-in on a real port, checking what we send: it records each
 * request and answers with the queued replies in order, the last one repeating; or, in front of
 * a service, lets that service answer what no queued reply does.
 */
export class RecordingStandIn {
  readonly requests: RecordedRequest[] = [];
  /** Called as each request arrives (e.g. to abort the client mid-request). */
  onRequest: (request: RecordedRequest) => void = () => {};
  private replies: Answer[] = [];
  /** Answers for the next requests only, one each, before `replies`. */
  private nextReplies: Answer[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly server: Server;

  protected constructor(private readonly options: StandInOptions) {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const raw = Buffer.concat(chunks);
        const body = raw.toString('utf8');
        const contentType = req.headers['content-type'] ?? '';
        const request: RecordedRequest = {
          method: req.method ?? '',
          path: req.url ?? '',
          headers: req.headers,
          body,
          raw,
          json: parseJson(body),
          form: contentType.startsWith('application/x-www-form-urlencoded')
            ? Object.fromEntries(new URLSearchParams(body))
            : undefined,
          receivedAt: Date.now(),
        };
        this.requests.push(request);
        this.onRequest(request);

        const answer =
          this.nextReplies.shift() ??
          (this.replies.length > 1 ? this.replies.shift() : this.replies[0]);
        const reply = typeof answer === 'function' ? answer(request) : answer;
        if (reply) return this.answer(request, res, reply);
        const { unqueued } = options;
        if ('passTo' in unqueued) return passOn(unqueued.passTo, request, raw, res);
        this.answer(request, res, unqueued);
      });
    });
  }

  private answer(request: RecordedRequest, res: ServerResponse, reply: Reply): void {
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
        if (this.options.textContentType) headers['content-type'] ??= this.options.textContentType;
      } else if (reply.body !== undefined) {
        text = JSON.stringify(reply.body);
        headers['content-type'] ??= 'application/json';
      }
      res.writeHead(reply.status ?? 200, headers);
      request.response = { status: res.statusCode, headers: lowerCased(headers) };
      res.end(text);
    };
    if (!reply.delayMs) return send();
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      send();
    }, reply.delayMs);
    this.timers.add(timer);
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

  /**
   * Answers only the next requests with these replies, one each; then the usual answers resume
   * (those of reply(), or what answers unqueued requests).
   */
  replyNext(...replies: Answer[]): void {
    this.nextReplies = replies;
  }

  /** Forgets what was recorded and queued, between tests. */
  reset(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.requests.length = 0;
    this.replies = [];
    this.nextReplies = [];
    this.onRequest = () => {};
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/**
 * Sends the request on to `base` + its path, as it came (method, headers, body), and its answer
 * back as it is; a connection that fails is dropped, as the network would.
 */
function passOn(base: string, request: RecordedRequest, body: Buffer, res: ServerResponse): void {
  const target = new URL(`${base.replace(/\/+$/, '')}${request.path}`);
  const upstream = httpRequest(
    target,
    {
      method: request.method,
      // The service learns the address it was reached at, as behind a proxy (upload URLs): this
      // host, with the service's root at its own root.
      headers: {
        ...request.headers,
        host: target.host,
        'x-forwarded-host': request.headers.host,
        'x-forwarded-prefix': '',
      },
    },
    (answer) => {
      const status = answer.statusCode ?? 502;
      request.response = { status, headers: answer.headers };
      res.writeHead(status, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => res.socket?.destroy());
  upstream.end(body);
}

function lowerCased(headers: Record<string, string>): IncomingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
