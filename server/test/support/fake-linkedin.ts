import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A post the fake LinkedIn accepted. */
export interface FakePost {
  urn: string;
  author: string;
  commentary: string;
  receivedAt: number;
  headers: IncomingHttpHeaders;
}

/**
 * A stateful LinkedIn stand-in for publishing tests: it keeps the posts it accepts, answers a
 * repeated post with 422 DUPLICATE_POST naming the first one (as LinkedIn does), and can be
 * told to fail the next requests with a given answer.
 */
export class FakeLinkedIn {
  readonly posts: FakePost[] = [];
  /** Answers for the next requests, before the normal behaviour resumes. */
  failures: { status: number; body: unknown; headers?: Record<string, string> }[] = [];
  requests = 0;
  private readonly server: Server;

  private constructor() {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        this.requests++;
        const failure = this.failures.shift();
        if (failure) {
          res.writeHead(failure.status, { 'content-type': 'application/json', ...failure.headers });
          res.end(JSON.stringify(failure.body));
          return;
        }
        if (req.method !== 'POST' || req.url !== '/rest/posts') {
          res.writeHead(404).end();
          return;
        }
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          author: string;
          commentary: string;
        };
        const existing = this.posts.find(
          (post) => post.author === body.author && post.commentary === body.commentary,
        );
        if (existing) {
          res.writeHead(422, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({
              status: 422,
              message: `Content is a duplicate of ${existing.urn}`,
            }),
          );
          return;
        }
        const urn = `urn:li:share:${7_000_000_000 + this.posts.length + 1}`;
        this.posts.push({ urn, ...body, receivedAt: Date.now(), headers: req.headers });
        res.writeHead(201, { 'x-restli-id': encodeURIComponent(urn) }).end();
      });
    });
  }

  static async start(): Promise<FakeLinkedIn> {
    const fake = new FakeLinkedIn();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The configuration that points Postpilot at this fake. */
  get env(): Record<string, string> {
    return {
      LINKEDIN_CLIENT_ID: 'test-client',
      LINKEDIN_CLIENT_SECRET: 'test-secret',
      LINKEDIN_AUTH_URL: `${this.url}/oauth/v2`,
      LINKEDIN_API_URL: this.url,
    };
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
