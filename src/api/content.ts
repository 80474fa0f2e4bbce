/** Content API (api-reference §3.5 `menu`, §4 news; spec §7 common calls). */
import { get, post, type RequestOptions } from './client'
import {
  MenuResponse,
  NewsDetail,
  NewsListResponse,
  PopupResponse,
  type NewsListRequest,
} from './contract/content'

export const contentApi = {
  /** POST news/list: one page of a category (the Custom C shape). */
  newsList: (req: NewsListRequest, opts?: RequestOptions) =>
    post('news/list', { ...req }, NewsListResponse, opts),
  /** POST news/detail: the full row, `content` HTML for SafeHtml only. */
  newsDetail: (req: { id: number }, opts?: RequestOptions) =>
    post('news/detail', { ...req }, NewsDetail, opts),
  /** GET news/index_pop: the newest home pop-up of the language, or null. */
  popup: (opts?: RequestOptions) => get('news/index_pop', {}, PopupResponse, opts),
  /** GET menu: the home tiles in display order. */
  menu: (opts?: RequestOptions) => get('menu', {}, MenuResponse, opts),
}
