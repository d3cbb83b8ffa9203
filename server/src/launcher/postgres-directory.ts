import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { Logger } from '../kernel/logger';
import { waitUntil } from './ports';

/** A problem with the embedded Postgres that the user can fix; its message says how. */
export class EmbeddedPostgresError extends Error {
  override name = 'EmbeddedPostgresError';
}

/** Another process has the embedded database open. */
export class DataDirectoryInUseError extends EmbeddedPostgresError {
  override name = 'DataDirectoryInUseError';
}

/** A server left running by a launcher that was killed gets this long to shut down. */
const LEFTOVER_STOP_TIMEOUT_MS = 30_000;
/** How long a killed server's process may wait to be reaped. */
const ZOMBIE_WAIT_MS = 10_000;

/**
 * Marks `directory` as this process's with a lock file beside it holding our pid. Postgres' own
 * postmaster.pid keeps two servers off the same files; this one also tells whether the Postpilot
 * that started a server is still running, so a server whose launcher was killed can be recognised
 * as left over. A stale lock (its process is gone, or its pid is ours again, as happens in
 * containers) is taken over.
 */
export function lockDataDirectory(directory: string): { release: () => void } {
  const lockFile = `${directory}.lock`;
  for (;;) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return { release: () => rmSync(lockFile, { force: true }) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const owner = readPid(lockFile);
    if (owner && owner !== process.pid && isAlive(owner)) {
      throw new DataDirectoryInUseError(
        `The embedded database in ${directory} is in use by process ${owner}. Stop that Postpilot first or set DATA_DIR to another folder (if no Postpilot is running, delete ${lockFile}).`,
      );
    }
    // Renaming is atomic: of two launchers taking over the same stale lock, one wins and the
    // other finds the winner's lock on its next turn.
    const stale = `${lockFile}.${process.pid}.stale`;
    try {
      renameSync(lockFile, stale);
      rmSync(stale, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
}

/**
 * Deals with a postmaster.pid naming a live process, before a new server starts. A Postgres still
 * serving `directory` was left by a launcher that was killed (ours holds the lock now): it is shut
 * down. A live process that is not a Postgres on this directory got the pid of a server that died
 * (after a reboot, say), so the file is stale and goes. When that cannot be told, Postgres' own
 * check decides.
 */
export async function stopLeftoverServer(directory: string, logger?: Logger): Promise<void> {
  const pidFile = path.join(directory, 'postmaster.pid');
  const pid = readPid(pidFile);
  if (!pid) return;
  // A killed server's pid answers until its parent (or init) reaps it, and Postgres would take it
  // for a running server. The file itself stays: Postgres checks with it that none of the old
  // server's processes still use its shared memory.
  if (isZombie(pid)) await waitUntil(async () => !exists(pid), { timeoutMs: ZOMBIE_WAIT_MS });
  if (!isAlive(pid)) return; // Postgres replaces a stale file itself.
  const servesDirectory = isServerOf(pid, directory);
  if (servesDirectory === false) {
    logger?.debug(
      { postgresPid: pid },
      'removing a postmaster.pid whose process is not a Postgres of ours',
    );
    rmSync(pidFile, { force: true });
    return;
  }
  if (servesDirectory === undefined) return;
  logger?.info(
    { postgresPid: pid },
    'stopping the embedded Postgres left running by an earlier Postpilot',
  );
  let stopped: boolean;
  try {
    process.kill(pid, 'SIGINT'); // fast shutdown: ends its sessions, then checkpoints.
    stopped = await waitUntil(async () => !isAlive(pid), { timeoutMs: LEFTOVER_STOP_TIMEOUT_MS });
  } catch {
    stopped = false; // EPERM: another user's server.
  }
  if (!stopped) {
    throw new DataDirectoryInUseError(
      `The embedded database in ${directory} is still served by process ${pid}, a Postgres an earlier Postpilot left running, and it did not stop. Stop it (kill ${pid}) or set DATA_DIR to another folder.`,
    );
  }
}

/**
 * Run as root, Postgres runs as an unprivileged user, which must be able to reach `dataDir` (the
 * folder that holds the cluster's directory). Postpilot's own data folder is opened to others for
 * passing through only (o+x: nothing in it can be listed or read that way); a folder above it that
 * is closed to others is the user's to change, so it is named in an error.
 */
export function letServerReach(dataDir: string): void {
  const mode = statSync(dataDir).mode;
  if ((mode & 0o001) === 0) chmodSync(dataDir, (mode & 0o7777) | 0o001);
  for (let dir = path.dirname(dataDir); ; dir = path.dirname(dir)) {
    if ((statSync(dir).mode & 0o001) === 0) {
      throw new EmbeddedPostgresError(
        `Run as root, Postpilot runs its embedded Postgres as the "postgres" user, which cannot enter ${dir}. Set DATA_DIR to a folder outside it (for example DATA_DIR=/var/lib/postpilot), allow it through (chmod o+x ${dir}), or run Postpilot as another user.`,
      );
    }
    if (dir === path.dirname(dir)) return;
  }
}

/**
 * Whether process `pid` is a Postgres server of `directory`: true, false, or undefined when this
 * system does not say. Postgres changes into its data directory, so on Linux its working directory
 * tells, however it was started; elsewhere its command line must name the directory.
 */
function isServerOf(pid: number, directory: string): boolean | undefined {
  const args = commandLine(pid);
  if (!args) return undefined;
  if (!/(^|\/)postgres$/.test(args[0] ?? '')) return false;
  try {
    return readlinkSync(`/proc/${pid}/cwd`) === directory;
  } catch {
    const dataArg = args.indexOf('-D');
    return dataArg >= 0 && args[dataArg + 1] !== undefined
      ? path.resolve(args[dataArg + 1]) === directory
      : undefined;
  }
}

/** The arguments process `pid` was started with, if this system tells. */
function commandLine(pid: number): string[] | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    // No /proc (macOS): ps prints the command line with its arguments joined by spaces.
  }
  try {
    const line = execFileSync('ps', ['-o', 'command=', '-p', String(pid)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return line ? line.split(' ') : undefined;
  } catch {
    return undefined;
  }
}

/** The number on the first line of `file`, if there is one. */
function readPid(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8').split('\n', 1)[0].trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Whether process `pid` runs (an exited one not yet reaped does not). */
export function isAlive(pid: number): boolean {
  return exists(pid) && !isZombie(pid);
}

function exists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A process that has exited but is not yet reaped still answers kill(pid, 0) (Linux tells). */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}
