import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '../../kernel/logger';
import { startChildren, type RunningChildren } from '../children';
import { waitUntil } from '../ports';

jest.setTimeout(20_000);

const logger = createLogger('launcher', 'silent');

/**
 * A Node script that runs `body`, then marks itself ready by creating `readyFile`: a signal sent
 * once the file is there finds the body's handlers in place.
 */
const script = (readyFile: string, body: string) => [
  '-e',
  `${body}; require('node:fs').writeFileSync(${JSON.stringify(readyFile)}, '');`,
];

describe('startChildren', () => {
  let dir: string;
  let running: RunningChildren | undefined;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'postpilot-children-'));
  });

  afterEach(async () => {
    await running?.stop('SIGKILL', 0);
    running = undefined;
    rmSync(dir, { recursive: true, force: true });
  });

  const ready = (...files: string[]) =>
    waitUntil(async () => files.every((file) => existsSync(file)), { timeoutMs: 10_000 });

  it('reports the first child that exits, with its code, while the others keep running', async () => {
    const [a, b] = [path.join(dir, 'a'), path.join(dir, 'b')];
    running = startChildren(
      [
        { name: 'api', args: script(a, 'setInterval(() => {}, 1000)') },
        { name: 'worker', args: script(b, 'process.exit(Number(process.env.EXIT_CODE))') },
      ],
      { ...process.env, EXIT_CODE: '3' },
      logger,
    );
    expect(await running.firstExit).toEqual({ name: 'worker', code: 3, signal: null });
    expect(running.isRunning()).toBe(true);
  });

  it('forwards the signal and waits for every child to exit', async () => {
    const [a, b] = [path.join(dir, 'a'), path.join(dir, 'b')];
    const exitOnSigterm = (code: number) =>
      `process.on('SIGTERM', () => setTimeout(() => process.exit(${code}), 100)); setInterval(() => {}, 1000)`;
    running = startChildren(
      [
        { name: 'api', args: script(a, exitOnSigterm(0)) },
        { name: 'worker', args: script(b, exitOnSigterm(0)) },
      ],
      process.env,
      logger,
    );
    expect(await ready(a, b)).toBe(true);
    expect(await running.stop('SIGTERM', 5_000)).toEqual([
      { name: 'api', code: 0, signal: null },
      { name: 'worker', code: 0, signal: null },
    ]);
    expect(running.isRunning()).toBe(false);
  });

  it('kills a child that ignores the signal once the time is up', async () => {
    const a = path.join(dir, 'a');
    running = startChildren(
      [
        {
          name: 'worker',
          args: script(a, "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000)"),
        },
      ],
      process.env,
      logger,
    );
    expect(await ready(a)).toBe(true);
    expect(await running.stop('SIGTERM', 200)).toEqual([
      { name: 'worker', code: null, signal: 'SIGKILL' },
    ]);
  });
});
