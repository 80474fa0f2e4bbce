import { useTranslation } from 'react-i18next'
import { href, paths } from '@/app/paths'
import { useBack } from '@/app/use-back'
import { LockmingWelcome } from '@/components/LockmingWelcome/LockmingWelcome'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { welcomeExample } from '@/machines/lockming-list/lockming-welcome'

/** The spec's early-redemption example, from lockming-math. */
const example = welcomeExample()

/**
 * Spec §2 /pages/lockming/welcome (issue 16): how lock mining works, the three kinds, and the
 * way to the products and to My locks.
 */
export function LockmingWelcomeScreen() {
  const { t } = useTranslation('lockming')
  const back = useBack(paths.lockming)
  return (
    <>
      <NavBar title={t('welcome.title')} onBack={back} />
      <main className="px-4 py-4">
        <LockmingWelcome
          example={example}
          productsHref={href(paths.lockming)}
          ordersHref={href(paths.lockmingOrders)}
        />
      </main>
    </>
  )
}
