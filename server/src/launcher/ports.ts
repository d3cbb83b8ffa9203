import { createConnection, createServer } from 'node:net';

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('No free port'))));
    });
  });
}

/** Whether something accepts TCP connections at host:port. */
export function acceptsConnections(host: string, port: number, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    const done = (open: boolean) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * Polls `check` until it answers true; false if `timeoutMs` passes or `stillWorthWaiting` says
 * there is no point (the process that should answer has exited).
 */
export async function waitUntil(
  check: () => Promise<boolean>,
  { timeoutMs, intervalMs = 100, stillWorthWaiting = () => true }: WaitOptions,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (stillWorthWaiting()) {
    if (await check()) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return false;
}

interface WaitOptions {
  timeoutMs: number;
  intervalMs?: number;
  stillWorthWaiting?: () => boolean;
}
