/**
 * An external page inside the app (spec §2 common/webView, "the webView page uses the default
 * style"; api-reference §3.5: the operator's `support_url` and `game_url` are web views). Only
 * pages of an allowed site open: the sites of the operator's own settings (`support_url`,
 * `game_url`, `apk_download_url`, read from `getSetting`) plus WEB_VIEW_HOSTS. Anything else,
 * or a URL that is not http(s), is refused and never framed.
 * checking → loading → allowed | refused | failed —webView.retry→ loading; no `?url=` → missing.
 */
import { assign, fromPromise, setup } from 'xstate'
import { commonApi } from '@/api/common'
import type { ErrorCode } from '@/api/errors'
import type { LoadTag } from '../load-status'
import { ownErrorCode } from '../own-error'
import { toSupportUrl } from '../messages/support.machine'

/**
 * Sites every build may show besides the operator's settings (none: a site is allowed only by the
 * operator configuring it). Add a host here, e.g. 'help.example.com', to allow it everywhere.
 */
export const WEB_VIEW_HOSTS: readonly string[] = []

export type WebViewEvent = { type: 'webView.retry' }

export interface WebViewInput {
  /** `?url=`: the page asked for, as given. */
  url: string | null
}

export interface WebViewContext {
  /** The page, normalised; null when it is not an http(s) URL. */
  url: string | null
  error: ErrorCode | null
}

/** The hosts of the operator's configured pages and of WEB_VIEW_HOSTS. */
export function allowedHosts(settings: readonly string[]): Set<string> {
  const hosts = settings.map((v) => toSupportUrl(v)).filter((v) => v !== null)
  return new Set([...WEB_VIEW_HOSTS, ...hosts.map((u) => new URL(u).host)])
}

export const webViewMachine = setup({
  types: {
    context: {} as WebViewContext,
    events: {} as WebViewEvent,
    input: {} as WebViewInput,
    tags: {} as LoadTag | 'allowed' | 'refused' | 'missing',
  },
  actors: {
    fetchAllowedHosts: fromPromise<string[]>(async ({ signal }) => {
      const keys = ['support_url', 'game_url', 'apk_download_url'] as const
      const settings = await Promise.all(keys.map((k) => commonApi.setting(k, { signal })))
      return [...allowedHosts(settings.map((s) => s.value))]
    }),
  },
  guards: {
    hasUrl: ({ context }) => context.url !== null,
    isAllowed: ({ context }, { hosts }: { hosts: string[] }) =>
      context.url !== null && hosts.includes(new URL(context.url).host),
  },
}).createMachine({
  id: 'webView',
  context: ({ input }) => ({ url: toSupportUrl(input.url ?? ''), error: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasUrl', target: 'loading' }, { target: 'missing' }],
    },
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        src: 'fetchAllowedHosts',
        onDone: [
          {
            guard: { type: 'isAllowed', params: ({ event }) => ({ hosts: event.output }) },
            target: 'allowed',
          },
          { target: 'refused' },
        ],
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({ error: ownErrorCode(event.error) })),
        },
      },
    },
    allowed: { tags: ['allowed'] },
    refused: { tags: ['refused'] },
    missing: { tags: ['missing'] },
    failed: { tags: ['failed'], on: { 'webView.retry': 'loading' } },
  },
})
