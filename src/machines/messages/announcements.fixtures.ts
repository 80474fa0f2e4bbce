import { NewsItem } from '@/api/contract/content'
import { MockAnnouncements } from '@/api/contract/content.fixtures'
import { announcementsMachine, type AnnouncementsContext } from './announcements.machine'

const base: AnnouncementsContext = {
  limit: 15,
  announcements: [],
  page: 0,
  count: 0,
  error: null,
  moreError: null,
}
const mock = MockAnnouncements.en.map((a) => NewsItem.parse(a))
const loaded: AnnouncementsContext = { ...base, announcements: mock, page: 1, count: mock.length }
/** The first page of two (limit 3, five announcements). */
const firstOfTwo: AnnouncementsContext = { ...loaded, limit: 3, count: 5 }

type Value = 'loading' | 'failed' | 'empty' | { ready: 'idle' | 'loadingMore' }
const at = (value: Value, context: AnnouncementsContext) =>
  announcementsMachine.resolveState({ value, context })

/** One snapshot per state of the announcement list. */
export const announcementsSnapshots = {
  loading: at('loading', base),
  failed: at('failed', { ...base, error: 'network' }),
  empty: at('empty', { ...base, page: 1 }),
  ready: at({ ready: 'idle' }, loaded),
  hasMore: at({ ready: 'idle' }, firstOfTwo),
  loadingMore: at({ ready: 'loadingMore' }, firstOfTwo),
  moreFailed: at({ ready: 'idle' }, { ...firstOfTwo, moreError: 'network' }),
}
