import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

type Policy = NonNullable<NonNullable<Parameters<typeof secureHeaders>[0]>['contentSecurityPolicy']>;

/** The CSP source that allows exactly this inline script: the SHA-256 of its text. */
export const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * What a page may load: the app's own files, plus the inline scripts the server rendered into it
 * (by their hashes, so no other inline script runs). Stripe Checkout and Google sign-in are
 * redirects, so they need no source here.
 */
export const pagePolicy = (inlineScripts: string[] = []): Policy => ({
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", ...inlineScripts.map(scriptHash)],
  // Mantine writes style attributes and <style> elements of its own.
  styleSrc: ["'self'", "'unsafe-inline'"],
  // data: for the SVG icons in Mantine's stylesheet, blob: for previews of files being uploaded.
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:'],
  // The video player, once a visitor has clicked its poster (YouTubeFacade).
  frameSrc: ['https://www.youtube-nocookie.com'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
});

/** An uploaded file is never a page: opened on its own it runs nothing and loads nothing. */
export const uploadPolicy: Policy = { defaultSrc: ["'none'"], sandbox: [] };

/**
 * nosniff, Referrer-Policy, no framing, HSTS when the shop is on https, the Permissions-Policy
 * (the location for the shop's own pages only, which the pickup-point picker will ask for; no
 * camera, microphone or Payment Request), and the Content-Security-Policy (a page's by default). A header already on the answer is kept, so a part of the app that sets its
 * own policy (an upload, a page with inline scripts) does so with this same middleware.
 */
export function securityHeaders(publicUrl: string, policy: Policy = pagePolicy()): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: policy,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy: { geolocation: ['self'], camera: [], microphone: [], payment: [] },
    strictTransportSecurity: new URL(publicUrl).protocol === 'https:',
    // Podcast players on other sites play the shop's recordings.
    crossOriginResourcePolicy: false,
    overwrite: false,
  });
}
