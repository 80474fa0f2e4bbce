import { useMachine } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { useFiat } from '@/app/fiat'
import { href, paths } from '@/app/paths'
import { useAppStorage, useToast } from '@/app/services'
import { AssetsOverview, type AssetShortcut } from '@/components/AssetsOverview/AssetsOverview'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { assetsMachine } from '@/machines/assets/assets.machine'
import { toAssetsView } from '@/machines/assets/assets.view'

export interface AssetsScreenProps {
  /** Whether a path opens a screen (router.tsx `isRouted`): shortcuts to the others say so. */
  isRouted: (path: string) => boolean
  /** Stories pass `assetsMachine.provide(...)`. @default assetsMachine */
  machine?: typeof assetsMachine
}

/** Spec §2 /pages/fund/assets (the Assets tab): totals, accounts, coins, shortcuts. */
export function AssetsScreen({ isRouted, machine = assetsMachine }: AssetsScreenProps) {
  const { t } = useTranslation('wallet')
  const storage = useAppStorage()
  const toast = useToast()
  const fiat = useFiat()
  const [snapshot, send] = useMachine(machine, { input: { storage } })
  const view = toAssetsView(snapshot)

  const routed = (path: string, link = path) => (isRouted(path) ? href(link) : null)
  const shortcuts: Record<AssetShortcut, string | null> = {
    deposit: href(`${paths.fundSelect}?url=receive`),
    withdraw: routed(paths.withdraw, `${paths.fundSelect}?url=withdraw`),
    convert: routed(paths.convert),
    transfer: routed(paths.fundTransfer),
    records: href(paths.depositWithdrawRecord),
  }

  return (
    <>
      <NavBar title={t('assets.title')} />
      <main className="px-4 pt-2 pb-6">
        <AssetsOverview
          {...view}
          fiat={fiat.format}
          fiatCode={fiat.code}
          fiatIsFallback={fiat.isFallback}
          shortcuts={shortcuts}
          ledgerHref={href(`${paths.assetsRecord}?account=${view.account}`)}
          transferHistoryHref={href(paths.transferHistory)}
          onToggleHidden={() => send({ type: 'balances.toggle' })}
          onRetry={() => send({ type: 'assets.retry' })}
          onSelectAccount={(account) => send({ type: 'account.select', account })}
          onUnavailable={() => toast({ tone: 'info', key: 'common:app.inDevelopment' })}
        />
      </main>
    </>
  )
}
