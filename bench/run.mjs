// Benchmarks: `npm run bench` (after `npm run build`). Starts the API on a fresh database on the
// machine's Postgres (TEST_DATABASE_URL) and Redis, measures, prints a Markdown table for
// bench/README.md, and cleans up. Numbers depend on the machine: compare runs on one machine.
import { createRequire } from 'node:module';
import { apiClient, freshEnvironment, measure, printTable } from './support.mjs';

const require = createRequire(import.meta.url);
const { loadConfig, createLogger } = require('../server/dist/index.js');
const { startApi } = require('../server/dist/api.js');

const environment = await freshEnvironment();
const config = loadConfig({ ...environment.env, PORT: '0' });
const api = await startApi(config, createLogger('api', 'silent'));
const { get, post } = apiClient(api.url);
try {
  const email = `bench-${Date.now()}@example.com`;
  const password = 'Bench2026pw';
  const registered = await post('/api/auth/register', {
    firstName: 'Bench',
    lastName: 'Mark',
    email,
    password,
  });
  const token = registered.token;
  printTable([
    await measure('GraphQL `me` (JWT check + user load)', 2000, 16, () =>
      post('/graphql', { query: '{ me { id email hasCompletedOnboarding } }' }, token),
    ),
    await measure('REST `GET /api/auth/me`', 2000, 16, () => get('/api/auth/me', token)),
    await measure('REST `POST /api/auth/login` (argon2id verify)', 60, 4, () =>
      post('/api/auth/login', { email, password }),
    ),
  ]);
} finally {
  const keys = await api.infra.redis.keys(`${config.redisPrefix}:*`);
  if (keys.length) await api.infra.redis.del(...keys);
  await api.stop();
  await environment.drop();
}
