/** The information pages (spec §7 GET faq / aboutus / contactus / operational_compliance). */
import { get, type RequestOptions } from './client'
import {
  InfoPageResponse,
  infoPages,
  traderAgreementPage,
  type InfoPageKey,
  type TraderAgreementVersion,
} from './contract/info-pages'

export const infoPagesApi = {
  /** The page in the interface language (English when it has none), or null when there is none. */
  read: (key: InfoPageKey, opts?: RequestOptions) =>
    get(infoPages[key].endpoint, {}, InfoPageResponse, opts),
  /** The trader agreement in this version's own language (en or zh-CN), or null. */
  traderAgreement: (version: TraderAgreementVersion, opts?: RequestOptions) =>
    get(traderAgreementPage.endpoint, { version }, InfoPageResponse, opts),
}
