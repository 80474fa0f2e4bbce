import { useMachine } from '@xstate/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { href, paths } from '@/app/paths'
import { useToast } from '@/app/services'
import { useBack } from '@/app/use-back'
import { FundTransferForm } from '@/components/FundTransferForm/FundTransferForm'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { fundTransferMachine } from '@/machines/fund-transfer/fund-transfer.machine'
import { toFundTransferView } from '@/machines/fund-transfer/fund-transfer.view'

export interface FundTransferScreenProps {
  /** Stories pass `fundTransferMachine.provide(...)` (a fixed key). @default fundTransferMachine */
  machine?: typeof fundTransferMachine
  /** Times of the result's timeline are shown in this zone. @default the device's */
  timeZone?: string
}

/**
 * Spec §2 /pages/fund/fundTransfer (api-reference §5.2 wallet/change): a coin between two of the
 * user's accounts, free; `?from=&to=` (legal, change, lever, micro) and `?currency=` preselect.
 */
export function FundTransferScreen({
  machine = fundTransferMachine,
  timeZone,
}: FundTransferScreenProps) {
  const { t } = useTranslation('wallet')
  const toast = useToast()
  const [params] = useSearchParams()
  const currency = Number(params.get('currency'))
  const [snapshot, send, actorRef] = useMachine(machine, {
    input: {
      from: params.get('from') ?? undefined,
      to: params.get('to') ?? undefined,
      currencyId: Number.isInteger(currency) && currency > 0 ? currency : undefined,
    },
  })

  useEffect(() => {
    const subscription = actorRef.on('transferred', () =>
      toast({ tone: 'success', key: 'wallet:fundTransfer.transferred' }),
    )
    return () => subscription.unsubscribe()
  }, [actorRef, toast])

  const back = useBack(paths.assets)
  const history = href(paths.transferHistory)
  return (
    <>
      <NavBar
        title={t('fundTransfer.title')}
        onBack={back}
        actions={
          <a href={history} className="text-primary-ink px-3 text-sm font-medium">
            {t('fundTransfer.history')}
          </a>
        }
      />
      <main className="px-4 py-4">
        <FundTransferForm
          {...toFundTransferView(snapshot)}
          historyHref={history}
          assetsHref={href(paths.assets)}
          timeZone={timeZone}
          onRetry={() => send({ type: 'transfer.retry' })}
          onFromChange={(account) => send({ type: 'from.select', account })}
          onToChange={(account) => send({ type: 'to.select', account })}
          onSwap={() => send({ type: 'accounts.swap' })}
          onCurrencyChange={(id) => send({ type: 'currency.select', id })}
          onAmountChange={(value) => send({ type: 'amount.change', value })}
          onMax={() => send({ type: 'amount.max' })}
          onSubmit={() => send({ type: 'form.submit' })}
          onConfirm={() => send({ type: 'confirm.submit' })}
          onCancel={() => send({ type: 'confirm.cancel' })}
          onAgain={() => send({ type: 'transfer.again' })}
        />
      </main>
    </>
  )
}
