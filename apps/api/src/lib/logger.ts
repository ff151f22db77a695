import pino, { type Logger } from 'pino';

/** Structured JSON logs; each request gets a child logger carrying its request id. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        '*.password',
        '*.nationalIdNumber',
        '*.token',
      ],
      censor: '[redacted]',
    },
  });
}
export type { Logger };
