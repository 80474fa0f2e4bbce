/**
 * The app-wide fiat display (spec §3, §7, §9): one fiat actor, started once by AppServices with
 * the app's storage, and `useFiat()` for whatever shows a USDT figure's fiat value
 * (`<FiatValue value={fiat.format(amount)} isFallback={fiat.isFallback} />`) or lets the user pick
 * the currency (`FiatPicker` with `useFiatView()`).
 */
import { createActorContext, shallowEqual } from '@xstate/react'
import { useCallback, useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { FiatCode } from '@/api/contract/fiat'
import { formatFiat, toFiat } from '@/lib/fiat'
import { fiatMachine } from '@/machines/fiat/fiat.machine'
import { toFiatView, type FiatView } from '@/machines/fiat/fiat.view'

export const FiatContext = createActorContext(fiatMachine)

export interface FiatProviderProps {
  /** The client storage (AppServices passes the one `useAppStorage()` returns). */
  storage: Storage
  /** A stand-in machine for stories and tests (`fiatMachine.provide(...)`). */
  logic?: typeof fiatMachine
  children: ReactNode
}

export function FiatProvider({ storage, logic, children }: FiatProviderProps) {
  return (
    <FiatContext.Provider logic={logic ?? fiatMachine} options={{ input: { storage } }}>
      {children}
    </FiatContext.Provider>
  )
}

/** The fiat machine's whole view, for the currency picker. */
export function useFiatView(): FiatView {
  return FiatContext.useSelector(toFiatView, shallowEqual)
}

export interface Fiat {
  /** The currency figures are shown in. */
  code: FiatCode
  /** Its units per US dollar (USDT counted as one dollar), a decimal string. */
  rate: string
  /** No rate is known: figures are in US dollars at 1, written "USD 1,234.56". */
  isFallback: boolean
  /** A USDT amount (decimal string) in the fiat currency, formatted for the interface language. */
  format(usdtAmount: string): string
  choose(code: FiatCode): void
  retry(): void
  /** The currencies on offer, in the spec's order. */
  codes: readonly FiatCode[]
}

export function useFiat(): Fiat {
  const { i18n } = useTranslation()
  const actor = FiatContext.useActorRef()
  const { code, rate, isFallback, codes } = FiatContext.useSelector(
    (s) => ({
      code: s.context.code,
      rate: s.context.rate,
      isFallback: s.context.isFallback,
      codes: toFiatView(s).codes,
    }),
    sameFiat,
  )
  const locale = i18n.language
  const format = useCallback(
    (usdtAmount: string) => {
      try {
        return formatFiat(toFiat(usdtAmount, rate), code, locale, isFallback ? 'code' : 'symbol')
      } catch {
        return '--'
      }
    },
    [code, rate, isFallback, locale],
  )
  const choose = useCallback(
    (next: FiatCode) => actor.send({ type: 'fiat.choose', code: next }),
    [actor],
  )
  const retry = useCallback(() => actor.send({ type: 'fiat.retry' }), [actor])
  return useMemo(
    () => ({ code, rate, isFallback, format, choose, retry, codes }),
    [code, rate, isFallback, format, choose, retry, codes],
  )
}

const sameFiat = (
  a: { code: string; rate: string; isFallback: boolean; codes: readonly string[] },
  b: typeof a,
) =>
  a.code === b.code &&
  a.rate === b.rate &&
  a.isFallback === b.isFallback &&
  a.codes.join() === b.codes.join()
