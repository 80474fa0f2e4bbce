import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react'
import type { FlatNamespace, i18n as I18n, TFunction } from 'i18next'
import { getI18n, I18nContext } from 'react-i18next'

/** One subscription function per i18next instance, so useSyncExternalStore never resubscribes. */
const languageSubscriptions = new WeakMap<I18n, (changed: () => void) => () => void>()
function subscribeToLanguage(i18n: I18n) {
  let subscribe = languageSubscriptions.get(i18n)
  if (!subscribe) {
    subscribe = (changed) => {
      i18n.on('languageChanged', changed)
      return () => i18n.off('languageChanged', changed)
    }
    languageSubscriptions.set(i18n, subscribe)
  }
  return subscribe
}

/**
 * `useTranslation` for the small components a live list draws once per row and redraws on every
 * tick (QuoteRow, PriceText, PercentText): the same typed `t` and the language, re-rendered when
 * the language changes. react-i18next's hook also copies the i18next instance into a wrapper for
 * every component that mounts and rebuilds its options on every render; for three components in
 * each of a screenful of rows that was a large part of the markets list's first render and of
 * every price tick (measured at 4× CPU). Namespaces must already be loaded (the base ones are,
 * before the first render); everything else uses `useTranslation`.
 */
export function useRowTranslation<Ns extends FlatNamespace = 'common'>(
  ns?: Ns,
): { t: TFunction<Ns extends null ? 'common' : Ns>; lng: string } {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n()
  const read = useCallback(() => i18n.language, [i18n])
  const lng = useSyncExternalStore(subscribeToLanguage(i18n), read)
  const t = useMemo(() => i18n.getFixedT<Ns>(lng, ns), [i18n, lng, ns])
  return { t, lng }
}
