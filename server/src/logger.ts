import pino from 'pino';

/** Structured JSON logs; credentials are redacted wherever they might appear in an object. */
export function createLogger(level: string) {
  return pino({
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
  });
}
