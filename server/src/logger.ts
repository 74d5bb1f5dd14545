import pino from 'pino';

/**
 * Structured JSON logs; credentials are redacted wherever they might appear in an object. Writes
 * are buffered (a synchronous write per request costs throughput on a deadline day); main
 * flushes the buffer before the process exits.
 */
export function createLogger(level: string) {
  const destination = pino.destination({ dest: 1, sync: false });
  return pino(
    {
      level,
      base: { service: 'bayan' },
      redact: {
        paths: [
          'password',
          'password_confirmation',
          'pin',
          'otp',
          'token',
          'secret',
          '*.password',
          '*.password_confirmation',
          '*.pin',
          '*.otp',
          '*.token',
          '*.secret',
          'headers.authorization',
          'headers.cookie',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
