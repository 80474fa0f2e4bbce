import { useMachine } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { href, investHref, lockmingHref, paths } from '@/app/paths'
import { useBack } from '@/app/use-back'
import { FinanceHub, type FinanceLinks } from '@/components/FinanceHub/FinanceHub'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { financeMachine } from '@/machines/finance/finance.machine'
import { toFinanceView } from '@/machines/finance/finance.view'

export interface FinanceScreenProps {
  /** Stories pass `financeMachine.provide(...)`. @default financeMachine */
  machine?: typeof financeMachine
}

const links: FinanceLinks = {
  lock: {
    products: lockmingHref(),
    defi: lockmingHref('defi'),
    cloud: lockmingHref('cloud'),
    orders: href(paths.lockmingOrders),
    help: href(paths.lockmingWelcome),
  },
  dual: {
    products: investHref(),
    orders: href(paths.investMine),
    help: href(paths.investHelp),
  },
  ieo: { projects: href(paths.ieo), orders: href(paths.ieoOrders) },
}

/** Spec §2 /pages/other/financial/index: the finance hub, the way into the earn products. */
export function FinanceScreen({ machine = financeMachine }: FinanceScreenProps) {
  const { t } = useTranslation('finance')
  const [snapshot, send] = useMachine(machine)
  const back = useBack(paths.home)

  return (
    <>
      <NavBar title={t('title')} onBack={back} />
      <main className="py-2">
        <FinanceHub
          {...toFinanceView(snapshot)}
          links={links}
          onRetry={(card) => send({ type: `${card}.retry` })}
        />
      </main>
    </>
  )
}
