/**
 * The platform's information pages (spec §2 common/aboutus, faq, contactus and
 * setting/operational_compliance; §7 "GET /faq, /contactus, /aboutus, /operational_compliance";
 * api-reference §4).
 *
 * Each page is one news row, read with `GET <endpoint>` and `lang`: the newest row of the page's
 * category in the request's language, or in English when that language has none (a missing or
 * unknown `lang` reads as pt, as for all content). `message` is the row (`NewsDetail`, `content`
 * HTML shown only through SafeHtml), or null when the category is empty. The pages are public.
 *
 * Designed here where the reference is silent (the sandbox seeds exactly this):
 * - The FAQ is one row whose HTML holds each question as a `<details>` element with the question
 *   in its `<summary>`: any HTML viewer shows an accordion, with no script.
 * - Contact us names the support e-mail in its HTML; the online customer-service link is
 *   `support_url` from `getSiteConfig` (api-reference §3.5), which the app adds beside it.
 */
import { NewsCategory, NewsDetail } from './content'
import * as z from 'zod/mini'

/** The pages, by the app's name for them. */
export const infoPages = {
  about: { endpoint: 'aboutus', category: NewsCategory.aboutUs },
  faq: { endpoint: 'faq', category: NewsCategory.faq },
  contact: { endpoint: 'contactus', category: NewsCategory.contactUs },
  compliance: { endpoint: 'operational_compliance', category: NewsCategory.compliance },
} as const
export type InfoPageKey = keyof typeof infoPages
export const infoPageKeys = Object.keys(infoPages) as InfoPageKey[]

/** `message` of the page endpoints. */
export const InfoPageResponse = z.nullable(NewsDetail)
export type InfoPage = NewsDetail

/**
 * The trader agreement (issue 15; the spec's follow/agreement_en and follow/agreement_zh), designed
 * here: published in English and Simplified Chinese only, so each version is read in its own
 * language whatever the interface's. GET `trader_agreement` `{ version: en | zh }` answers the
 * newest row of its category in that language (`InfoPageResponse`: null when there is none);
 * public. A `version` that is neither is `parameterError`.
 */
export const traderAgreementPage = {
  endpoint: 'trader_agreement',
  category: NewsCategory.traderAgreement,
} as const
/** Each version and the language it is written in. */
export const traderAgreementVersions = { en: 'en', zh: 'zh-CN' } as const
export type TraderAgreementVersion = keyof typeof traderAgreementVersions
export const TraderAgreementRequest = z.object({
  version: z.enum(Object.keys(traderAgreementVersions) as [TraderAgreementVersion]),
})
export type TraderAgreementRequest = z.input<typeof TraderAgreementRequest>
