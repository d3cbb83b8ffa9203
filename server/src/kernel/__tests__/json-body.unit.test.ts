import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { jsonBody } from '../input';

const LIMIT = 1024;

/** What a parser made of a request: the body it parsed, or the kind of error it reported. */
type Outcome = { body: unknown } | { error: string | undefined; status: number | undefined };

async function serve(parser: RequestHandler): Promise<{ server: Server; url: string }> {
  const app = express();
  app.post('/', parser, (req, res) => {
    res.json({ body: req.body as unknown });
  });
  const report: ErrorRequestHandler = (
    err: { type?: string; status?: number },
    _req,
    res,
    _next,
  ) => {
    res.status(299).json({ error: err.type, status: err.status });
  };
  app.use(report);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

function send(url: string, body: Buffer, headers: Record<string, string>): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString()) as Outcome));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const json = { 'content-type': 'application/json' };
const CASES: [string, Buffer, Record<string, string>][] = [
  ['an object', Buffer.from('{"query":"{ me { id } }","variables":{"n":1}}'), json],
  ['an array', Buffer.from('[1,2,{"a":"é"}]'), json],
  ['leading whitespace', Buffer.from(' \n\t{"a":1}'), json],
  ['a byte-order mark', Buffer.from('\uFEFF{"a":1}'), json],
  [
    'charset utf-8',
    Buffer.from('{"a":"ü"}'),
    { 'content-type': 'application/json; charset=utf-8' },
  ],
  [
    'quoted charset',
    Buffer.from('{"a":1}'),
    { 'content-type': 'application/json; charset="UTF-8"' },
  ],
  ['a string at the top', Buffer.from('"text"'), json],
  ['a number at the top', Buffer.from('12'), json],
  ['null at the top', Buffer.from('null'), json],
  ['broken JSON', Buffer.from('{"a":'), json],
  ['trailing garbage', Buffer.from('{"a":1} x'), json],
  ['an empty body', Buffer.alloc(0), json],
  ['whitespace only', Buffer.from('   '), json],
  ['too large', Buffer.from(`{"a":"${'x'.repeat(LIMIT)}"}`), json],
  ['latin-1', Buffer.from('{"a":1}'), { 'content-type': 'application/json; charset=latin1' }],
  ['gzip', gzipSync('{"a":1}'), { 'content-type': 'application/json', 'content-encoding': 'gzip' }],
  ['another type', Buffer.from('{"a":1}'), { 'content-type': 'text/plain' }],
  ['a +json type', Buffer.from('{"a":1}'), { 'content-type': 'application/ld+json' }],
  ['no type', Buffer.from('{"a":1}'), {}],
];

describe('jsonBody', () => {
  let ours: { server: Server; url: string };
  let bodyParser: { server: Server; url: string };
  beforeAll(async () => {
    ours = await serve(jsonBody(LIMIT));
    bodyParser = await serve(express.json({ limit: LIMIT }));
  });
  afterAll(() => {
    ours.server.close();
    bodyParser.server.close();
  });

  it.each(CASES)('reads %s as express.json() does', async (_what, body, headers) => {
    const [mine, theirs] = await Promise.all([
      send(ours.url, body, headers),
      send(bodyParser.url, body, headers),
    ]);
    expect(mine).toEqual(theirs);
  });
});
