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
