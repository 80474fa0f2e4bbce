/** The information pages (spec §7 GET faq / aboutus / contactus / operational_compliance). */
import { get, type RequestOptions } from './client'
import { InfoPageResponse, infoPages, type InfoPageKey } from './contract/info-pages'

export const infoPagesApi = {
  /** The page in the interface language (English when it has none), or null when there is none. */
  read: (key: InfoPageKey, opts?: RequestOptions) =>
    get(infoPages[key].endpoint, {}, InfoPageResponse, opts),
}
