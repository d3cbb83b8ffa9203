import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRedis } from '../src/kernel/redis';
import { freePort } from '../src/launcher/ports';
import { startTestApp, testEnvironment, type TestApp } from './support/app';
import { createTestDatabase } from './support/database';
import { registerUser } from './support/factories';
import { startProcess, type RunningProcess } from './support/processes';
import { startSmtpStandIn } from './support/smtp';

// Each test starts an API or a worker process from the sources, which compiles them first.
jest.setTimeout(120_000);

/**
 * SIGTERM drains: the API and the worker are started as the processes production runs, given
 * work that is still in flight, and stopped as Kubernetes or docker stops them.
 */

const started: RunningProcess[] = [];
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const running of started) running.kill();
  // Each clean-up runs, whatever the one before did; the first failure is reported.
  const failures: unknown[] = [];
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => failures.push(error));
  if (failures.length) throw failures[0];
});

/** A fresh database, data folder and Redis prefix, and the env an API or worker needs for them. */
async function environment(): Promise<Record<string, string>> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'postpilot-shutdown-'));
  const env = testEnvironment(database.url, dataDir);
  cleanups.push(database.drop, async () => {
    rmSync(dataDir, { recursive: true, force: true });
    const redis = createRedis(env.REDIS_URL!);
    const keys = await redis.keys(`${env.REDIS_PREFIX}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });
  return env;
}

/** The API process on a port of its own, once it listens. */
async function startApiProcess(env: Record<string, string>) {
  const port = await freePort();
  const api = startProcess('api', {
    ...env,
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
  });
  started.push(api);
  await api.lineWhere((line) => line.msg.startsWith('Postpilot API listening'));
  return { api, port };
}

/** A GET on a connection of its own: the status, or the error of a connection refused. */
function getOnNewConnection(port: number, pathname: string) {
  return new Promise<{ status: number; body: string } | { error: string }>((resolve) => {
    const req = request({ port, host: '127.0.0.1', path: pathname, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message }),
    );
    req.end();
  });
}

/**
 * A registration whose body is sent in two parts, the second when `finish` is called: a slow
 * client's upload. Resolves `inFlight` once the server has taken the request (it answered the
 * `Expect: 100-continue`) and the first part is sent.
 */
function slowRegistration(port: number, email: string) {
  const body = JSON.stringify({
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    password: 'Drain1ng!',
  });
  const cut = Math.floor(body.length / 2);
  let req!: ClientRequest;
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req = request(
      {
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/api/auth/register',
        agent: false,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          Expect: '100-continue',
        },
      },
      (res: IncomingMessage) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
  const inFlight = new Promise<void>((resolve) =>
    req.once('continue', () => req.write(body.slice(0, cut), () => resolve())),
  );
  return { inFlight, answered, finish: () => req.end(body.slice(cut)) };
}

describe('the API on SIGTERM', () => {
  it('answers the request in flight, takes no new one, then exits 0', async () => {
    const { api, port } = await startApiProcess({
      ...(await environment()),
      SHUTDOWN_TIMEOUT_MS: '60000',
    });
    const ready = await getOnNewConnection(port, '/health/ready');
    expect(ready).toEqual({ status: 200, body: expect.any(String) });
    expect(JSON.parse((ready as { body: string }).body)).toEqual({
      ready: true,
      checks: { postgres: 'ok', redis: 'ok' },
    });

    const email = `drain-${randomBytes(4).toString('hex')}@postpilot.test`;
    const registration = slowRegistration(port, email);
    await registration.inFlight;
    api.child.kill('SIGTERM');
    await api.lineWhere((line) => line.msg === 'shutting down');

    // A new connection is refused (or, taken by the system as the listener closed, ended
    // unanswered), or told the API is draining.
    const probe = await getOnNewConnection(port, '/health/ready');
    if ('status' in probe) {
      expect(probe.status).toBe(503);
      expect(JSON.parse(probe.body)).toEqual({ ready: false, draining: true });
    } else {
      expect(['ECONNREFUSED', 'ECONNRESET']).toContain(probe.error);
    }
    expect(api.child.exitCode).toBeNull();

    // The slow client's request is answered, with what Postgres and Redis did for it.
    registration.finish();
    const answer = await registration.answered;
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body)).toMatchObject({ success: true, user: { email } });
    expect(await api.exited).toBe(0);
    expect(api.lines.map((line) => line.msg)).toContain('stopped');
  });

  it('exits 1 when a request is still in flight at SHUTDOWN_TIMEOUT_MS', async () => {
    const { api, port } = await startApiProcess({
      ...(await environment()),
      SHUTDOWN_TIMEOUT_MS: '1500',
    });
    const registration = slowRegistration(port, `late-${randomBytes(4).toString('hex')}@x.test`);
    const cut = registration.answered.catch((error: NodeJS.ErrnoException) => error.code);
    await registration.inFlight;
    api.child.kill('SIGTERM');
    expect(await api.exited).toBe(1);
    expect(api.lines.map((line) => line.msg)).toContain('not stopped within 1500 ms: exiting');
    expect(await cut).toBe('ECONNRESET');
  });
});

describe('the worker on SIGTERM', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
  let app: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpStandIn({ hold: true });
    cleanups.push(async () => {
      smtp.release();
      await smtp.stop();
    });
    app = await startTestApp({ SMTP_URL: smtp.url });
    cleanups.push(() => app.stop());
  });

  /** A worker process on the test app's database and queues, answering health on a port. */
  async function startWorkerProcess(timeoutMs: number) {
    const { config } = app;
    const healthPort = await freePort();
    const worker = startProcess('worker', {
      NODE_ENV: 'test',
      DATABASE_URL: config.databaseUrl,
      REDIS_URL: config.redisUrl,
      REDIS_PREFIX: config.redisPrefix,
      DATA_DIR: config.dataDir,
      JWT_SECRET: config.jwtSecret,
      SMTP_URL: smtp.url,
      WORKER_HEALTH_PORT: String(healthPort),
      SHUTDOWN_TIMEOUT_MS: String(timeoutMs),
    });
    started.push(worker);
    await worker.lineWhere((line) => line.msg === 'Postpilot worker started');
    return { worker, healthPort };
  }

  async function untilHeld(count: number) {
    while (smtp.holding() < count) await new Promise((resolve) => setTimeout(resolve, 50));
  }

  it('takes no more jobs, lets the running one finish, then exits 0', async () => {
    const { worker, healthPort } = await startWorkerProcess(60_000);
    expect((await getOnNewConnection(healthPort, '/health/ready')) as object).toMatchObject({
      status: 200,
    });
    expect((await getOnNewConnection(healthPort, '/health/live')) as object).toMatchObject({
      status: 200,
    });

    const first = await registerUser(app, {}, 'unverified');
    // The verification e-mail's job is running: its SMTP server has not answered the message.
    await untilHeld(1);
    worker.child.kill('SIGTERM');
    await worker.lineWhere((line) => line.msg === 'shutting down');
    const draining = await getOnNewConnection(healthPort, '/health/ready');
    expect(draining).toEqual({
      status: 503,
      body: JSON.stringify({ ready: false, draining: true }),
    });

    // Queued while it stops: no longer its to take.
    await registerUser(app, {}, 'unverified');
    smtp.release();
    expect(await worker.exited).toBe(0);

    expect(smtp.messages.map((mail) => mail.to)).toEqual([[first.email]]);
    const counts = await app.api.infra.queues.email.getJobCounts(
      'completed',
      'waiting',
      'active',
      'failed',
    );
    expect(counts).toMatchObject({ completed: 1, waiting: 1, active: 0, failed: 0 });
  });

  it('exits 1 when a job is still running at SHUTDOWN_TIMEOUT_MS', async () => {
    // The job left waiting by the test before is taken now, and held.
    smtp.hold();
    const { worker } = await startWorkerProcess(1_500);
    await untilHeld(1);
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(1);
    expect(worker.lines.map((line) => line.msg)).toContain('not stopped within 1500 ms: exiting');
  });
});
