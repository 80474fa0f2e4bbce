/**
 * Who is asking, as far as HTTP can tell: the `Host` a request was sent to, the `Origin` of the
 * page that sent it, and whether a listen address or host name is this machine (loopback).
 * Used by the request guards (plugins/request-guards.ts) and by server.ts's dev-tools decision.
 */

/** `host[:port]` → the lower-cased host name; IPv6 keeps its brackets (`[::1]`). */
export function hostnameOf(hostHeader: string | undefined): string | null {
  const value = hostHeader?.trim().toLowerCase()
  if (!value) return null
  if (value.startsWith('[')) {
    const end = value.indexOf(']')
    return end > 0 ? value.slice(0, end + 1) : null
  }
  return value.replace(/:\d*$/, '') || null
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]'])

/** A `Host` header naming this machine: 127.0.0.1, localhost or [::1], with any port. */
export function isLoopbackHostHeader(hostHeader: string | undefined): boolean {
  const name = hostnameOf(hostHeader)
  return name !== null && LOOPBACK_NAMES.has(name)
}

/** A listen address (server.ts HOST) that only this machine can reach: 127.0.0.0/8, ::1, localhost. */
export function isLoopbackAddress(address: string): boolean {
  const value = address
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
  return value === 'localhost' || value === '::1' || /^127(\.\d{1,3}){3}$/.test(value)
}

/** `scheme://host[:port]` of an Origin header, or null for `null`, garbage and non-http(s). */
export function normaliseOrigin(origin: string): string | null {
  try {
    const url = new URL(origin)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}

/** The origin list of SANDBOX_ALLOWED_ORIGINS: comma- or space-separated `scheme://host[:port]`. */
export function parseAllowedOrigins(value: string | undefined): string[] {
  const origins: string[] = []
  for (const entry of (value ?? '').split(/[\s,]+/).filter(Boolean)) {
    const origin = normaliseOrigin(entry)
    if (!origin) throw new Error(`SANDBOX_ALLOWED_ORIGINS: "${entry}" is not an http(s) origin`)
    origins.push(origin)
  }
  return origins
}

/**
 * Whether the page at `origin` is the site this request was sent to: the Origin's `host[:port]`
 * equals the request's own `Host` header (the scheme is left out so a TLS-terminating proxy in
 * front of the sandbox still counts as the same site).
 */
export function isSameOrigin(origin: string, hostHeader: string | undefined): boolean {
  const normal = normaliseOrigin(origin)
  if (!normal || !hostHeader) return false
  const url = new URL(normal)
  const host = hostHeader.trim().toLowerCase()
  const defaultPort = url.protocol === 'https:' ? '443' : '80'
  const withPort = url.port ? url.host : `${url.hostname}:${defaultPort}`
  return host === url.host || host === withPort
}

export type DevToolsDecision = { devTools: boolean; warning?: string } | { error: string }

/**
 * Dev tools (/api/dev/*: every code sent, crediting deposits, moving the clock) are for local use:
 * on by default only when listening on a loopback address. SANDBOX_DEV_TOOLS=0 turns them off;
 * SANDBOX_DEV_TOOLS=1 is the only way to have them on another address, with a loud warning.
 */
export function decideDevTools(setting: string | undefined, host: string): DevToolsDecision {
  const loopback = isLoopbackAddress(host)
  const value = setting?.trim() ?? ''
  if (value === '0') return { devTools: false }
  if (value === '') return { devTools: loopback }
  if (value !== '1') {
    return { error: `SANDBOX_DEV_TOOLS must be 0 or 1 (got "${setting}")` }
  }
  if (loopback) return { devTools: true }
  return {
    devTools: true,
    warning: [
      '!!! SANDBOX_DEV_TOOLS=1 on a non-loopback address (HOST=' + host + ').',
      '!!! /api/dev/* can read every verification code (and so reset any password), credit deposits',
      '!!! and move the clock. They still answer only Host: localhost / 127.0.0.1 / [::1], but anyone',
      '!!! who can reach this port can send that header. Never do this on a shared network.',
    ].join('\n'),
  }
}
