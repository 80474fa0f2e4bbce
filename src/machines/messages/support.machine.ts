/**
 * Customer service (spec §2 other/kefu/index; api-reference §3.5 `getSetting support_url`,
 * §16.7): the operator's support channel, opened in a new tab, never framed. The same reading
 * serves the other link setting, `apk_download_url` (the home's download tile).
 * loading → ready (an http(s) URL) | unconfigured (empty, or not a web address) | failed
 * —support.retry→ loading.
 */
import { assign, fromPromise, setup } from 'xstate'
import { commonApi } from '@/api/common'
import { toErrorCode, type ErrorCode } from '@/api/errors'
import type { LoadTag } from '../load-status'

export type SupportEvent = { type: 'support.retry' }

/** The site settings that hold a link the app opens in a new tab. */
export type LinkSettingKey = 'support_url' | 'apk_download_url'

export interface SupportInput {
  /** Which setting to read (the home's download tile reads apk_download_url). @default 'support_url' */
  key?: LinkSettingKey
}

export interface SupportContext {
  key: LinkSettingKey
  /** The channel's address once it is known to be usable; null otherwise. */
  url: string | null
  error: ErrorCode | null
}

/** An absolute http(s) URL, normalised; null for anything else (javascript:, relative, empty). */
export function toSupportUrl(value: string): string | null {
  const trimmed = value.trim()
  if (!trimmed) return null
  try {
    const url = new URL(trimmed)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

export const supportMachine = setup({
  types: {
    context: {} as SupportContext,
    events: {} as SupportEvent,
    input: {} as SupportInput | undefined,
    tags: {} as LoadTag | 'unconfigured',
  },
  actors: {
    fetchSupportUrl: fromPromise<string, LinkSettingKey>(async ({ input, signal }) => {
      const setting = await commonApi.setting(input, { signal })
      return setting.value
    }),
  },
  guards: {
    isUsable: (_, params: { value: string }) => toSupportUrl(params.value) !== null,
  },
}).createMachine({
  id: 'support',
  context: ({ input }) => ({ key: input?.key ?? 'support_url', url: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        src: 'fetchSupportUrl',
        input: ({ context }) => context.key,
        onDone: [
          {
            guard: { type: 'isUsable', params: ({ event }) => ({ value: event.output }) },
            target: 'ready',
            actions: assign(({ event }) => ({ url: toSupportUrl(event.output), error: null })),
          },
          { target: 'unconfigured', actions: assign({ url: null, error: null }) },
        ],
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({ error: toErrorCode(event.error) })),
        },
      },
    },
    ready: {},
    unconfigured: { tags: ['unconfigured'] },
    failed: { tags: ['failed'], on: { 'support.retry': 'loading' } },
  },
})
