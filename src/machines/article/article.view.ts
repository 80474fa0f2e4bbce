import type { SnapshotFrom } from 'xstate'
import type { NewsDetail } from '@/api/contract/content'
import type { ErrorCode } from '@/api/errors'
import type { articleMachine } from './article.machine'

export type ArticleSnapshot = SnapshotFrom<typeof articleMachine>

export type ArticleStatus = 'loading' | 'ready' | 'notFound' | 'failed'

export interface ArticleView {
  status: ArticleStatus
  article: NewsDetail | null
  error: ErrorCode | null
}

export function toArticleView(s: ArticleSnapshot): ArticleView {
  const status: ArticleStatus = s.matches('ready')
    ? 'ready'
    : s.matches('notFound')
      ? 'notFound'
      : s.matches('failed')
        ? 'failed'
        : 'loading'
  return { status, article: s.context.article, error: status === 'failed' ? s.context.error : null }
}
