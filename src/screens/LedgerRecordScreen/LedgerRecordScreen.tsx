import { useMachine } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { LedgerType, WalletAccount, ledgerTypes, walletAccounts } from '@/api/contract/wallet'
import { paths } from '@/app/paths'
import { useBack } from '@/app/use-back'
import { LedgerRecords } from '@/components/LedgerRecords/LedgerRecords'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { toRecordsView } from '@/machines/wallet-records/records.view'
import { ledgerMachine, type LedgerFilter } from '@/machines/wallet-records/wallet-records.machine'
import { walletCoins } from '@/machines/wallet-coins'

/**
 * Which spec page shows the ledger: fund/assets_record (an account's history, opened from the
 * overview with `?account=`), fund/assets_all_record (every account) or setting/bill (the bills,
 * from the settings and the home tile). The same rows and filters; the title and the way back
 * differ.
 */
export type LedgerPage = 'assetsRecord' | 'allRecords' | 'bill'

export interface LedgerRecordScreenProps {
  /** @default 'assetsRecord' */
  page?: LedgerPage
  /** Times are shown in this zone. @default the device's */
  timeZone?: string
}

const backOf: Record<LedgerPage, string> = {
  assetsRecord: paths.assets,
  allRecords: paths.assets,
  bill: paths.settings,
}

/** The wallet's coins, once each, for the coin filter. */
const currencies = walletCoins
  .filter((c, i) => walletCoins.findIndex((o) => o.currencyId === c.currencyId) === i)
  .map((c) => ({ id: c.currencyId, name: c.name }))

/** `?currency=&account=&type=` as a ledger filter; what is not one of the choices is left out. */
function filterOf(params: URLSearchParams): LedgerFilter {
  const currency = currencies.find((c) => String(c.id) === params.get('currency'))?.id
  const account = WalletAccount.safeParse(params.get('account')).data
  const type = LedgerType.safeParse(params.get('type')).data
  return {
    ...(currency ? { currency } : {}),
    ...(account ? { account } : {}),
    ...(type ? { type } : {}),
  }
}

/**
 * Spec §2 /pages/fund/assets_record, /pages/fund/assets_all_record and /pages/setting/bill: the
 * ledger of every account, filtered by coin, account and type (`?currency=&account=&type=`), paged.
 */
export function LedgerRecordScreen({ page = 'assetsRecord', timeZone }: LedgerRecordScreenProps) {
  const { t } = useTranslation(['wallet', 'bill'])
  const [params] = useSearchParams()
  const [snapshot, send] = useMachine(ledgerMachine, { input: { filter: filterOf(params) } })
  const back = useBack(backOf[page])
  const title =
    page === 'bill'
      ? t('bill:bill.title')
      : page === 'allRecords'
        ? t('bill:allRecords.title')
        : t('wallet:ledger.title')

  return (
    <>
      <NavBar title={title} onBack={back} />
      <main className="px-4 py-2">
        <LedgerRecords
          view={toRecordsView(snapshot)}
          currencies={currencies}
          accounts={walletAccounts}
          types={ledgerTypes}
          timeZone={timeZone}
          onFilterChange={(filter) => send({ type: 'filter.change', filter })}
          onRetry={() => send({ type: 'list.retry' })}
          onLoadMore={() => send({ type: 'list.more' })}
        />
      </main>
    </>
  )
}
