// The cluster's load balancer: a round-robin HTTP proxy in front of the API replicas, counting
// what each replica served. A replica that cannot be reached (refused, or its connection dropped
// mid-request) answers 502 for that request, counted against it, and is taken out of the
// rotation, as a load balancer's passive health check does; the 5xx a replica answered itself are
// counted apart, since those are the app's own failures.
import { Agent, createServer, request } from 'node:http';

/** A request carrying this header goes to the replica it names (the run's checks aim with it). */
export const REPLICA_HEADER = 'x-cluster-replica';
/** On the proxy's own 502s, so a client can tell them from a replica's answer. */
export const PROXY_ERROR_HEADER = 'x-cluster-proxy-error';

/**
 * Starts the proxy on a free port of 127.0.0.1 in front of `upstreams` ({ name, port }).
 * `stats()` gives each replica's counts; `close()` stops it.
 */
export async function startProxy(upstreams) {
  const replicas = upstreams.map(({ name, port }) => ({
    name,
    port,
    up: true,
    served: 0,
    /** Of those, calls to the sandbox LinkedIn (the workers' publishing, the consent pages). */
    sandbox: 0,
    /** 5xx the replica answered itself: method, path and status of each. */
    ownServerErrors: [],
    /** Requests the replica never answered (502 from the proxy). */
    unreachable: 0,
    /** LinkedIn's duplicate refusals the sandbox answered (a retried publish). */
    duplicatesRefused: 0,
  }));
  // Keep-alive to the replicas, but an idle connection is dropped after a second, well before the
  // replica's own keep-alive timeout (5 s) could close it under a request reusing it.
  const agent = new Agent({ keepAlive: true, maxSockets: 512, timeout: 1_000 });
  let turn = 0;

  const pick = (req) => {
    const pinned = req.headers[REPLICA_HEADER];
    if (pinned) return replicas.find((r) => r.name === pinned) ?? null;
    const live = replicas.filter((r) => r.up);
    if (live.length === 0) return null;
    return live[turn++ % live.length];
  };

  const server = createServer((req, res) => {
    const replica = pick(req);
    let failed = false;
    const fail = (why) => {
      // A dropped connection can be reported twice (the socket's error and the answer's abort).
      if (failed) return;
      failed = true;
      if (replica) {
        replica.unreachable++;
        replica.up = false;
      }
      res.writeHead(502, { 'content-type': 'text/plain', [PROXY_ERROR_HEADER]: why }).end(why);
    };
    if (!replica || !replica.up) return fail('no live replica');
    const headers = { ...req.headers };
    delete headers[REPLICA_HEADER];
    const upstream = request({
      host: '127.0.0.1',
      port: replica.port,
      method: req.method,
      path: req.url,
      headers,
      agent,
    });
    upstream.on('response', (answer) => {
      // The whole answer is read before any of it is passed on, so a replica that dies while
      // answering gives the client the proxy's 502 too, never half an answer.
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('aborted', () => fail('replica died mid-answer'));
      answer.on('error', () => fail('replica died mid-answer'));
      answer.on('end', () => {
        if (failed) return;
        const status = answer.statusCode ?? 0;
        replica.served++;
        if (req.url.startsWith('/sandbox/')) replica.sandbox++;
        if (status >= 500) {
          replica.ownServerErrors.push(`${req.method} ${req.url.split('?')[0]} ${status}`);
        }
        if (status === 422 && req.url.endsWith('/rest/posts')) replica.duplicatesRefused++;
        const body = Buffer.concat(chunks);
        const headers = { ...answer.headers, 'content-length': String(body.length) };
        for (const hopByHop of ['transfer-encoding', 'connection', 'keep-alive']) {
          delete headers[hopByHop];
        }
        res.writeHead(status, headers).end(body);
      });
    });
    upstream.on('error', (err) => fail(`replica unreachable: ${err.code ?? err.message}`));
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${server.address().port}`,
    stats: () => replicas.map((replica) => ({ ...replica })),
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
