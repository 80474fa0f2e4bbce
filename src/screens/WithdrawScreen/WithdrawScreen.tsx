import { useMachine } from '@xstate/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { networkOf } from '@/api/contract/payout'
import { href, paths } from '@/app/paths'
import { SessionContext, useToast } from '@/app/services'
import { useBack } from '@/app/use-back'
import { WithdrawForm } from '@/components/WithdrawForm/WithdrawForm'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { coinOf, type WalletCoin } from '@/machines/wallet-coins'
import { withdrawMachine } from '@/machines/withdraw/withdraw.machine'
import { toWithdrawView } from '@/machines/withdraw/withdraw.view'

export interface WithdrawScreenProps {
  /** Stories pass `withdrawMachine.provide(...)` (a fixed idempotency key). @default withdrawMachine */
  machine?: typeof withdrawMachine
  /** Times of the status timeline are shown in this zone. @default the device's */
  timeZone?: string
}

/**
 * Spec §2 /pages/fund/withdraw?currency=&network=: one coin on one network to a saved address or
 * card, confirmed with the pay password; then the request's status (issue 5).
 */
export function WithdrawScreen({ machine = withdrawMachine, timeZone }: WithdrawScreenProps) {
  const { t } = useTranslation('wallet')
  const [params] = useSearchParams()
  const coin = coinOf(params.get('currency'), params.get('network'))
  const back = useBack(paths.assets)

  return (
    <>
      <NavBar
        title={coin ? t('withdraw.title', { coin: coin.name }) : t('withdraw.unknownCoin.title')}
        onBack={back}
        actions={
          <a
            href={href(`${paths.depositWithdrawRecord}?tab=withdraw`)}
            className="text-primary-ink px-3 text-sm font-medium"
          >
            {t('withdraw.records')}
          </a>
        }
      />
      <main className="px-4 py-4">
        {coin ? (
          // another coin or network is another withdrawal: the machine starts again
          <Withdraw key={coin.key} coin={coin} machine={machine} timeZone={timeZone} />
        ) : (
          <EmptyState
            title={t('withdraw.unknownCoin.title')}
            description={t('withdraw.unknownCoin.body')}
            action={
              <a
                href={href(`${paths.fundSelect}?url=withdraw`)}
                className="bg-primary flex h-11 items-center justify-center rounded-lg px-6 font-medium text-white"
              >
                {t('withdraw.unknownCoin.action')}
              </a>
            }
          />
        )}
      </main>
    </>
  )
}

function Withdraw({
  coin,
  machine,
  timeZone,
}: {
  coin: WalletCoin
  machine: typeof withdrawMachine
  timeZone?: string
}) {
  const toast = useToast()
  const session = SessionContext.useActorRef()
  const [snapshot, send, actorRef] = useMachine(machine, {
    input: { currencyId: coin.currencyId, network: coin.network },
  })

  useEffect(() => {
    const subscriptions = [
      // not verified: the same path as a 998 answer (a toast, then identity verification)
      actorRef.on('verificationRequired', () =>
        session.send({ type: 'session.verificationRequired' }),
      ),
      actorRef.on('submitted', () => toast({ tone: 'success', key: 'wallet:withdraw.submitted' })),
    ]
    return () => subscriptions.forEach((s) => s.unsubscribe())
  }, [actorRef, session, toast])

  const network = networkOf(coin.currencyId, coin.network)?.key ?? ''
  const view = toWithdrawView(snapshot)
  const record = view.withdrawal ? `&id=${view.withdrawal.id}` : ''
  return (
    <WithdrawForm
      {...view}
      addAddressHref={href(`${paths.addWallet}?network=${network}`)}
      cardHrefs={{ card: href(paths.bank), internationalCard: href(paths.bankInternational) }}
      verifyHref={href(paths.verification)}
      payPasswordHref={href(paths.payPassword)}
      recordsHref={href(`${paths.depositWithdrawRecord}?tab=withdraw${record}`)}
      assetsHref={href(paths.assets)}
      timeZone={timeZone}
      onRetry={() => send({ type: 'withdraw.retry' })}
      onSelectDestination={(kind, addressId) =>
        send({ type: 'destination.select', kind, addressId })
      }
      onAmountChange={(value) => send({ type: 'amount.change', value })}
      onMax={() => send({ type: 'amount.max' })}
      onSubmit={() => send({ type: 'form.submit' })}
      onPayPasswordChange={(value) => send({ type: 'payPassword.change', value })}
      onConfirm={() => send({ type: 'confirm.submit' })}
      onCancel={() => send({ type: 'confirm.cancel' })}
      onRefreshStatus={() => send({ type: 'status.refresh' })}
    />
  )
}
