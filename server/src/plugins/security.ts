import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';

/**
 * CSP: only our own origin. The SPA needs wasm compilation (tfjs wasm backend), blob: workers,
 * camera media streams and inline styles (react-aria). The OIDC issuer is reached by top-level
 * navigation of the popup, which CSP does not govern; it is listed in form-action for providers
 * that answer with an auto-submitting form (response_mode=form_post).
 */
export async function registerSecurity(
  app: FastifyInstance,
  issuer: string,
  maxEventLoopDelay: number,
  corsOrigins: string[] = [],
): Promise<void> {
  // The API may live on its own host (spec decisions): then only the listed SPA origins may call it,
  // with bearer tokens and never cookies.
  if (corsOrigins.length) {
    await app.register(cors, {
      origin: corsOrigins,
      credentials: false,
      methods: ['GET', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['authorization', 'content-type'],
      maxAge: 600,
    });
  }
  let issuerOrigin: string | null = null;
  try {
    issuerOrigin = new URL(issuer).origin;
  } catch {
    issuerOrigin = null;
  }
  await app.register(helmet, {
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
    // with it the postMessage that hands the tokens back (spec §4 OAuth callback page).
    crossOriginOpenerPolicy: false,
    referrerPolicy: { policy: 'no-referrer' },
  });
  // Answers 503 before the event loop drowns (DESIGN §4).
  await app.register(underPressure, {
    maxEventLoopDelay,
    // Its default 503 error goes through our error handler, which answers { error }.
    retryAfter: 10,
  });
}
