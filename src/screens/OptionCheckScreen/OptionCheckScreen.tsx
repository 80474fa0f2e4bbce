import { useMachine } from '@xstate/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { paths, symbolHref } from '@/app/paths'
import { useBack } from '@/app/use-back'
import { OptionCheckPanel } from '@/components/OptionCheckPanel/OptionCheckPanel'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { orderIdOfParam } from '@/machines/option-check/option-check.logic'
import { optionCheckMachine } from '@/machines/option-check/option-check.machine'
import { toOptionCheckView } from '@/machines/option-check/option-check.view'

export interface OptionCheckScreenProps {
  /** Stories pass `optionCheckMachine.provide(...)`. @default optionCheckMachine */
  machine?: typeof optionCheckMachine
  /** Times are shown in this zone (stories fix it). @default the device's */
  timeZone?: string
}

const klineHref = (symbol: string, at: number) => symbolHref(symbol, { at })

/**
 * `transaction/seconds_check?id=<order id>` (issue 14), public: anyone recomputes an option's
 * result from the engine's public prices of its two seconds. Without an id, the form; a number
 * typed there opens its own address, so back and a shared link show that check again.
 */
export function OptionCheckScreen(props: OptionCheckScreenProps) {
  const [params] = useSearchParams()
  const id = orderIdOfParam(params.get('id'))
  // another order number is another check: a fresh machine
  return <Check key={id ?? ''} id={id} {...props} />
}

function Check({
  id,
  machine = optionCheckMachine,
  timeZone,
}: OptionCheckScreenProps & { id: number | null }) {
  const { t } = useTranslation('optionCheck')
  const navigate = useNavigate()
  const [snapshot, send, actorRef] = useMachine(machine, { input: { id } })

  useEffect(() => {
    const sub = actorRef.on('check.open', (e) => navigate(`${paths.optionCheck}?id=${e.id}`))
    return () => sub.unsubscribe()
  }, [actorRef, navigate])

  // the first entry of the history (a shared link) has nowhere to go back to
  const back = useBack(paths.home)
  return (
    <>
      <NavBar title={t('title')} onBack={back} />
      <main className="px-4 pt-2 pb-8">
        <OptionCheckPanel
          {...toOptionCheckView(snapshot)}
          onEntryChange={(value) => send({ type: 'number.change', value })}
          onSubmit={() => send({ type: 'number.submit' })}
          onRetry={() => send({ type: 'check.retry' })}
          klineHref={klineHref}
          timeZone={timeZone}
        />
      </main>
    </>
  )
}
