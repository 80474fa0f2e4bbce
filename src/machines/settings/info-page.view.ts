import type { SnapshotFrom } from 'xstate'
import type { InfoPage, InfoPageKey } from '@/api/contract/info-pages'
import { codeToTag, type LanguageTag } from '@/api/contract/languages'
import type { ErrorCode } from '@/api/errors'
import { loadStatus } from '../load-status'
import type { infoPageMachine } from './info-page.machine'

export type InfoPageSnapshot = SnapshotFrom<typeof infoPageMachine>

export type InfoPageStatus = 'loading' | 'ready' | 'empty' | 'failed'

export interface InfoPageView {
  page: InfoPageKey
  status: InfoPageStatus
  content: InfoPage | null
  /** The language the page is written in (the English fallback may differ from the interface). */
  language: LanguageTag | null
  error: ErrorCode | null
}

export function toInfoPageView(s: InfoPageSnapshot): InfoPageView {
  const status: InfoPageStatus = s.hasTag('empty') ? 'empty' : loadStatus(s)
  return {
    page: s.context.page,
    status,
    content: s.context.content,
    language: s.context.content ? codeToTag(s.context.content.lang) : null,
    error: status === 'failed' ? s.context.error : null,
  }
}
