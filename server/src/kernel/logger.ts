import pino, { type Logger } from 'pino';

export type { Logger };

/**
 * One logger for every process: JSON lines on stdout, each tagged with the process name.
 * Written asynchronously: lines logged while a write is in flight go out together in the next
 * one, instead of one blocking system call per request line (pino flushes what is left when the
 * process exits).
 */
export function createLogger(name: string, level: string): Logger {
  return pino(
    {
      name,
      level,
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
    },
    level === 'silent' ? undefined : pino.destination({ dest: 1, sync: false }),
  );
}
