// What the runners that start Postpilot's processes share: a free port, and waiting for an HTTP
// server to answer.
import { createServer } from 'node:net';

/** A port nothing listens on at the moment, on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `url` answers below 500; rejects when `child` exits first or `timeoutMs` passes. */
export async function waitForHttp(url, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`Postpilot exited with code ${child.exitCode} before it answered`);
    try {
      const res = await fetch(url, { headers: { accept: 'application/json' } });
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Postpilot did not answer at ${url} within ${timeoutMs} ms`);
}
