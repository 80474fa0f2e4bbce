/**
 * The one table of interface languages (spec §1): BCP-47 tag (locale folder, Intl) ↔ product code
 * (the wire's `lang` field) ↔ the upload endpoint's accept-language. Display names live beside the
 * i18n set-up; this file is plain data so the sandbox can read it too.
 */
export const languages = [
  { tag: 'pt', code: 'pt', upload: 'en' },
  { tag: 'en', code: 'en', upload: 'en' },
  { tag: 'zh-CN', code: 'zh', upload: 'zh-cn' },
  { tag: 'zh-HK', code: 'hk', upload: 'zh-tw' },
  { tag: 'th', code: 'th', upload: 'en' },
  { tag: 'ja', code: 'jp', upload: 'en' },
  { tag: 'ko', code: 'kor', upload: 'en' },
  { tag: 'fr', code: 'fra', upload: 'en' },
  { tag: 'es', code: 'spa', upload: 'en' },
] as const

export type LanguageTag = (typeof languages)[number]['tag']
export type LanguageCode = (typeof languages)[number]['code']

export const DEFAULT_LANGUAGE: LanguageTag = 'pt'
export const SOURCE_LANGUAGE: LanguageTag = 'en'

export const languageTags = languages.map((l) => l.tag) as LanguageTag[]

export function tagToCode(tag: string): LanguageCode {
  return languages.find((l) => l.tag === tag)?.code ?? 'pt'
}

/** Accepts a product code or a tag (the original client defaulted to `zh` in one helper). */
export function codeToTag(code: string | undefined): LanguageTag {
  return languages.find((l) => l.code === code || l.tag === code)?.tag ?? DEFAULT_LANGUAGE
}
