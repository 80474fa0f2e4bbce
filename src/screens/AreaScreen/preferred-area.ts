/**
 * The area a phone field starts with: the last one the user chose (kept in client storage), else
 * the country of the interface language.
 */
import type { AreaChoice } from '@/machines/account-fields'

export const AREA_STORAGE_KEY = 'area'

const byLanguage: Record<string, AreaChoice> = {
  pt: { areaCode: '55', iso: 'BR' },
  en: { areaCode: '1', iso: 'US' },
  'zh-CN': { areaCode: '86', iso: 'CN' },
  'zh-HK': { areaCode: '852', iso: 'HK' },
  th: { areaCode: '66', iso: 'TH' },
  ja: { areaCode: '81', iso: 'JP' },
  ko: { areaCode: '82', iso: 'KR' },
  fr: { areaCode: '33', iso: 'FR' },
  es: { areaCode: '34', iso: 'ES' },
}

function isAreaChoice(value: unknown): value is AreaChoice {
  if (!value || typeof value !== 'object') return false
  const { areaCode, iso } = value as Record<string, unknown>
  return (
    typeof areaCode === 'string' &&
    /^[1-9]\d{0,3}$/.test(areaCode) &&
    typeof iso === 'string' &&
    /^[A-Z]{2}$/.test(iso)
  )
}

export function readPreferredArea(storage: Pick<Storage, 'getItem'>, language: string): AreaChoice {
  try {
    const stored: unknown = JSON.parse(storage.getItem(AREA_STORAGE_KEY) ?? 'null')
    if (isAreaChoice(stored)) return stored
  } catch {
    // a damaged entry falls back to the language's country
  }
  return byLanguage[language] ?? { areaCode: '86', iso: 'CN' }
}

export function storePreferredArea(storage: Pick<Storage, 'setItem'>, area: AreaChoice): void {
  storage.setItem(AREA_STORAGE_KEY, JSON.stringify(area))
}
