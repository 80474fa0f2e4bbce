/**
 * The settings hub (spec §2 setting/setting, §1 "the language is stored client-side", §3 client
 * settings: language and fiat currency; §4 identity states; api-reference §3.3 real/state).
 * Two parallel regions:
 * - verification: loading → ready | failed —verification.retry→ loading (the level shown in the
 *   header and on the verification row).
 * - panel: closed ⇄ language | fiat | logout. Choosing a language or a currency closes its sheet
 *   and emits the choice; confirming the log-out emits `logout`. The screen applies them (i18n,
 *   the fiat actor, the session), since the machine knows neither.
 */
import { assign, emit, fromPromise, setup } from 'xstate'
import type { FiatCode } from '@/api/contract/fiat'
import type { KycStatus } from '@/api/contract/kyc'
import type { LanguageTag } from '@/api/contract/languages'
import type { ErrorCode } from '@/api/errors'
import { kycApi } from '@/api/kyc'
import type { LoadTag } from '../load-status'
import { ownErrorCode } from '../own-error'

export type SettingsEvent =
  | { type: 'verification.retry' }
  | { type: 'language.open' }
  | { type: 'fiat.open' }
  | { type: 'logout.open' }
  | { type: 'panel.close' }
  | { type: 'language.choose'; tag: LanguageTag }
  | { type: 'fiat.choose'; code: FiatCode }
  | { type: 'logout.confirm' }

export type SettingsEmitted =
  | { type: 'language.chosen'; tag: LanguageTag }
  | { type: 'fiat.chosen'; code: FiatCode }
  | { type: 'logout' }

export interface SettingsContext {
  verification: KycStatus | null
  error: ErrorCode | null
}

export const settingsMachine = setup({
  types: {
    context: {} as SettingsContext,
    events: {} as SettingsEvent,
    emitted: {} as SettingsEmitted,
    /** For views: the verification row's load. */
    tags: {} as LoadTag,
  },
  actors: {
    // background: the hub is usable while the level loads; only its own row waits
    loadVerification: fromPromise<KycStatus>(({ signal }) =>
      kycApi.state({ signal, background: true }),
    ),
  },
}).createMachine({
  id: 'settings',
  context: { verification: null, error: null },
  type: 'parallel',
  states: {
    verification: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['busy', 'loading'],
          invoke: {
            src: 'loadVerification',
            onDone: {
              target: 'ready',
              actions: assign(({ event }) => ({ verification: event.output, error: null })),
            },
            onError: {
              target: 'failed',
              actions: assign(({ event }) => ({ error: ownErrorCode(event.error) })),
            },
          },
        },
        ready: {},
        failed: { tags: ['failed'], on: { 'verification.retry': 'loading' } },
      },
    },
    panel: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'language.open': 'language', 'fiat.open': 'fiat', 'logout.open': 'logout' },
        },
        language: {
          on: {
            'language.choose': {
              target: 'closed',
              actions: emit(({ event }) => ({ type: 'language.chosen' as const, tag: event.tag })),
            },
            'panel.close': 'closed',
          },
        },
        fiat: {
          on: {
            'fiat.choose': {
              target: 'closed',
              actions: emit(({ event }) => ({ type: 'fiat.chosen' as const, code: event.code })),
            },
            'panel.close': 'closed',
          },
        },
        logout: {
          on: {
            'logout.confirm': { target: 'closed', actions: emit({ type: 'logout' as const }) },
            'panel.close': 'closed',
          },
        },
      },
    },
  },
})
