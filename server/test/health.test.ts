import { Client } from 'pg';
import { startTestApp, type TestApp } from './support/app';
import { TEST_DATABASE_URL } from './support/database';

/** The API's /health/live and /health/ready, against the real Postgres and Redis. */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

/** Runs `sql` as the server's administrator (on its own database, not the app's). */
async function asAdmin(sql: string, values: unknown[] = []) {
  const admin = new Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(sql, values);
  } finally {
    await admin.end();
  }
}

it('is live and ready while Postgres and Redis answer', async () => {
  const live = await app.http().get('/health/live').expect(200);
  expect(live.body).toEqual({
    live: true,
    eventLoopDelayMs: expect.any(Number),
    loopDelayLimitMs: 2000,
  });
  expect(live.headers['cache-control']).toBe('no-store');
  const ready = await app.http().get('/health/ready').expect(200);
  expect(ready.body).toEqual({ ready: true, checks: { postgres: 'ok', redis: 'ok' } });
  await app.http().head('/health/ready').expect(200);
  // Other methods are the app's, which answers them as any unknown route.
  await app.http().post('/health/ready').expect(404);
});

it('is not ready, naming Redis, while Redis does not answer', async () => {
  const { redis } = app.api.infra;
  redis.disconnect();
  try {
    const res = await app.http().get('/health/ready').expect(503);
    expect(res.body).toEqual({
      ready: false,
      checks: { postgres: 'ok', redis: 'failed' },
      failed: ['redis'],
    });
    await app.http().get('/health/live').expect(200);
  } finally {
    await redis.connect();
  }
  await app.http().get('/health/ready').expect(200);
});

it('is not ready, naming Postgres, while Postgres refuses the app’s connections', async () => {
  const database = new URL(app.config.databaseUrl).pathname.slice(1);
  await asAdmin(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS false`);
  try {
    await asAdmin(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [database],
    );
    const res = await app.http().get('/health/ready').expect(503);
    expect(res.body).toEqual({
      ready: false,
      checks: { postgres: 'failed', redis: 'ok' },
      failed: ['postgres'],
    });
  } finally {
    await asAdmin(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS true`);
  }
  await app.http().get('/health/ready').expect(200);
});
