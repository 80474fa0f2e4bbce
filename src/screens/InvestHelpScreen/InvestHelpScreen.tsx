import { useTranslation } from 'react-i18next'
import { href, investHref, paths } from '@/app/paths'
import { useBack } from '@/app/use-back'
import { DualHelp } from '@/components/DualHelp/DualHelp'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { dualHelpExamples } from '@/machines/dual-products/dual-help'

/** Spec §2 /pages/invest/help (issue 16): how dual investment works, with worked examples. */
export function InvestHelpScreen() {
  const { t } = useTranslation('dual')
  const back = useBack(paths.invest)
  return (
    <>
      <NavBar title={t('help.title')} onBack={back} />
      <main className="px-4 py-3">
        <DualHelp
          productsHref={investHref()}
          mineHref={href(paths.investMine)}
          examples={dualHelpExamples}
        />
      </main>
    </>
  )
}
