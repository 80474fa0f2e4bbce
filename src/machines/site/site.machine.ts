/**
 * Site config (spec §7 getSiteConfig "on launch; on type ok the logo and names are stored").
 * The stored copy shows at once; a fresh one replaces it. loading → ready | failed (retry).
 */
import { assign, fromPromise, setup } from 'xstate'
import { commonApi } from '@/api/common'
import { SiteConfig } from '@/api/contract/common'
import { toErrorCode, type ErrorCode } from '@/api/errors'

export const SITE_CONFIG_KEY = 'siteConfig'

export type SiteEvent = { type: 'site.retry' }

export interface SiteInput {
  storage: Pick<Storage, 'getItem' | 'setItem'>
}

export interface SiteContext {
  storage: SiteInput['storage']
  config: SiteConfig | null
  error: ErrorCode | null
}

function readStored(storage: SiteInput['storage']): SiteConfig | null {
  try {
    const parsed = SiteConfig.safeParse(JSON.parse(storage.getItem(SITE_CONFIG_KEY) ?? 'null'))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export const siteMachine = setup({
  types: { context: {} as SiteContext, events: {} as SiteEvent, input: {} as SiteInput },
  actors: {
    fetchSiteConfig: fromPromise<SiteConfig>(({ signal }) => commonApi.siteConfig({ signal })),
  },
  actions: {
    store: assign(({ context }, params: { config: SiteConfig }) => {
      context.storage.setItem(SITE_CONFIG_KEY, JSON.stringify(params.config))
      return { config: params.config, error: null }
    }),
  },
}).createMachine({
  id: 'site',
  context: ({ input }) => ({
    storage: input.storage,
    config: readStored(input.storage),
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'fetchSiteConfig',
        onDone: {
          target: 'ready',
          actions: { type: 'store', params: ({ event }) => ({ config: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({ error: toErrorCode(event.error) })),
        },
      },
    },
    ready: {},
    failed: { on: { 'site.retry': 'loading' } },
  },
})
