import { useMachine } from '@xstate/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { DUAL_COIN_IDS, type DualDirection } from '@/api/contract/dual'
import { useMarket } from '@/app/market'
import { href, investPurchaseHref, paths } from '@/app/paths'
import { useBack } from '@/app/use-back'
import { DualProducts } from '@/components/DualProducts/DualProducts'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { usePrices } from '@/lib/use-prices'
import { dualProductsMachine } from '@/machines/dual-products/dual-products.machine'
import { toDualProductsView } from '@/machines/dual-products/dual-products.view'

export interface InvestScreenProps {
  /** Stories pass `dualProductsMachine.provide(...)`. @default dualProductsMachine */
  machine?: typeof dualProductsMachine
  /** The device's clock, for the terms in days; stories pass a fixed one. @default Date.now */
  clock?: () => number
}

/** `?coin=` as one of the dual coins (BTC by default). */
export const coinOfParam = (raw: string | null): number =>
  DUAL_COIN_IDS.find((id) => String(id) === raw) ?? DUAL_COIN_IDS[0]
/** `?type=` as a direction (call by default). */
export const directionOfParam = (raw: string | null): DualDirection =>
  raw === 'put' ? 'put' : 'call'

/**
 * Spec §2 /pages/invest/invest?coin=1&type=call (issue 16): dual investment products of a coin and
 * direction, with the coin's live engine price, so the strike can be compared with now. The coin
 * and direction live in the address: back, reload and a shared link open the same list.
 */
export function InvestScreen({
  machine = dualProductsMachine,
  clock = Date.now,
}: InvestScreenProps) {
  const { t } = useTranslation('dual')
  const [params, setParams] = useSearchParams()
  const coinId = coinOfParam(params.get('coin'))
  const direction = directionOfParam(params.get('type'))
  const [snapshot, send] = useMachine(machine, { input: { coinId, direction, now: clock() } })
  useEffect(() => send({ type: 'filter.change', coinId, direction }), [coinId, direction, send])
  const view = toDualProductsView(snapshot)
  const { store } = useMarket()
  const symbol = `${view.coin}/USDT`
  const price = usePrices(store, [symbol])[symbol] ?? null
  const select = (coin: number, type: DualDirection) =>
    setParams(
      (p) => {
        p.set('coin', String(coin))
        p.set('type', type)
        return p
      },
      { replace: true },
    )
  const back = useBack(paths.finance)
  return (
    <>
      <NavBar title={t('title')} onBack={back} />
      <main className="px-4 py-3">
        <DualProducts
          {...view}
          price={price}
          purchaseHref={investPurchaseHref}
          mineHref={href(paths.investMine)}
          helpHref={href(paths.investHelp)}
          onCoinChange={(coin) => select(coin, direction)}
          onDirectionChange={(type) => select(coinId, type)}
          onRetry={() => send({ type: 'list.retry' })}
        />
      </main>
    </>
  )
}
