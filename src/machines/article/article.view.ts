import type { SnapshotFrom } from 'xstate'
import type { NewsDetail } from '@/api/contract/content'
import type { ErrorCode } from '@/api/errors'
import { detailStatus, type DetailStatus } from '../load-status'
import type { articleMachine } from './article.machine'

export type ArticleSnapshot = SnapshotFrom<typeof articleMachine>

export type ArticleStatus = DetailStatus

export interface ArticleView {
  status: ArticleStatus
  article: NewsDetail | null
  error: ErrorCode | null
}

export function toArticleView(s: ArticleSnapshot): ArticleView {
  const status = detailStatus(s)
  return { status, article: s.context.article, error: status === 'failed' ? s.context.error : null }
}
