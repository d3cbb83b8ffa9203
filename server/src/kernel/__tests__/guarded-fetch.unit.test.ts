import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  EndpointPolicy,
  followRedirects,
  guardedFetch as guardedFetchWith,
  isInternalAddress,
  type GuardedFetchErrors,
} from '../guarded-fetch';

const AM = { privateAddress: 'private', baseUrlInvalid: 'not http', tooLarge: 'too large' };
const ERRORS: GuardedFetchErrors = {
  privateAddress: () => new Error(AM.privateAddress),
  badUrl: () => new Error(AM.baseUrlInvalid),
  tooLarge: () => new Error(AM.tooLarge),
};
const guardedFetch = (policy: EndpointPolicy, maxBytes?: number) =>
  guardedFetchWith(policy, ERRORS, maxBytes);

describe('isInternalAddress', () => {
  it.each([
    '127.0.0.1',
    '10.20.30.40',
    '172.31.255.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fd00:ec2::254',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::a00:1',
    '2002:c0a8:101::1',
  ])('%s is internal', (address) => expect(isInternalAddress(address)).toBe(true));

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '2606:4700:4700::1111', '::ffff:808:808'])(
    '%s is public',
    (address) => expect(isInternalAddress(address)).toBe(false),
  );
});

describe('guardedFetch', () => {
  let server: Server;
  let origin: string;
  let body = 'x';
  beforeAll(async () => {
    server = createServer((req, res) => {
      // /hop/N redirects to /hop/N-1; /hop/0 answers.
      const hop = /^\/hop\/(\d+)$/.exec(req.url ?? '');
      if (hop) {
        const n = Number(hop[1]);
        if (n === 0) res.writeHead(200).end('arrived');
        else res.writeHead(302, { location: `/hop/${n - 1}` }).end();
        return;
      }
      res.writeHead(301, { location: 'http://169.254.169.254/' });
      res.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('refuses loopback by address and by name unless allowed, before any connection', async () => {
    const strict = guardedFetch(new EndpointPolicy(false));
    await expect(strict(`${origin}/v1`)).rejects.toMatchObject({ message: AM.privateAddress });
    await expect(strict(origin.replace('127.0.0.1', 'localhost'))).rejects.toMatchObject({
      message: AM.privateAddress,
    });
    const listed = guardedFetch(new EndpointPolicy(['127.0.0.1']));
    expect((await listed(origin)).status).toBe(301);
  });

  it('returns a redirect as it is, without following it', async () => {
    const open = guardedFetch(new EndpointPolicy(true));
    const response = await open(`${origin}/v1/chat/completions`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('http://169.254.169.254/');
  });

  it('stops reading an answer larger than its limit', async () => {
    body = 'y'.repeat(64 * 1024);
    const small = guardedFetch(new EndpointPolicy(true), 1024);
    await expect(small(origin)).rejects.toMatchObject({ message: AM.tooLarge });
    body = 'x';
  });

  it('follows a few redirects, each hop through the guard', async () => {
    const open = guardedFetch(new EndpointPolicy(true));
    const tooMany = () => new Error('too many');
    const { response, url } = await followRedirects(open, `${origin}/hop/3`, 3, tooMany);
    expect(await response.text()).toBe('arrived');
    expect(url).toBe(`${origin}/hop/0`);
    await expect(followRedirects(open, `${origin}/hop/4`, 3, tooMany)).rejects.toThrow('too many');
    // The public-looking first hop is allowed here; the redirect to 169.254.169.254 is not.
    const listed = guardedFetch(new EndpointPolicy(['127.0.0.1']));
    await expect(followRedirects(listed, `${origin}/v1`, 3, tooMany)).rejects.toMatchObject({
      message: AM.privateAddress,
    });
  });
});
