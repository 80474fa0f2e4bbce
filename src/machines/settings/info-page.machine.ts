/**
 * One information page (spec §2 common/aboutus, faq, contactus, setting/operational_compliance;
 * §7 their GET endpoints; contract/info-pages.ts). loading → ready | empty (the platform has not
 * written it) | failed —page.retry→ loading. The page comes in the interface language, or in
 * English when that language has none; the screen starts a new machine when the language changes.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { InfoPage, InfoPageKey } from '@/api/contract/info-pages'
import { toErrorCode, type ErrorCode } from '@/api/errors'
import { infoPagesApi } from '@/api/info-pages'
import type { LoadTag } from '../load-status'

export type InfoPageEvent = { type: 'page.retry' }

export interface InfoPageInput {
  page: InfoPageKey
}

export interface InfoPageContext {
  page: InfoPageKey
  content: InfoPage | null
  error: ErrorCode | null
}

export const infoPageMachine = setup({
  types: {
    context: {} as InfoPageContext,
    events: {} as InfoPageEvent,
    input: {} as InfoPageInput,
    tags: {} as LoadTag | 'empty',
  },
  actors: {
    // background: the page shows its own skeleton while it loads
    readPage: fromPromise<InfoPage | null, { page: InfoPageKey }>(({ input, signal }) =>
      infoPagesApi.read(input.page, { signal, background: true }),
    ),
  },
  guards: {
    hasContent: (_, params: { content: InfoPage | null }) =>
      params.content !== null && params.content.content.trim() !== '',
  },
}).createMachine({
  id: 'infoPage',
  context: ({ input }) => ({ page: input.page, content: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        src: 'readPage',
        input: ({ context }) => ({ page: context.page }),
        onDone: [
          {
            guard: { type: 'hasContent', params: ({ event }) => ({ content: event.output }) },
            target: 'ready',
            actions: assign(({ event }) => ({ content: event.output, error: null })),
          },
          { target: 'empty', actions: assign({ content: null, error: null }) },
        ],
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({ error: toErrorCode(event.error) })),
        },
      },
    },
    ready: {},
    empty: { tags: ['empty'] },
    failed: { tags: ['failed'], on: { 'page.retry': 'loading' } },
  },
})
