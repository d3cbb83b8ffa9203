import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Client } from 'pg';

// The first start runs initdb in WebAssembly: several seconds.
jest.setTimeout(60_000);

/**
 * PGlite's CommonJS build loads some Node modules with import(), which jest's sandbox refuses
 * without --experimental-vm-modules. So the embedded database runs in a child Node process (as it
 * does under `npm start`, outside any sandbox), and the test talks to it over the wire.
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

function startInChild(directory: string): Promise<ChildDatabase> {
  const child = spawn(process.execPath, ['-r', 'ts-node/register', '-e', childScript, directory], {
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

describe('startEmbeddedPostgres', () => {
  let root: string;
  let directory: string;

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'postpilot-pglite-'));
    directory = path.join(root, 'pglite');
  });

  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the pg driver, refuses a second process, and keeps its data across restarts', async () => {
    const first = await startInChild(directory);
    expect(first.url).toMatch(/^postgres:\/\/postgres:postgres@127\.0\.0\.1:\d+\/postgres$/);
    const url = first.url!;

    const [{ id }] = await query<{ id: string }>(url, 'select gen_random_uuid() as id');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    // Two connections, as the API and the worker have: a committed and a rolled-back transaction.
    const [a, b] = [new Client({ connectionString: url }), new Client({ connectionString: url })];
    await a.connect();
    await b.connect();
    try {
      await a.query(
        'create table note (id uuid primary key default gen_random_uuid(), body text not null)',
      );
      await a.query('begin');
      await a.query("insert into note (body) values ('kept')");
      await a.query('commit');

      await b.query('begin');
      await b.query("insert into note (body) values ('rolled back')");
      // The multiplexer holds a's query until b's transaction ends, so it sees the rollback.
      const countFromA = a.query<{ count: string }>('select count(*) from note');
      await b.query('rollback');
      expect((await countFromA).rows[0].count).toBe('1');
    } finally {
      await a.end();
      await b.end();
    }

    const second = await startInChild(directory);
    expect(second.error).toBe('DataDirectoryInUseError');
    expect(second.message).toContain(`is in use by process ${first.child.pid}`);
    expect(await second.exited).toBe(1);

    expect(await first.stop()).toBe(0);
    expect(existsSync(`${directory}.lock`)).toBe(false);

    const restarted = await startInChild(directory);
    expect(await query(restarted.url!, 'select body from note')).toEqual([{ body: 'kept' }]);
    expect(await restarted.stop()).toBe(0);
  });
});
