import type { AddressInfo } from 'node:net';
import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import { sameHeadersEachTime } from '../http';

async function headersOf(middleware: RequestHandler): Promise<Record<string, string>> {
  const app = express();
  app.use(middleware);
  app.get('/', (_req, res) => {
    res.type('text').send('ok');
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const headers = Object.fromEntries(res.headers);
    delete headers.date;
    return headers;
  } finally {
    server.close();
  }
}

describe('sameHeadersEachTime', () => {
  const options = {
    contentSecurityPolicy: {
      directives: { upgradeInsecureRequests: null, scriptSrc: ["'self'", "'sha256-abc='"] },
    },
  };

  it('sets exactly the headers helmet sets, on every answer', async () => {
    const recorded = sameHeadersEachTime(helmet(options));
    expect(await headersOf(recorded)).toEqual(await headersOf(helmet(options)));
    expect(await headersOf(recorded)).toEqual(await headersOf(helmet(options)));
  });

  it('uses a middleware that does not finish at once as it is', () => {
    const later: RequestHandler = (_req, _res, next) => void setImmediate(next);
    expect(sameHeadersEachTime(later)).toBe(later);
    const failing: RequestHandler = (_req, _res, next) => next(new Error('no'));
    expect(sameHeadersEachTime(failing)).toBe(failing);
  });
});
