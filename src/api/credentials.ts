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

let inFlight = 0
const activityListeners = new Set<(busy: boolean) => void>()

/** Requests in flight, for the loading indicator; counted by the HTTP client. */
export const requestActivity = {
  begin() {
    inFlight += 1
    if (inFlight === 1) for (const listener of activityListeners) listener(true)
  },
  end() {
    inFlight = Math.max(0, inFlight - 1)
    if (inFlight === 0) for (const listener of activityListeners) listener(false)
  },
  subscribe(listener: (busy: boolean) => void) {
    activityListeners.add(listener)
    if (inFlight > 0) listener(true)
    return () => {
      activityListeners.delete(listener)
    }
  },
}
