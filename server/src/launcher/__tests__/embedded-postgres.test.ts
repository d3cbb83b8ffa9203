import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Client, Pool } from 'pg';
import { acceptsConnections } from '../ports';
import { isAlive } from '../postgres-directory';

// A first start runs initdb (a second or two); later ones take a fraction of a second.
jest.setTimeout(60_000);

/**
 * The embedded database runs in a child Node process, as it does under `npm start`: the package
 * is an ES module, which jest's CommonJS sandbox cannot load, and a child can be killed as a
 * launcher can.
 */
const childScript = `
const { startEmbeddedPostgres } = require(${JSON.stringify(path.join(__dirname, '../embedded-postgres.ts'))});
const say = (message) => process.stdout.write(JSON.stringify(message) + '\\n');
startEmbeddedPostgres(process.argv[1]).then(
  (database) => {
    say({ url: database.url });
    process.once('SIGTERM', () =>
      database.stop().then(() => process.exit(0), (err) => { console.error(err); process.exit(1); }),
    );
  },
  (err) => { say({ error: err.name, message: err.message }); process.exit(1); },
);
`;

interface ChildDatabase {
  url?: string;
  error?: string;
  message?: string;
  child: ChildProcess;
  /** The exit code, once it exits. */
  exited: Promise<number | null>;
  /** SIGTERM, then the exit code. */
  stop: () => Promise<number | null>;
}

const children: ChildProcess[] = [];

function startInChild(
  directory: string,
  account: { uid?: number; gid?: number } = {},
): Promise<ChildDatabase> {
  const child = spawn(process.execPath, ['-r', 'ts-node/register', '-e', childScript, directory], {
    ...account,
    env: {
      ...process.env,
      TS_NODE_PROJECT: path.join(__dirname, '../../../tsconfig.json'),
      TS_NODE_TRANSPILE_ONLY: 'true',
      TS_NODE_SWC: 'true',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    return exited;
  };
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => resolve({ ...JSON.parse(line), child, exited, stop }));
    void exited.then((code) => reject(new Error(`child exited with ${code} before answering`)));
  });
}

async function query<T extends object>(url: string, sql: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

function portOf(url: string): number {
  return Number(new URL(url).port);
}

function postmasterPid(directory: string): number {
  return Number(readFileSync(path.join(directory, 'postmaster.pid'), 'utf8').split('\n')[0]);
}

/** A started database, or the error it reported. */
async function startRunning(directory: string, account?: { uid?: number; gid?: number }) {
  const database = await startInChild(directory, account);
  if (!database.url) throw new Error(`${database.error}: ${database.message}`);
  return database as ChildDatabase & { url: string };
}

/**
 * `tasks` sessions at once on `pool`, each marking its session with a tag and then running a
 * named prepared statement that reads the tag back: what each sees is what `tag` says it set.
 */
async function checkSessions(pool: Pool, name: string, tasks: number) {
  const backends = new Set<number>();
  await Promise.all(
    Array.from({ length: tasks }, async (_, n) => {
      const client = await pool.connect();
      try {
        const tag = `${name}-${n}`;
        await client.query("select set_config('postpilot.tag', $1, false)", [tag]);
        await client.query('begin');
        const { rows } = await client.query<{ tag: string; n: number; backend: number }>({
          name: 'read-tag',
          text: "select current_setting('postpilot.tag') as tag, $1::int as n, pg_backend_pid() as backend",
          values: [n],
        });
        await client.query('commit');
        expect(rows).toEqual([{ tag, n, backend: expect.any(Number) }]);
        backends.add(rows[0].backend);
      } finally {
        client.release();
      }
    }),
  );
  return backends;
}

describe('startEmbeddedPostgres', () => {
  let root: string;
  let directory: string;
  let running: ChildDatabase | undefined;

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'postpilot-postgres-'));
    directory = path.join(root, 'postgres');
  });

  afterAll(async () => {
    await running?.stop();
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    // A server whose launcher was killed by a failed test would outlive it.
    if (existsSync(path.join(directory, 'postmaster.pid'))) {
      const pid = postmasterPid(directory);
      if (pid !== process.pid && isAlive(pid)) process.kill(pid, 'SIGKILL');
    }
    rmSync(root, { recursive: true, force: true });
  });

  it('makes a cluster in a fresh folder, and every connection is a session of its own', async () => {
    running = await startRunning(directory);
    expect(running.url).toMatch(/^postgres:\/\/postgres:postgres@127\.0\.0\.1:\d+\/postgres$/);
    const url = running.url!;
    const [server] = await query<{ version: string; encoding: string }>(
      url,
      "select current_setting('server_version_num')::int / 10000 as version, current_setting('server_encoding') as encoding",
    );
    expect(server).toEqual({ version: 17, encoding: 'UTF8' });

    // The API and the worker each keep a pool; their sessions must never mix.
    const [api, worker] = [
      new Pool({ connectionString: url, max: 5 }),
      new Pool({ connectionString: url, max: 5 }),
    ];
    try {
      const [apiBackends, workerBackends] = await Promise.all([
        checkSessions(api, 'api', 200),
        checkSessions(worker, 'worker', 200),
      ]);
      expect(apiBackends.size).toBeGreaterThan(1);
      expect([...apiBackends].filter((backend) => workerBackends.has(backend))).toEqual([]);
      await api.query('create table note (body text not null)');
      await api.query("insert into note (body) values ('kept')");
    } finally {
      await Promise.all([api.end(), worker.end()]);
    }
  });

  it('refuses a second start on the same folder while the first runs', async () => {
    const second = await startInChild(directory);
    expect(second.error).toBe('DataDirectoryInUseError');
    expect(second.message).toBe(
      `The embedded database in ${directory} is in use by process ${running!.child.pid}. Stop that Postpilot first or set DATA_DIR to another folder (if no Postpilot is running, delete ${directory}.lock).`,
    );
    expect(await second.exited).toBe(1);
    expect(await query(running!.url!, 'select body from note')).toEqual([{ body: 'kept' }]);
  });

  it('stops cleanly, releasing the port and the folder, and a restart finds the data', async () => {
    const port = portOf(running!.url!);
    const pid = postmasterPid(directory);
    expect(await running!.stop()).toBe(0);
    running = undefined;
    expect(isAlive(pid)).toBe(false);
    expect(await acceptsConnections('127.0.0.1', port)).toBe(false);
    expect(existsSync(path.join(directory, 'postmaster.pid'))).toBe(false);
    expect(existsSync(`${directory}.lock`)).toBe(false);

    const restarted = await startRunning(directory);
    expect(await query(restarted.url, 'select body from note')).toEqual([{ body: 'kept' }]);
    expect(await restarted.stop()).toBe(0);
  });

  it('takes over from a launcher that was killed, stopping the server it left running', async () => {
    const killed = await startRunning(directory);
    const orphan = postmasterPid(directory);
    killed.child.kill('SIGKILL');
    await killed.exited;
    // Postgres runs in a process group of its own, so it outlives a killed launcher.
    expect(isAlive(orphan)).toBe(true);

    const next = await startRunning(directory);
    expect(isAlive(orphan)).toBe(false);
    expect(await query(next.url, 'select body from note')).toEqual([{ body: 'kept' }]);
    expect(await next.stop()).toBe(0);
  });

  it('recovers after the server itself was killed, leaving a stale postmaster.pid', async () => {
    const killed = await startRunning(directory);
    const server = postmasterPid(directory);
    await query(killed.url, "insert into note (body) values ('committed before the kill')");
    process.kill(server, 'SIGKILL');
    killed.child.kill('SIGKILL');
    await killed.exited;
    expect(existsSync(path.join(directory, 'postmaster.pid'))).toBe(true);

    const next = await startRunning(directory);
    expect(await query(next.url, 'select body from note order by body')).toEqual([
      { body: 'committed before the kill' },
      { body: 'kept' },
    ]);
    expect(await next.stop()).toBe(0);
  });

  it('starts when postmaster.pid names a live process that is not its server', async () => {
    // After a reboot, the pid of the server that wrote the file can belong to anything.
    writeFileSync(path.join(directory, 'postmaster.pid'), `${process.pid}\n${directory}\n`);
    const next = await startRunning(directory);
    expect(await query(next.url, 'select count(*)::int as notes from note')).toEqual([
      { notes: 2 },
    ]);
    expect(await next.stop()).toBe(0);
  });

  const asRoot = process.getuid?.() === 0;
  (asRoot ? it : it.skip)('runs for a user without privileges too', async () => {
    const uid = Number(execFileSync('id', ['-u', 'nobody'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'nobody'], { encoding: 'utf8' }));
    // nobody needs to pass through the test's private folder to reach its own.
    chmodSync(root, 0o711);
    const dataDir = path.join(root, 'nobody');
    mkdirSync(dataDir);
    chownSync(dataDir, uid, gid);
    const database = await startRunning(path.join(dataDir, 'postgres'), { uid, gid });
    expect(await query(database.url, 'select current_user as name')).toEqual([
      { name: 'postgres' },
    ]);
    expect(await database.stop()).toBe(0);
  });
});
