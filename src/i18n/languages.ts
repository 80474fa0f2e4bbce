/** Interface languages with their own names (shown in the language picker, never translated). */
import { languages, type LanguageTag } from '@/api/contract/languages'

export {
  DEFAULT_LANGUAGE,
  SOURCE_LANGUAGE,
  languageTags,
  tagToCode,
  type LanguageTag,
} from '@/api/contract/languages'

const nativeNames: Record<LanguageTag, string> = {
  pt: 'Português',
  en: 'English',
  'zh-CN': '简体中文',
  'zh-HK': '繁體中文',
  th: 'ไทย',
  ja: '日本語',
  ko: '한국어',
  fr: 'Français',
  es: 'Español',
}

export const languageOptions = languages.map((l) => ({ tag: l.tag, name: nativeNames[l.tag] }))

/** i18n namespaces = API domains (STYLE §2.11). Add one here when a domain gets its first string. */
export const namespaces = [
  'common',
  'errors',
  'auth',
  'fiat',
  'symbol',
  'markets',
  'home',
  'kyc',
  'payout',
  'invite',
  'coupon',
  'security',
  'wallet',
  'message',
  'settings',
  'spotOrders',
  'trade',
  'contract',
  'positions',
  'contractOrders',
  'options',
  'optionPositions',
  'optionOrders',
  'optionCheck',
  'traders',
  'traderDetail',
  'followForm',
  'myCopy',
  'traderApply',
  'lockming',
  'lockmingOrders',
  'ieo',
  'ieoOrders',
  'finance',
  'dual',
  'dualOrders',
  'chat',
  'nft',
  'nftAuction',
  'nftBox',
  'nftBuy',
  'otc',
  'quickBuy',
  'borrow',
  'quiz',
  'bill',
  'location',
  'contact',
  'nftMine',
] as const
export type Namespace = (typeof namespaces)[number]

/**
 * Loaded at start-up whatever the route: what the app frame, its toasts (the session's `notify`
 * gives error codes) and the tab bar use. Each route adds its own (router.tsx).
 */
export const baseNamespaces = ['common', 'errors'] as const satisfies readonly Namespace[]
