/**
 * One article (spec §2 pages/common/article, api-reference §4 `news/detail`).
 * checking → loading → ready | notFound | failed —article.retry→ loading. An id that is not a
 * positive integer is notFound without asking; so is the server's `notFound`.
 */
import { assign, fromPromise, setup } from 'xstate'
import { contentApi } from '@/api/content'
import type { NewsDetail } from '@/api/contract/content'
import { toErrorCode, type ErrorCode } from '@/api/errors'
import type { DetailTag } from '../load-status'

export type ArticleEvent = { type: 'article.retry' }

export interface ArticleInput {
  /** The `id` query parameter as it came; parsed here. */
  id: string | null
}

export interface ArticleContext {
  id: number | null
  article: NewsDetail | null
  error: ErrorCode | null
}

/** A positive integer id, or null. */
export function parseArticleId(raw: string | null): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null
  const id = Number(raw)
  return id > 0 ? id : null
}

export const articleMachine = setup({
  types: {
    context: {} as ArticleContext,
    events: {} as ArticleEvent,
    input: {} as ArticleInput,
    tags: {} as DetailTag,
  },
  actors: {
    fetchArticle: fromPromise<NewsDetail, { id: number }>(({ input, signal }) =>
      contentApi.newsDetail(input, { signal }),
    ),
  },
  guards: {
    hasId: ({ context }) => context.id !== null,
    isNotFound: (_, params: { error: unknown }) => toErrorCode(params.error) === 'notFound',
  },
}).createMachine({
  id: 'article',
  context: ({ input }) => ({ id: parseArticleId(input.id), article: null, error: null }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'hasId', target: 'loading' }, { target: 'notFound' }] },
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        src: 'fetchArticle',
        input: ({ context }) => ({ id: context.id! }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({ article: event.output, error: null })),
        },
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
          },
          {
            target: 'failed',
            actions: assign(({ event }) => ({ error: toErrorCode(event.error) })),
          },
        ],
      },
    },
    ready: { tags: ['ready'] },
    notFound: { tags: ['notFound'] },
    failed: { tags: ['failed'], on: { 'article.retry': 'loading' } },
  },
})
