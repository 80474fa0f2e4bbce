import { useMachine } from '@xstate/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { href, paths } from '@/app/paths'
import { useToast } from '@/app/services'
import { useBack } from '@/app/use-back'
import { DepositAddress } from '@/components/DepositAddress/DepositAddress'
import { DepositClaimForm } from '@/components/DepositClaimForm/DepositClaimForm'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { useErrorText } from '@/i18n/use-error-text'
import { depositMachine } from '@/machines/deposit/deposit.machine'
import { toDepositView } from '@/machines/deposit/deposit.view'
import { coinOf, type WalletCoin } from '@/machines/wallet-coins'

export interface DepositScreenProps {
  /** Stories pass `depositMachine.provide(...)` (a fixed idempotency key, a fake clipboard). @default depositMachine */
  machine?: typeof depositMachine
  /** Times are shown in this zone. @default the device's */
  timeZone?: string
}

/**
 * Spec §2 /pages/fund/receive?currency=&network=: the platform address of one coin on one network
 * (QR code, copy, network warning), then the deposit claim with its confirm sheet and timeline.
 */
export function DepositScreen({ machine, timeZone }: DepositScreenProps) {
  const { t } = useTranslation('wallet')
  const [params] = useSearchParams()
  const coin = coinOf(params.get('currency'), params.get('network'))
  const back = useBack(paths.assets)
  const select = href(`${paths.fundSelect}?url=receive`)

  return (
    <>
      <NavBar
        title={coin ? t('deposit.title', { coin: coin.name }) : t('select.title.receive')}
        onBack={back}
      />
      <main className="px-4 py-4">
        {coin ? (
          // a new coin or network is a new deposit: the machine starts again
          <Deposit
            key={coin.key}
            coin={coin}
            machine={machine ?? depositMachine}
            timeZone={timeZone}
          />
        ) : (
          <EmptyState
            title={t('deposit.unknownCoin.title')}
            description={t('deposit.unknownCoin.description')}
            action={
              <a
                href={select}
                className="bg-primary flex h-11 items-center justify-center rounded-lg px-6 font-medium text-white"
              >
                {t('deposit.unknownCoin.action')}
              </a>
            }
          />
        )}
      </main>
    </>
  )
}

function Deposit({
  coin,
  machine,
  timeZone,
}: {
  coin: WalletCoin
  machine: typeof depositMachine
  timeZone?: string
}) {
  const toast = useToast()
  const errorText = useErrorText()
  const [snapshot, send, actorRef] = useMachine(machine, { input: { coin } })
  const view = toDepositView(snapshot)

  useEffect(() => {
    const subscriptions = [
      actorRef.on('copied', () =>
        toast({ tone: 'success', key: 'wallet:deposit.address.copySuccess' }),
      ),
      actorRef.on('claimed', () => toast({ tone: 'success', key: 'wallet:deposit.claimed' })),
    ]
    return () => subscriptions.forEach((s) => s.unsubscribe())
  }, [actorRef, toast])

  if (view.status === 'loading') return <Loader />
  if (view.status === 'failed')
    return (
      <ErrorState title={errorText(view.error)} onRetry={() => send({ type: 'deposit.retry' })} />
    )

  return (
    <div className="flex flex-col gap-4">
      <DepositAddress
        coin={view.coin}
        network={view.network}
        address={view.address}
        isSandbox={view.isSandbox}
        copy={view.copy}
        onCopy={() => send({ type: 'address.copy' })}
      />
      <DepositClaimForm
        coin={view.coin}
        network={view.network}
        scale={view.scale}
        claim={view.claim}
        // the records open at the claim just made, with its timeline
        recordsHref={href(
          `${paths.depositWithdrawRecord}?tab=deposit${view.claim.record ? `&id=${view.claim.record.id}` : ''}`,
        )}
        timeZone={timeZone}
        onAmountChange={(value) => send({ type: 'amount.change', value })}
        onAccountChange={(value) => send({ type: 'account.change', value })}
        onReview={() => send({ type: 'claim.review' })}
        onConfirm={() => send({ type: 'claim.confirm' })}
        onCancel={() => send({ type: 'claim.cancel' })}
        onNewClaim={() => send({ type: 'claim.new' })}
      />
    </div>
  )
}
