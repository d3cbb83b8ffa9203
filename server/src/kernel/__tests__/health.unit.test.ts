import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Health, serveHealth, type ReadinessChecks } from '../health';

const healths: Health[] = [];
const servers: Server[] = [];
afterAll(async () => {
  for (const health of healths) health.close();
  await Promise.all(
    servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
  );
});

function healthOf(checks: ReadinessChecks, loopDelayLimitMs = 2_000): Health {
  const health = new Health(checks, { loopDelayLimitMs, checkTimeoutMs: 200 });
  healths.push(health);
  return health;
}

const answers = () => Promise.resolve('PONG');
const never = () => new Promise<never>(() => undefined);

/** Holds this thread's event loop for `ms`, as a synchronous computation would. */
function holdLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy: nothing else runs meanwhile
  }
}

/** Lets the loop-delay histogram's timer (every 20 ms) record what the loop went through. */
const turns = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('is ready when every check answers in time, and names the one that does not', async () => {
  expect(await healthOf({ postgres: answers, redis: answers }).ready()).toEqual({
    status: 200,
    body: { ready: true, checks: { postgres: 'ok', redis: 'ok' } },
  });
  expect(await healthOf({ postgres: answers, redis: never }).ready()).toEqual({
    status: 503,
    body: { ready: false, checks: { postgres: 'ok', redis: 'timed out' }, failed: ['redis'] },
  });
  const refused = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
  expect(await healthOf({ postgres: refused, redis: answers }).ready()).toEqual({
    status: 503,
    body: { ready: false, checks: { postgres: 'failed', redis: 'ok' }, failed: ['postgres'] },
  });
  const thrown = () => {
    throw new Error('not connected');
  };
  expect((await healthOf({ postgres: thrown }).ready()).body).toEqual({
    ready: false,
    checks: { postgres: 'failed' },
    failed: ['postgres'],
  });
});

it('is not ready once draining, without asking anything', async () => {
  let asked = 0;
  const health = healthOf({ postgres: async () => asked++ });
  expect((await health.ready()).status).toBe(200);
  health.drain();
  expect(await health.ready()).toEqual({ status: 503, body: { ready: false, draining: true } });
  expect(asked).toBe(1);
  expect(health.isDraining).toBe(true);
});

it('is live while the event loop turns, and not after it was held past the limit', async () => {
  const health = healthOf({}, 1_000);
  await turns(100);
  expect(health.live()).toMatchObject({
    status: 200,
    body: { live: true, loopDelayLimitMs: 1_000 },
  });
  holdLoop(1_300);
  await turns(50);
  const stalled = health.live();
  expect(stalled.status).toBe(503);
  expect(stalled.body).toMatchObject({ live: false, loopDelayLimitMs: 1_000 });
  expect(stalled.body.eventLoopDelayMs).toBeGreaterThan(1_000);
});

it('answers GET /health/live and /health/ready on a port of its own, and 404 for anything else', async () => {
  const health = healthOf({ redis: answers });
  const server = await serveHealth(health, 0);
  servers.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const live = await fetch(`${base}/health/live`);
  expect(live.status).toBe(200);
  expect(live.headers.get('cache-control')).toBe('no-store');
  expect(await live.json()).toMatchObject({ live: true });
  const ready = await fetch(`${base}/health/ready?probe=1`);
  expect(await ready.json()).toEqual({ ready: true, checks: { redis: 'ok' } });
  expect((await fetch(`${base}/health/ready`, { method: 'HEAD' })).status).toBe(200);
  expect((await fetch(`${base}/health/ready`, { method: 'POST' })).status).toBe(404);
  expect((await fetch(`${base}/health`)).status).toBe(404);

  health.drain();
  expect((await fetch(`${base}/health/ready`)).status).toBe(503);
  expect((await fetch(`${base}/health/live`)).status).toBe(200);
});
