import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** The paths a process answers its health on (the API's and the worker's health port). */
export const HEALTH_PATHS = { live: '/health/live', ready: '/health/ready' } as const;

/** How long the worst event-loop delay is remembered: a stall is reported for this long after. */
const LOOP_WINDOW_MS = 10_000;
/** The window is kept as the worst delay of each of these slices. */
const LOOP_SLICE_MS = 1_000;

export interface HealthSettings {
  /** A longest event-loop delay in the last ten seconds above this makes the process not live. */
  loopDelayLimitMs: number;
  /** Each readiness check that does not answer within this fails. */
  checkTimeoutMs: number;
}

/** What readiness asks, by name: each resolves when what it names answers (Postgres, Redis). */
export type ReadinessChecks = Record<string, () => Promise<unknown>>;

export interface HealthAnswer {
  status: 200 | 503;
  body: Record<string, unknown>;
}

/**
 * A process's health, as an orchestrator asks for it:
 *
 * - live: the event loop answers. A stuck loop answers nothing, and the prober's timeout says
 *   so; a loop that was held longer than `loopDelayLimitMs` in the last ten seconds (measured by
 *   perf_hooks' event-loop delay histogram) answers 503, so a process that keeps stalling is
 *   restarted even when the probe lands between stalls.
 * - ready: every check answers within `checkTimeoutMs` (503 naming those that did not), and the
 *   process is not draining: from `drain()` on it answers 503 without asking anything.
 */
export class Health {
  private draining = false;
  private readonly loop = monitorEventLoopDelay({ resolution: 20 });
  /** The worst delay (ms) of each past slice of the window, newest last. */
  private readonly slices: number[] = [];
  private readonly sampler: NodeJS.Timeout;

  constructor(
    private readonly checks: ReadinessChecks,
    private readonly settings: HealthSettings,
  ) {
    this.loop.enable();
    this.sampler = setInterval(() => this.slice(), LOOP_SLICE_MS);
    this.sampler.unref();
  }

  /** The longest event-loop delay of the last ten seconds, in milliseconds. */
  loopDelayMs(): number {
    return Math.round(Math.max(this.loop.max / 1e6, ...this.slices));
  }

  live(): HealthAnswer {
    const eventLoopDelayMs = this.loopDelayMs();
    const { loopDelayLimitMs } = this.settings;
    const live = eventLoopDelayMs <= loopDelayLimitMs;
    return { status: live ? 200 : 503, body: { live, eventLoopDelayMs, loopDelayLimitMs } };
  }

  async ready(): Promise<HealthAnswer> {
    if (this.draining) return { status: 503, body: { ready: false, draining: true } };
    const names = Object.keys(this.checks);
    const outcomes = await Promise.all(
      names.map((name) => answerWithin(this.checks[name]!, this.settings.checkTimeoutMs)),
    );
    const checks = Object.fromEntries(names.map((name, i) => [name, outcomes[i]]));
    const failed = names.filter((_, i) => outcomes[i] !== 'ok');
    const ready = failed.length === 0;
    return { status: ready ? 200 : 503, body: { ready, checks, ...(ready ? {} : { failed }) } };
  }

  /** From now on, not ready: the process is stopping. */
  drain(): void {
    this.draining = true;
  }

  get isDraining(): boolean {
    return this.draining;
  }

  /** Stops measuring (a process that is stopping). */
  close(): void {
    clearInterval(this.sampler);
    this.loop.disable();
  }

  /**
   * Answers GET /health/live and /health/ready as JSON, and passes anything else to `next`:
   * an Express middleware, or a plain node:http handler given a `next` of its own.
   */
  handler(): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
    return (req, res, next) => {
      const path = req.url?.split('?')[0];
      const answer =
        path === HEALTH_PATHS.live
          ? Promise.resolve(this.live())
          : path === HEALTH_PATHS.ready
            ? this.ready()
            : null;
      if (!answer || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
      void answer.then(({ status, body }) => {
        res.statusCode = status;
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        res.end(req.method === 'HEAD' ? undefined : JSON.stringify(body));
      });
    };
  }

  private slice(): void {
    this.slices.push(this.loop.max / 1e6);
    if (this.slices.length > LOOP_WINDOW_MS / LOOP_SLICE_MS) this.slices.shift();
    this.loop.reset();
  }
}

/** 'ok', 'failed' or 'timed out': a check's answer within `timeoutMs`. */
async function answerWithin(
  check: () => Promise<unknown>,
  timeoutMs: number,
): Promise<'ok' | 'failed' | 'timed out'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), timeoutMs);
  });
  // A check that fails after its time is up has been answered for already.
  const answered = Promise.resolve()
    .then(check)
    .then(
      () => 'ok' as const,
      () => 'failed' as const,
    );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The health on a port of its own, for a process that serves nothing else (the worker): GET
 * /health/live and /health/ready, 404 for anything else.
 */
export async function serveHealth(health: Health, port: number): Promise<Server> {
  const handle = health.handler();
  const server = createServer((req, res) =>
    handle(req, res, () => {
      res.statusCode = 404;
      res.end();
    }),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, resolve);
  });
  return server;
}
