import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import {
  answersPing,
  RedisUnavailableError,
  resolveRedis,
  type ResolvedRedis,
} from '../local-redis';
import { freePort } from '../ports';

jest.setTimeout(30_000);

/** The Redis this machine runs (the test suite needs one anyway). */
const MACHINE_REDIS_URL = 'redis://127.0.0.1:6379';

describe('resolveRedis', () => {
  let dataDir: string;
  const resolved: ResolvedRedis[] = [];

  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'postpilot-redis-'));
  });

  afterEach(async () => {
    for (const redis of resolved.splice(0)) await redis.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const resolve = async (...args: Parameters<typeof resolveRedis>) => {
    const redis = await resolveRedis(...args);
    resolved.push(redis);
    return redis;
  };

  /** A local address where nothing listens. */
  const silentUrl = async () => `redis://127.0.0.1:${await freePort()}`;

  it('uses REDIS_URL when it is set, without asking anything', async () => {
    const redis = await resolve({ REDIS_URL: 'redis://queue.internal:6380/2' }, dataDir, {
      probeUrl: await silentUrl(),
    });
    expect(redis).toMatchObject({ url: 'redis://queue.internal:6380/2', source: 'env' });
  });

  it("uses the machine's Redis when it answers", async () => {
    const redis = await resolve({ PATH: process.env.PATH }, dataDir, {
      probeUrl: MACHINE_REDIS_URL,
    });
    expect(redis).toMatchObject({ url: MACHINE_REDIS_URL, source: 'machine' });
    expect(existsSync(path.join(dataDir, 'redis'))).toBe(false);
  });

  it('starts its own redis-server when none answers, and its data survives a restart', async () => {
    const options = { probeUrl: await silentUrl() };
    const first = await resolve({ PATH: process.env.PATH }, dataDir, options);
    expect(first.source).toBe('started');
    expect(first.url).not.toBe(options.probeUrl);

    const client = new Redis(first.url);
    try {
      expect(await client.config('GET', 'maxmemory-policy')).toEqual([
        'maxmemory-policy',
        'noeviction',
      ]);
      expect(await client.config('GET', 'appendonly')).toEqual(['appendonly', 'yes']);
      await client.set('postpilot:kept', 'yes');
    } finally {
      client.disconnect();
    }
    await first.stop();
    expect(await answersPing(first.url)).toBe(false);

    const second = await resolve({ PATH: process.env.PATH }, dataDir, options);
    const again = new Redis(second.url);
    try {
      expect(await again.get('postpilot:kept')).toBe('yes');
    } finally {
      again.disconnect();
    }
  });

  it('says how to get Redis when none answers and redis-server is not installed', async () => {
    const attempt = resolveRedis({ PATH: dataDir }, dataDir, { probeUrl: await silentUrl() });
    await expect(attempt).rejects.toBeInstanceOf(RedisUnavailableError);
    await expect(attempt).rejects.toThrow(
      /REDIS_URL[\s\S]*apt-get install redis-server[\s\S]*brew install redis[\s\S]*docker run -p 6379:6379 redis:7/,
    );
  });
});
