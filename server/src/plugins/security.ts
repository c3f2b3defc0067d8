import cors from '@fastify/cors';
import underPressure from '@fastify/under-pressure';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The camera is ours alone; every other powerful feature is off for us and for anything embedded
 * (https://www.w3.org/TR/permissions-policy/, feature names from
 * https://github.com/w3c/webappsec-permissions-policy/blob/main/features.md).
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  ...[
    'microphone',
    'geolocation',
    'payment',
    'usb',
    'serial',
    'bluetooth',
    'hid',
    'midi',
    'magnetometer',
    'gyroscope',
    'accelerometer',
    'display-capture',
    'screen-wake-lock',
    'publickey-credentials-get',
    'xr-spatial-tracking',
    'browsing-topics',
  ].map((f) => `${f}=()`),
].join(', ');

export interface SecurityOptions {
  /** the OpenID Connect issuer: allowed as a form-action target */
  issuer: string;
  /** event-loop delay (ms) past which requests get a 503 */
  maxEventLoopDelay: number;
  /** SPA origins allowed to call the API from another host; none by default */
  corsOrigins?: string[];
}

/**
 * CSP: only our own origin. The SPA needs wasm compilation (tfjs wasm backend), blob: workers,
 * camera media streams and inline styles (react-aria). The OIDC issuer is reached by top-level
 * navigation of the popup, which CSP does not govern; it is listed in form-action for providers
 * that answer with an auto-submitting form (response_mode=form_post).
 */
export default fp<SecurityOptions>(
  async (app, { issuer, maxEventLoopDelay, corsOrigins = [] }) => {
    // The API may live on its own host (docs/decisions.md#own-account-server): then only the listed SPA origins may call it,
    // with bearer tokens and never cookies.
    if (corsOrigins.length) {
      await app.register(cors, {
        origin: corsOrigins,
        credentials: false,
        methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        allowedHeaders: ['authorization', 'content-type'],
        maxAge: 600,
      });
    }
    let issuerOrigin: string | null;
    try {
      issuerOrigin = new URL(issuer).origin;
    } catch {
      issuerOrigin = null;
    }
    const headers = staticHelmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
          workerSrc: ["'self'", 'blob:'],
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'", 'blob:', 'mediastream:'],
          connectSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          fontSrc: ["'self'", 'data:'],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'", ...(issuerOrigin ? [issuerOrigin] : [])],
        },
      },
      // The sign-in popup returns to us after visiting the issuer; COOP would cut window.opener and
      // with it the postMessage that hands the tokens back (docs/api.md#authentication OAuth callback page).
      crossOriginOpenerPolicy: false,
      referrerPolicy: { policy: 'no-referrer' },
      // The same answer as frame-ancestors 'none', for browsers that only know the older header.
      xFrameOptions: { action: 'deny' },
    });
    headers['permissions-policy'] = PERMISSIONS_POLICY;
    app.addHook('onRequest', (req, reply, done) => {
      reply.headers(headers);
      // API answers carry tokens or personal data: no cache keeps them (a public route may say otherwise).
      if (req.url.startsWith('/api/')) void reply.header('cache-control', 'no-store');
      done();
    });
    // Answers 503 before the event loop drowns (docs/api.md#server-rules).
    await app.register(underPressure, {
      maxEventLoopDelay,
      // Its default 503 error goes through our error handler, which answers { error }.
      retryAfter: 10,
    });
  },
  { name: 'security' },
);

/**
 * Helmet's headers are the same for every response here (no CSP nonces), so helmet runs once at
 * start-up against a recording response and each request only copies the result.
 * (@fastify/helmet builds a new helmet middleware per request, parsing the CSP each time: ~4 % of
 * the server's CPU under the data-point load, bench/server.bench.mjs.)
 */
export function staticHelmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    recorder as unknown as Parameters<ReturnType<typeof helmet>>[1],
    (err?: unknown) => {
      if (err) throw err instanceof Error ? err : new Error(String(err));
    },
  );
  return headers;
}
