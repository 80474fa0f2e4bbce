import { useMachine } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { href, paths } from '@/app/paths'
import { useBack } from '@/app/use-back'
import { TransferRecords } from '@/components/TransferRecords/TransferRecords'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { toRecordsView } from '@/machines/wallet-records/records.view'
import { transferRecordsMachine } from '@/machines/wallet-records/wallet-records.machine'

export interface TransferHistoryScreenProps {
  /** Whether a path opens a screen (router.tsx `isRouted`): the fund-transfer link is offered only then. */
  isRouted: (path: string) => boolean
  /** Times are shown in this zone. @default the device's */
  timeZone?: string
}

/** Spec §2 /pages/fund/transfer_history: fund transfers between the user's accounts, paged. */
export function TransferHistoryScreen({ isRouted, timeZone }: TransferHistoryScreenProps) {
  const { t } = useTranslation('wallet')
  const [snapshot, send] = useMachine(transferRecordsMachine, { input: {} })
  const back = useBack(paths.assets)

  return (
    <>
      <NavBar title={t('transfers.title')} onBack={back} />
      <main className="px-4 py-2">
        <TransferRecords
          view={toRecordsView(snapshot)}
          transferHref={isRouted(paths.fundTransfer) ? href(paths.fundTransfer) : null}
          timeZone={timeZone}
          onRetry={() => send({ type: 'list.retry' })}
          onLoadMore={() => send({ type: 'list.more' })}
        />
      </main>
    </>
  )
}
