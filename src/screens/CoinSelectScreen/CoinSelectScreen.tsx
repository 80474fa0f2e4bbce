import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { href, paths } from '@/app/paths'
import { useBack } from '@/app/use-back'
import { CoinSelect, type CoinPurpose } from '@/components/CoinSelect/CoinSelect'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { coinQuery, walletCoins } from '@/machines/wallet-coins'

/**
 * Spec §2 /pages/fund/select?url=receive|withdraw: the coin and network, then the deposit or the
 * withdraw screen of it (`?currency=&network=`). Anything but `withdraw` means a deposit.
 */
export function CoinSelectScreen() {
  const { t } = useTranslation('wallet')
  const [params] = useSearchParams()
  const purpose: CoinPurpose = params.get('url') === 'withdraw' ? 'withdraw' : 'receive'
  const target = purpose === 'withdraw' ? paths.withdraw : paths.deposit
  const back = useBack(paths.assets)

  return (
    <>
      <NavBar title={t(`select.title.${purpose}`)} onBack={back} />
      <main className="px-4 py-4">
        <CoinSelect
          purpose={purpose}
          coins={walletCoins}
          hrefOf={(coin) => href(`${target}?${coinQuery(coin)}`)}
        />
      </main>
    </>
  )
}
