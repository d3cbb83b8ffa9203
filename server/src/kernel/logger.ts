import pino, { type Logger } from 'pino';

export type { Logger };

/** One logger for every process: JSON lines, each tagged with the process name. */
export function createLogger(name: string, level: string): Logger {
  return pino({
    name,
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
  });
}
