/**
 * i18next set-up. Keys are flat and dotted (`login.code.resendIn`), so `keySeparator` is off and
 * only `:` separates the namespace.
 * - The app loads the active language only, and only the namespaces in use: `baseNamespaces` at
 *   start-up plus the first route's, then each route's with its chunk (router.tsx). No fallback
 *   language is loaded: locales.test.ts proves every language has every key of `en`, so a
 *   fallback would only cost requests. Changing language loads every namespace loaded so far.
 * - Storybook passes every resource eagerly, with `en` as the fallback.
 */
import { createInstance, type BackendModule, type i18n as I18n, type Resource } from 'i18next'
import { initReactI18next } from 'react-i18next'
import {
  DEFAULT_LANGUAGE,
  SOURCE_LANGUAGE,
  baseNamespaces,
  languageTags,
  namespaces,
  type LanguageTag,
  type Namespace,
} from './languages'

type Json = { default: Record<string, string> }
const loaders = import.meta.glob<Json>('../../locales/*/*.json')

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = loaders[`../../locales/${language}/${namespace}.json`]
    if (!load) return callback(new Error(`no locale file ${language}/${namespace}`), false)
    load().then(
      (m) => callback(null, m.default),
      (error: unknown) => callback(error as Error, false),
    )
  },
}

import { LANGUAGE_STORAGE_KEY } from './storage-key'

export { LANGUAGE_STORAGE_KEY }

export function isLanguageTag(value: unknown): value is LanguageTag {
  return typeof value === 'string' && (languageTags as string[]).includes(value)
}

/** The stored interface language, or pt (spec §1). */
export function storedLanguage(storage: Pick<Storage, 'getItem'> | undefined): LanguageTag {
  const value = storage?.getItem(LANGUAGE_STORAGE_KEY)
  return isLanguageTag(value) ? value : DEFAULT_LANGUAGE
}

export interface CreateI18nOptions {
  lng: LanguageTag
  /** Every language and namespace up front (Storybook); without it they load on demand. */
  resources?: Resource
  /** Namespaces to load with the base ones (the first route's); loaded in parallel. */
  ns?: readonly Namespace[]
}

export async function createI18n(opts: CreateI18nOptions): Promise<I18n> {
  const instance = createInstance()
  if (!opts.resources) instance.use(lazyBackend)
  instance.use(initReactI18next)
  await instance.init({
    lng: opts.lng,
    resources: opts.resources,
    fallbackLng: opts.resources ? SOURCE_LANGUAGE : false,
    supportedLngs: languageTags,
    load: 'currentOnly',
    ns: opts.resources ? [...namespaces] : [...new Set([...baseNamespaces, ...(opts.ns ?? [])])],
    defaultNS: 'common',
    keySeparator: false,
    nsSeparator: ':',
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: import.meta.env.DEV,
    missingKeyHandler: (lngs, ns, key) =>
      console.warn(`[i18n] missing ${lngs.join(',')} ${ns}:${key}`),
  })
  return instance
}
