import { useMachine, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { SimulatedClock } from 'xstate'
import { useSearchParams } from 'react-router-dom'
import { href, paths } from '@/app/paths'
import { useToast } from '@/app/services'
import { useBack } from '@/app/use-back'
import { ConvertForm } from '@/components/ConvertForm/ConvertForm'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { convertMachine } from '@/machines/convert/convert.machine'
import { toConvertView, type ConvertQuoteSnapshot } from '@/machines/convert/convert.view'

export interface ConvertScreenProps {
  /** Stories pass `convertMachine.provide(...)` (a fixed key, short seconds). @default convertMachine */
  machine?: typeof convertMachine
  /** Times of the result's timeline are shown in this zone. @default the device's */
  timeZone?: string
  /** Stories drive the price countdown with a SimulatedClock. @default real time */
  clock?: SimulatedClock
}

const idOf = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined)

/**
 * Spec §2 /pages/fund/transfer (api-reference §5.3): one coin into another on the spot account at
 * a live price; `?from=&to=` (currency ids) picks the pair.
 */
export function ConvertScreen({ machine = convertMachine, timeZone, clock }: ConvertScreenProps) {
  const { t } = useTranslation('wallet')
  const toast = useToast()
  const [params] = useSearchParams()
  const [snapshot, send, actorRef] = useMachine(machine, {
    input: { fromId: idOf(params.get('from')), toId: idOf(params.get('to')) },
    // never `clock: undefined`: it would replace XState's own clock (TOOLCHAIN pitfall 9)
    ...(clock ? { clock } : {}),
  })

  // the live price is an invoked child: it exists while the form does
  const quote = useSelector(snapshot.children.quote, (s) => s as ConvertQuoteSnapshot | undefined)

  useEffect(() => {
    const subscription = actorRef.on('converted', () =>
      toast({ tone: 'success', key: 'wallet:convert.converted' }),
    )
    return () => subscription.unsubscribe()
  }, [actorRef, toast])

  const back = useBack(paths.assets)
  return (
    <>
      <NavBar
        title={t('convert.title')}
        onBack={back}
        actions={
          <a
            href={href(`${paths.assetsRecord}?account=change`)}
            className="text-primary-ink px-3 text-sm font-medium"
          >
            {t('withdraw.records')}
          </a>
        }
      />
      <main className="px-4 py-4">
        <ConvertForm
          {...toConvertView(snapshot, quote)}
          assetsHref={href(paths.assets)}
          timeZone={timeZone}
          onRetry={() => send({ type: 'convert.retry' })}
          onFromChange={(id) => send({ type: 'from.select', id })}
          onToChange={(id) => send({ type: 'to.select', id })}
          onSwap={() => send({ type: 'pair.swap' })}
          onAmountChange={(value) => send({ type: 'amount.change', value })}
          onMax={() => send({ type: 'amount.max' })}
          onRefreshQuote={() => send({ type: 'quote.refresh' })}
          onSubmit={() => send({ type: 'form.submit' })}
          onConfirm={() => send({ type: 'confirm.submit' })}
          onCancel={() => send({ type: 'confirm.cancel' })}
          onAgain={() => send({ type: 'convert.again' })}
        />
      </main>
    </>
  )
}
