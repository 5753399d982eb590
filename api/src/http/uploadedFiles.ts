import { mkdirSync } from 'node:fs';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppConfig } from '../config';
import { securityHeaders, uploadPolicy } from './securityHeaders';

/**
 * Serves the uploads folder at /uploads/<name>. Every upload gets a fresh random name, so a file
 * never changes under its name and may be cached for a year; an unknown name answers 404 instead
 * of falling through to the app shell. A file is sent as what it is named (nosniff) and, opened on
 * its own, sandboxed: a picture with a page hidden in it is never run as one.
 */
export function uploadedFiles({ uploadsDir, publicUrl }: Pick<AppConfig, 'uploadsDir' | 'publicUrl'>) {
  mkdirSync(uploadsDir, { recursive: true });
  return new Hono()
    .use(securityHeaders(publicUrl, uploadPolicy))
    .use(
      '*',
      serveStatic({
        root: uploadsDir,
        rewriteRequestPath: (path) => path.replace(/^\/uploads/, ''),
        onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
      }),
    )
    .all('*', (c) => c.json({ message: 'Soubor nenalezen' }, 404));
}
