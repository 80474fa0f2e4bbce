import type { ArticleSnapshot } from '@/machines/article/article.view'
import { detailStatus } from '../load-status'
import { ownCode } from '../own-error'
import type { MessageDetailView } from './message-detail.view'

/**
 * An announcement (spec §2 other/ggDetail, news `c_id` 4) read through the article machine
 * (`news/detail`), as the message reader shows it.
 */
export function toAnnouncementDetailView(s: ArticleSnapshot): MessageDetailView {
  const status = detailStatus(s)
  const article = status === 'ready' ? s.context.article : null
  return {
    status,
    title: article?.title ?? '',
    time: article?.create_time ?? null,
    author: article?.author ?? '',
    content: article?.content ?? '',
    // the article machine keeps a session code (its own page shows it); the reader does not
    error: status === 'failed' ? ownCode(s.context.error) : null,
  }
}
