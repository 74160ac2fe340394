/**
 * The security headers of every answer — HTML (the static index.html and
 * the client-route fallback alike), JSON and static assets — set in one
 * place, the first server middleware, so nothing served before Shield (the
 * static files) goes without them. Shield keeps CSRF and HSTS.
 */
const CONTENT_SECURITY_POLICY = [
  `default-src 'self'`,
  `script-src 'self'`,
  /* antd's CSS-in-JS injects <style> elements at run time */
  `style-src 'self' 'unsafe-inline'`,
  `img-src 'self' data: blob:`,
  `connect-src 'self'`,
  `font-src 'self' data:`,
  `media-src 'self' blob:`,
  `object-src 'none'`,
  `frame-ancestors 'none'`,
  `base-uri 'self'`,
  `form-action 'self'`,
].join('; ')

export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
})
