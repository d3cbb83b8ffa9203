import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  /** postgres://… for the ordinary `pg` driver and TypeORM. */
  url: string;
  /** Stops accepting connections and closes PGlite cleanly, so its files are consistent. */
  stop: () => Promise<void>;
}

/** Another process has the embedded database open. */
export class DataDirectoryInUseError extends Error {
  override name = 'DataDirectoryInUseError';
}

/**
 * Connections the wire server accepts: each process keeps a pool (TypeORM's default is 10), and
 * the API and the worker both connect. Queries are still run one at a time (see DESIGN.md).
 */
const MAX_CONNECTIONS = 100;

/**
 * Postgres in this process: PGlite with its files in `directory`, served over the wire protocol
 * on 127.0.0.1:`port` (0 = any free port).
 */
export async function startEmbeddedPostgres(
  directory: string,
  port = 0,
): Promise<EmbeddedPostgres> {
  mkdirSync(directory, { recursive: true });
  const releaseLock = lockDirectory(directory);
  let db: PGlite | undefined;
  let server: PGLiteSocketServer | undefined;
  try {
    db = await PGlite.create(directory);
    server = new PGLiteSocketServer({
      db,
      host: '127.0.0.1',
      port,
      maxConnections: MAX_CONNECTIONS,
    });
    await server.start();
  } catch (err) {
    await server?.stop().catch(() => undefined);
    await db?.close().catch(() => undefined);
    releaseLock();
    throw err;
  }
  const runningDb = db;
  const runningServer = server;
  // "127.0.0.1:<port>", with the port the system picked when asked for 0.
  const address = runningServer.getServerConn();
  let stopped: Promise<void> | undefined;
  return {
    url: `postgres://postgres:postgres@${address}/postgres`,
    stop: () =>
      (stopped ??= (async () => {
        try {
          await runningServer.stop();
          // stop() detaches the connections without waiting for their rollbacks; let them run.
          await new Promise((resolve) => setImmediate(resolve));
          await runningDb.close();
        } finally {
          releaseLock();
        }
      })()),
  };
}

/**
 * PGlite has no postmaster.pid: two processes opening the same files would corrupt them. A lock
 * file beside the directory holds the owner's pid; a stale one (its process is gone, or its pid is
 * ours again, as happens in containers) is taken over.
 */
function lockDirectory(directory: string): () => void {
  const lockFile = `${directory}.lock`;
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const owner = Number(readFileSync(lockFile, 'utf8').trim());
    if (owner && owner !== process.pid && isAlive(owner)) {
      throw new DataDirectoryInUseError(
        `The embedded database in ${directory} is in use by process ${owner}. Stop that Postpilot first or set DATA_DIR to another folder (if no Postpilot is running, delete ${lockFile}).`,
      );
    }
    writeFileSync(lockFile, String(process.pid));
  }
  return () => rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
