import { NEWS_DEFAULT_LIMIT, NewsItem } from '@/api/contract/content'
import { MockAnnouncements } from '@/api/contract/content.fixtures'
import { pagedListSnapshots } from '@/machines/paged-list/paged-list.fixtures'
import { announcementsMachine } from './announcements.machine'

const mock = MockAnnouncements.en.map((a) => NewsItem.parse(a))

/** One snapshot per state of the announcement list; "more" is the first page of two (limit 3, five rows). */
export const announcementsSnapshots = pagedListSnapshots(
  (value, context) => announcementsMachine.resolveState({ value, context }),
  { filter: {}, pageSize: NEWS_DEFAULT_LIMIT, items: mock, firstOfTwo: { total: 5, pageSize: 3 } },
)
