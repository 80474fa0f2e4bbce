import { useMachine } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import type { WithdrawalRecord } from '@/api/contract/wallet'
import { paths } from '@/app/paths'
import { useBack } from '@/app/use-back'
import { RecordDetail } from '@/components/RecordDetail/RecordDetail'
import {
  WalletRecords,
  type RequestList,
  type RequestTab,
} from '@/components/WalletRecords/WalletRecords'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { toRecordsView } from '@/machines/wallet-records/records.view'
import {
  depositRecordsMachine,
  withdrawalRecordsMachine,
} from '@/machines/wallet-records/wallet-records.machine'
import { withdrawalDetailMachine } from '@/machines/wallet-records/withdrawal-detail.machine'
import { toWithdrawalDetailView } from '@/machines/wallet-records/withdrawal-detail.view'

export interface DepositWithdrawRecordScreenProps {
  /** Times are shown in this zone. @default the device's */
  timeZone?: string
}

/**
 * Spec §2 /pages/fund/receive_withdraw_record?tab=deposit|withdraw&id=: deposit claims and
 * withdrawals, each list paged; `id` opens one request with its status timeline (in the URL, so
 * the deposit screen can link to it and Back closes it).
 */
export function DepositWithdrawRecordScreen({ timeZone }: DepositWithdrawRecordScreenProps) {
  const { t } = useTranslation('wallet')
  const navigate = useNavigate()
  const location = useLocation()
  const [params, setParams] = useSearchParams()
  const tab: RequestTab = params.get('tab')?.startsWith('withdraw') ? 'withdrawal' : 'deposit'
  const selected = Number(params.get('id')) || null
  const [deposits, sendDeposits] = useMachine(depositRecordsMachine, { input: {} })
  const [withdrawals, sendWithdrawals] = useMachine(withdrawalRecordsMachine, { input: {} })
  const depositView = toRecordsView(deposits)
  const withdrawalView = toRecordsView(withdrawals)
  const list: RequestList =
    tab === 'deposit'
      ? { kind: 'deposit', view: depositView }
      : { kind: 'withdrawal', view: withdrawalView }
  const send = tab === 'deposit' ? sendDeposits : sendWithdrawals

  const back = useBack(paths.assets)
  const show = (next: { tab?: RequestTab; id?: number | null }, replace: boolean) => {
    const query = new URLSearchParams({
      tab: (next.tab ?? tab) === 'withdrawal' ? 'withdraw' : 'deposit',
    })
    if (next.id) query.set('id', String(next.id))
    // a request opened from the list is a step Back undoes; one opened by a link is not
    setParams(query, { replace, state: next.id && !replace ? { fromList: true } : null })
  }
  const depositRecord =
    tab === 'deposit' && selected
      ? deposits.context.items.find((d) => d.id === selected)
      : undefined
  const withdrawalRecord =
    tab === 'withdrawal' && selected
      ? withdrawals.context.items.find((w) => w.id === selected)
      : undefined
  const openedFromList = (location.state as { fromList?: boolean } | null)?.fromList === true
  const close = () => (openedFromList ? navigate(-1) : show({ id: null }, true))

  return (
    <>
      <NavBar title={t('records.title')} onBack={back} />
      <main className="py-2">
        <WalletRecords
          list={list}
          timeZone={timeZone}
          onTabChange={(next) => show({ tab: next }, true)}
          onSelect={(id) => show({ id }, false)}
          onRetry={() => send({ type: 'list.retry' })}
          onLoadMore={() => send({ type: 'list.more' })}
        />
      </main>
      {tab === 'withdrawal' && selected ? (
        <WithdrawalDetail
          key={selected}
          id={selected}
          record={withdrawalRecord ?? null}
          onClose={close}
          timeZone={timeZone}
        />
      ) : (
        <RecordDetail
          item={depositRecord ? { kind: 'deposit', record: depositRecord } : null}
          onClose={close}
          onRetry={() => {}}
          timeZone={timeZone}
        />
      )}
    </>
  )
}

/** A withdrawal's sheet, read fresh from `wallet/out_log` (the list's row shows meanwhile). */
function WithdrawalDetail(props: {
  id: number
  record: WithdrawalRecord | null
  onClose: () => void
  timeZone?: string
}) {
  const [snapshot, send] = useMachine(withdrawalDetailMachine, {
    input: { id: props.id, record: props.record },
  })
  return (
    <RecordDetail
      item={{ kind: 'withdrawal', view: toWithdrawalDetailView(snapshot) }}
      onClose={props.onClose}
      onRetry={() => send({ type: 'detail.retry' })}
      timeZone={props.timeZone}
    />
  )
}
