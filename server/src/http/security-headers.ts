import type { MiddlewareHandler } from 'hono';

/** Security headers for every response; the CSP allows no inline script. */
export function securityHeaders(options: {
  frameAncestors: string;
  production: boolean;
  /** reCAPTCHA Enterprise is configured: allow its script and frames, nothing else. */
  recaptcha?: boolean;
}): MiddlewareHandler {
  const google = options.recaptcha
    ? ' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/'
    : '';
  const csp = [
    "default-src 'self'",
    `script-src 'self'${google}`,
    "style-src 'self'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${google}`,
    "frame-src 'self' https:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors 'self' ${options.frameAncestors}`.trim(),
  ].join('; ');
  return async (c, next) => {
    await next();
    c.header('Content-Security-Policy', csp);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    c.header('Permissions-Policy', 'camera=(self), geolocation=(), microphone=()');
    // HSTS only means something over HTTPS; browsers ignore it on plain http://localhost.
    c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}
