import type { SnapshotFrom } from 'xstate'
import type { MenuItem, NewsDetail, NewsItem } from '@/api/contract/content'
import type { ErrorCode } from '@/api/errors'
import type { homeContentMachine } from './home-content.machine'

export type HomeContentSnapshot = SnapshotFrom<typeof homeContentMachine>

/** `ready` with no items is the part's empty state. */
export type PartStatus = 'loading' | 'ready' | 'failed'

export interface PartView<T> {
  status: PartStatus
  items: T[]
  /** Why the part failed; null unless `status` is `failed`. */
  error: ErrorCode | null
}

/** Banners and announcements: one item shown at a time. */
export interface RotatingPartView<T> extends PartView<T> {
  /** The item shown. */
  index: number
  /** False once the user paused the rotation with its button (a hover or focus only holds it). */
  isPlaying: boolean
}

export interface HomeContentView {
  banners: RotatingPartView<NewsItem>
  announcements: RotatingPartView<NewsItem>
  menu: PartView<MenuItem>
  /** The pop-up to show, or null. */
  popup: NewsDetail | null
}

const statusOf = (ready: boolean, failed: boolean): PartStatus =>
  ready ? 'ready' : failed ? 'failed' : 'loading'

const partError = (status: PartStatus, code: ErrorCode | null) =>
  status === 'failed' ? code : null

export function toHomeContentView(s: HomeContentSnapshot): HomeContentView {
  const { context } = s
  const banners = statusOf(s.matches({ banners: 'ready' }), s.matches({ banners: 'failed' }))
  const announcements = statusOf(
    s.matches({ announcements: 'ready' }),
    s.matches({ announcements: 'failed' }),
  )
  const menu = statusOf(s.matches({ menu: 'ready' }), s.matches({ menu: 'failed' }))
  return {
    banners: {
      status: banners,
      items: context.banners,
      index: context.bannerIndex,
      isPlaying: !s.matches({ banners: { ready: 'paused' } }),
      error: partError(banners, context.errors.banners),
    },
    announcements: {
      status: announcements,
      items: context.announcements,
      index: context.announcementIndex,
      isPlaying: !s.matches({ announcements: { ready: 'paused' } }),
      error: partError(announcements, context.errors.announcements),
    },
    menu: { status: menu, items: context.menu, error: partError(menu, context.errors.menu) },
    popup: s.matches({ popup: 'open' }) ? context.popup : null,
  }
}
