import type { SnapshotFrom } from 'xstate'
import type { ErrorCode } from '@/api/errors'
import { loadStatus } from '../load-status'
import type { webViewMachine } from './web-view.machine'

export interface WebViewView {
  /** allowed: framed (and offered in a new tab); refused / missing: never framed. */
  status: 'loading' | 'failed' | 'allowed' | 'refused' | 'missing'
  /** The page (allowed only). */
  url: string | null
  /** The site asked for, to say what was refused or where the link goes. */
  host: string
  error: ErrorCode | null
}

export function toWebViewView(s: SnapshotFrom<typeof webViewMachine>): WebViewView {
  const status = s.hasTag('allowed')
    ? 'allowed'
    : s.hasTag('refused')
      ? 'refused'
      : s.hasTag('missing')
        ? 'missing'
        : loadStatus(s) === 'failed'
          ? 'failed'
          : 'loading'
  const { url } = s.context
  return {
    status,
    url: status === 'allowed' ? url : null,
    host: url ? new URL(url).host : '',
    error: status === 'failed' ? s.context.error : null,
  }
}
