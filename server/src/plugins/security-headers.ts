/**
 * Security headers on every response, through @fastify/helmet. The Content-Security-Policy is the
 * one the built app works under:
 *
 * - scripts, styles, fonts, the web manifest and the service worker only from this origin
 *   ('self': Vite's hashed chunks, Tailwind's one CSS file, registerSW.js, sw.js);
 * - inline `<script>` / `<style>` blocks of the built index.html (the critical-CSS static shell) are
 *   allowed by their SHA-256 hashes, computed from dist/index.html when the app is built, and so is
 *   the one `<style>` element lightweight-charts adds for its attribution logo
 *   (LIBRARY_INLINE_STYLES); never 'unsafe-inline' (React, lightweight-charts and qrcode otherwise
 *   set styles through the CSSOM, which CSP does not restrict);
 * - connections to this origin, including the socket.io WebSocket (ws:/wss: to the request's own
 *   host, spelled out for browsers whose 'self' does not cover ws:);
 * - pictures from this origin, `data:` (qrcode) and `blob:` (KYC document previews);
 * - no plugins, no framing (`frame-ancestors 'none'`, plus X-Frame-Options DENY for old browsers),
 *   forms and `<base>` only to this origin.
 *
 * Also: nosniff, Referrer-Policy strict-origin-when-cross-origin, COOP same-origin. No HSTS and no
 * upgrade-insecure-requests: the sandbox is served over plain http on localhost and LANs.
 * Uploaded pictures (routes/upload.ts) keep their own stricter `default-src 'none'; sandbox`.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import type { IncomingMessage } from 'node:http'
import { join } from 'node:path'
import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'

/**
 * `<style>` texts that libraries of the app insert at run time, allowed by hash. A test checks that
 * each is still in the installed library, so an upgrade that changes one fails there, not in use.
 */
export const LIBRARY_INLINE_STYLES = {
  // lightweight-charts 5.2.1, the TradingView attribution logo (layout.attributionLogo)
  'lightweight-charts':
    'a#tv-attr-logo{--fill:#131722;--stroke:#fff;position:absolute;left:10px;bottom:10px;height:19px;width:35px;margin:0;padding:0;border:0;z-index:3;}a#tv-attr-logo[data-dark]{--fill:#D1D4DC;--stroke:#131722;}',
} as const

function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/** Hashes of the inline `<script>` (without src) and `<style>` blocks of an HTML page. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((m) => m[1]!)
    .filter((body) => body.trim() !== '')
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]!)
  return { scripts: scripts.map(sha256), styles: styles.map(sha256) }
}

/** ws: and wss: to the host the page was loaded from (a Host header of host-name characters only). */
function socketSources(req: IncomingMessage): string {
  const host = req.headers.host?.toLowerCase() ?? ''
  return /^[a-z0-9.\-[\]:]+$/.test(host) ? `ws://${host} wss://${host}` : ''
}

export async function registerSecurityHeaders(app: FastifyInstance, distDir?: string) {
  const index = distDir ? join(distDir, 'index.html') : null
  const hashes =
    index && existsSync(index)
      ? inlineHashes(readFileSync(index, 'utf8'))
      : { scripts: [], styles: [] }

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...hashes.scripts],
        styleSrc: ["'self'", ...hashes.styles, ...Object.values(LIBRARY_INLINE_STYLES).map(sha256)],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", (req) => socketSources(req as IncomingMessage)],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
  })
}
