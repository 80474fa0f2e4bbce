import { MenuResponse, NewsDetail, NewsItem } from '@/api/contract/content'
import {
  MockAnnouncements,
  MockBanners,
  MockMenu,
  MockPopups,
} from '@/api/contract/content.fixtures'
import { homeContentMachine, type HomeContentContext } from './home-content.machine'

export const mockBanners = MockBanners.en.map((b) => NewsItem.parse(b))
export const mockAnnouncements = MockAnnouncements.en.map((a) => NewsItem.parse(a))
export const mockMenu = MenuResponse.parse(MockMenu)
export const mockPopup = NewsDetail.parse(MockPopups.en)

const base: HomeContentContext = {
  storage: { getItem: () => null, setItem: () => {} },
  lang: 'en',
  autoplay: true,
  banners: [],
  announcements: [],
  menu: [],
  popup: null,
  bannerIndex: 0,
  announcementIndex: 0,
  errors: { banners: null, announcements: null, menu: null, popup: null },
}
const loaded: HomeContentContext = {
  ...base,
  banners: mockBanners,
  announcements: mockAnnouncements,
  menu: mockMenu,
}

type Rotation = 'playing' | 'held' | 'paused'
type Value = {
  banners: 'loading' | 'failed' | { ready: Rotation }
  announcements: 'loading' | 'failed' | { ready: Rotation }
  menu: 'loading' | 'ready' | 'failed'
  popup: 'loading' | 'open' | 'hidden' | 'failed'
}
const ready: Value = {
  banners: { ready: 'playing' },
  announcements: { ready: 'playing' },
  menu: 'ready',
  popup: 'hidden',
}
const resolve = (value: Partial<Value>, context: Partial<HomeContentContext> = {}) =>
  homeContentMachine.resolveState({
    value: { ...ready, ...value },
    context: { ...loaded, ...context },
  })

/** One snapshot per state the home's content can be in (every leaf of every region). */
export const homeContentSnapshots = {
  loading: resolve(
    { banners: 'loading', announcements: 'loading', menu: 'loading', popup: 'loading' },
    base,
  ),
  loaded: resolve({}),
  /** The rotation moved on: second banner, second announcement. */
  rotated: resolve({}, { bannerIndex: 1, announcementIndex: 1 }),
  /** The user's pointer or focus is on the banners and the ticker. */
  held: resolve({ banners: { ready: 'held' }, announcements: { ready: 'held' } }),
  paused: resolve({ banners: { ready: 'paused' }, announcements: { ready: 'paused' } }),
  popupOpen: resolve({ popup: 'open' }, { popup: mockPopup }),
  /** The pop-up could not be loaded: nothing is shown for it. */
  popupFailed: resolve({ popup: 'failed' }, { errors: { ...base.errors, popup: 'network' } }),
  empty: resolve({}, { banners: [], announcements: [], menu: [] }),
  bannersFailed: resolve(
    { banners: 'failed' },
    { banners: [], errors: { ...base.errors, banners: 'network' } },
  ),
  announcementsFailed: resolve(
    { announcements: 'failed' },
    { announcements: [], errors: { ...base.errors, announcements: 'timeout' } },
  ),
  menuFailed: resolve({ menu: 'failed' }, { menu: [], errors: { ...base.errors, menu: 'http' } }),
  allFailed: resolve(
    { banners: 'failed', announcements: 'failed', menu: 'failed', popup: 'failed' },
    {
      ...base,
      errors: { banners: 'network', announcements: 'network', menu: 'network', popup: 'network' },
    },
  ),
}
