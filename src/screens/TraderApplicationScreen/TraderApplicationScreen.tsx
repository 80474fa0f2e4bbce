import { useMachine } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { href, paths, traderAgreementHref, traderHref } from '@/app/paths'
import { SessionContext } from '@/app/services'
import { useBack } from '@/app/use-back'
import { TraderApplication } from '@/components/TraderApplication/TraderApplication'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { traderApplicationMachine } from '@/machines/trader-application/trader-application.machine'
import { toTraderApplicationView } from '@/machines/trader-application/trader-application.view'

export interface TraderApplicationScreenProps {
  /** Stories pass `traderApplicationMachine.provide(...)`. @default traderApplicationMachine */
  machine?: typeof traderApplicationMachine
  /** Times are shown in this zone (stories fix it). @default the device's */
  timeZone?: string
}

/**
 * `copytrade/trader` (issue 15): the caller's application to become a trader — the conditions
 * with their progress and the form, the application waiting for review, the reviewer's answer.
 */
export function TraderApplicationScreen({
  machine = traderApplicationMachine,
  timeZone,
}: TraderApplicationScreenProps) {
  const { t, i18n } = useTranslation('traderApply')
  const userId = SessionContext.useSelector((s) => s.context.user?.id)
  const [snapshot, send] = useMachine(machine)
  const back = useBack(paths.copyTrade)
  return (
    <>
      <NavBar title={t('title')} onBack={back} />
      <main className="px-4 pt-2 pb-8">
        <TraderApplication
          {...toTraderApplicationView(snapshot)}
          onTextChange={(value) => send({ type: 'text.change', value })}
          onAgreementChange={(checked) => send({ type: 'agreement.change', checked })}
          onSubmit={() => send({ type: 'form.submit' })}
          onRetry={() => send({ type: 'application.retry' })}
          onReload={() => send({ type: 'application.reload' })}
          agreementHref={traderAgreementHref(i18n.language)}
          verificationHref={href(paths.verification)}
          myCopyHref={href(paths.copyMine)}
          ownTraderHref={userId ? traderHref(userId) : null}
          timeZone={timeZone}
        />
      </main>
    </>
  )
}
