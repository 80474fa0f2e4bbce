/**
 * Content contract (api-reference §3.5 `menu`, §4 news; spec §2 home, §7 common calls): home
 * banners, the announcement ticker, the home pop-up, articles and the home tile menu.
 *
 * Designed here where the reference is silent (the sandbox implements exactly this):
 * - Language: news rows carry a product language code (`lang`). `news/list` and `news/index_pop`
 *   answer the rows of the request's language; when that language has **no row at all** in the
 *   category they answer the English rows instead (the same fallback as `faq`/`aboutus`). A
 *   missing or unknown `lang` reads as `pt`, the default language (as for error sentences).
 * - `news/list` orders by `sorts` (descending), then newest first; `page` ≥ 1, `limit` 1–50
 *   (default 15). `count` is the number of rows in the answered language; `version` is the
 *   `version` setting split at commas.
 * - `news/detail` answers any id regardless of language, counts the view (`views` includes this
 *   one), and answers `notFound` for an unknown id. Times are unix seconds.
 * - `news/index_pop` answers the newest category-32 row, or null when there is none.
 * - `menu` answers the shown tiles (`show` 1) ordered by `sort`; `title` is the tile's key (see
 *   `menuKeys`), `icon` a file name under MENU_ICON_BASE, `url` the spec route the tile opens.
 * - There is no `news/get_invite_return_news`: the original's carried a backdoor (§18).
 */
import * as z from 'zod/mini'
import { WireInt } from './common'

/** News categories (api-reference §4). */
export const NewsCategory = {
  announcement: 4,
  banner: 5,
  faq: 18,
  aboutUs: 19,
  inviteRebate: 23,
  popup: 32,
  contactUs: 33,
  compliance: 34,
  /** The trader agreement (designed here: contract/info-pages.ts). */
  traderAgreement: 35,
} as const

export const NEWS_DEFAULT_LIMIT = 15
export const NEWS_MAX_LIMIT = 50
/** Where tile icons live (the `icon` field is a bare file name). */
export const MENU_ICON_BASE = '/content/menu/'

/** Text the legacy backend may send as null. */
const Text = z.pipe(
  z.optional(z.nullable(z.string())),
  z.transform((v: string | null | undefined) => v ?? ''),
)
const PositiveInt = z.coerce.number().check(z.int(), z.positive())

/** POST `news/list`. `lang` travels like on every request (the client adds it). */
export const NewsListRequest = z.object({
  c_id: PositiveInt,
  page: z._default(z.optional(PositiveInt), 1),
  limit: z._default(
    z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(NEWS_MAX_LIMIT))),
    NEWS_DEFAULT_LIMIT,
  ),
})
/** What a client sends (the schema's input type would be `unknown` for the coerced numbers). */
export type NewsListRequest = { c_id: number; page?: number; limit?: number }

/** POST `news/detail`. */
export const NewsDetailRequest = z.object({ id: PositiveInt })
export type NewsDetailRequest = { id: number }

/** One row of `news/list`: content, abstract, author and times are left out. */
export const NewsItem = z.object({
  id: WireInt,
  c_id: WireInt,
  lang: z.string(),
  title: z.string(),
  thumbnail: Text,
  cover: Text,
  sorts: z._default(z.optional(WireInt), 0),
})
export type NewsItem = z.infer<typeof NewsItem>
export type NewsItemWire = z.input<typeof NewsItem>

/** `news/list` `message`: the "Custom C" page shape (api-reference §1.3). */
export const NewsListResponse = z.object({
  version: z._default(z.optional(z.array(z.string())), []),
  list: z.array(NewsItem),
  count: WireInt,
  page: WireInt,
  limit: WireInt,
})
export type NewsListResponse = z.infer<typeof NewsListResponse>
export type NewsListWire = z.input<typeof NewsListResponse>

/** The full news row (`news/detail`, `news/index_pop`); `content` is HTML, shown only through SafeHtml. */
export const NewsDetail = z.object({
  id: WireInt,
  c_id: WireInt,
  lang: z.string(),
  title: z.string(),
  abstract: Text,
  content: Text,
  cover: Text,
  thumbnail: Text,
  views: z._default(z.optional(WireInt), 0),
  /** Unix seconds. */
  create_time: WireInt,
  update_time: WireInt,
  author: Text,
  keyword: Text,
  recommend: z._default(z.optional(WireInt), 0),
})
export type NewsDetail = z.infer<typeof NewsDetail>
export type NewsDetailWire = z.input<typeof NewsDetail>

/** `news/index_pop` `message`. */
export const PopupResponse = z.nullable(NewsDetail)

/** Tile keys the client can name (api-reference §3.5, spec §2 "Home tiles"). */
export const menuKeys = [
  'bills',
  'borrowing',
  'chatroom',
  'cloudMining',
  'contract',
  'copytrade',
  'coupon',
  'defiMining',
  'download',
  'exchange',
  'financial',
  'game',
  'ieo',
  'invest',
  'lockming',
  'mining',
  'nft',
  'options',
  'otc',
  'quicklyBuyCoins',
  'recharge',
  'stock',
  'superLeverage',
  'transfer',
  'withdraw',
] as const

/** A tile `url` that is no route: the client opens the site setting apk_download_url. */
export const MENU_DOWNLOAD_URL = 'download'
export type MenuKey = (typeof menuKeys)[number]

export const menuOpenTypes = ['navigate', 'switchTab', 'redirect'] as const

/** A tile icon's URL: a bare file name lives under MENU_ICON_BASE; URLs and paths stay as they are. */
export function menuIconUrl(icon: string): string {
  return /^(https?:)?\/|^data:/.test(icon) ? icon : `${MENU_ICON_BASE}${icon}`
}

const isMenuKey = (title: string): title is MenuKey =>
  (menuKeys as readonly string[]).includes(title)

/**
 * One home tile of GET `menu`, plus `iconUrl` (resolved here, once) and `key`: the title when the
 * client can name it, else null (the client then shows the title as it is).
 */
export const MenuItem = z.pipe(
  z.object({
    id: WireInt,
    title: z.string(),
    icon: z.string(),
    url: z.string(),
    open_type: z._default(z.optional(z.enum(menuOpenTypes)), 'navigate'),
    show: z._default(z.optional(WireInt), 1),
    sort: z._default(z.optional(WireInt), 0),
  }),
  z.transform((item) => ({
    ...item,
    key: isMenuKey(item.title) ? item.title : null,
    iconUrl: menuIconUrl(item.icon),
  })),
)
export type MenuItem = z.infer<typeof MenuItem>
export type MenuItemWire = z.input<typeof MenuItem>

export const MenuResponse = z.array(MenuItem)
