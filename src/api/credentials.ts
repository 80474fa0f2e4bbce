/**
 * What the HTTP client attaches to every request: the token (owned by the session machine) and the
 * product language code (owned by the i18n set-up). Plain module state, so `api/` never imports
 * the session or i18next.
 */
import type { LanguageCode } from './contract/languages'
import type { ErrorCode } from './errors'

let token: string | null = null
let lang: LanguageCode = 'pt'
const listeners = new Set<(code: ErrorCode, serverMessage: string) => void>()

export const credentials = {
  getToken: () => token,
  setToken: (value: string | null) => {
    token = value
  },
  getLang: () => lang,
  setLang: (value: LanguageCode) => {
    lang = value
  },
}

/**
 * Every 999/998 answer is also published here: the session machine subscribes and applies the
 * spec §8 rules once, whichever machine made the request.
 */
export const sessionErrors = {
  publish(code: ErrorCode, serverMessage: string) {
    for (const listener of listeners) listener(code, serverMessage)
  },
  subscribe(listener: (code: ErrorCode, serverMessage: string) => void) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
}
