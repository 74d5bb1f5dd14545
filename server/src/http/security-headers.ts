import type { MiddlewareHandler } from 'hono';

/** Security headers for every response; the CSP allows no inline script. */
export function securityHeaders(options: {
  frameAncestors: string;
  production: boolean;
  /** reCAPTCHA Enterprise is configured: allow its script and frames, nothing else. */
  recaptcha?: boolean;
  /**
   * Origins the portal may frame besides its own: the configured gateway's checkout pages (/pgi).
   * Nothing else: a crafted /pgi link must not dress another site in the portal's page.
   */
  frameSources?: readonly string[];
}): MiddlewareHandler {
  const google = options.recaptcha
    ? ' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/'
    : '';
  // The reCAPTCHA widget draws itself in frames from these.
  const googleFrames = options.recaptcha
    ? ' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/'
    : '';
  const frames = (options.frameSources ?? []).map((origin) => ` ${origin}`).join('');
  const csp = [
    "default-src 'self'",
    `script-src 'self'${google}`,
    "style-src 'self'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${google}`,
    `frame-src 'self'${frames}${googleFrames}`,
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
