import { useTranslation } from 'react-i18next'
import { CoinMark } from '@/components/CoinMark/CoinMark'
import type { WalletCoin } from '@/machines/wallet-coins'

export type CoinPurpose = 'receive' | 'withdraw'

export interface CoinSelectProps {
  /** What the chosen coin is for (spec §2 fund/select `?url=receive|withdraw`). */
  purpose: CoinPurpose
  /** The coin entries of spec §3, one per coin and network. */
  coins: readonly WalletCoin[]
  /** The deposit or withdraw screen of a coin. */
  hrefOf: (coin: WalletCoin) => string
}

/**
 * The coin and network to deposit or withdraw (spec §2 fund/select, §3 coin entry: USDT ERC20 and
 * TRC20, ETH, BTC). Each entry names its network, since a transfer on the wrong one is lost.
 */
export function CoinSelect({ purpose, coins, hrefOf }: CoinSelectProps) {
  const { t } = useTranslation('wallet')
  return (
    <div data-slot="coin-select" data-purpose={purpose} className="flex flex-col gap-3">
      <p className="text-muted text-sm">{t(`select.hint.${purpose}`)}</p>
      <ul aria-label={t('select.list')} className="bg-surface flex flex-col rounded-xl">
        {coins.map((coin) => (
          <li key={coin.key} className="border-line border-t first:border-t-0">
            <a
              href={hrefOf(coin)}
              className="text-ink flex min-h-16 items-center gap-3 px-4 py-3 active:opacity-70"
            >
              <CoinMark name={coin.name} />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="flex items-center gap-2">
                  <span className="font-medium">{coin.name}</span>
                  <span className="bg-raised rounded px-1.5 py-0.5 text-xs font-medium">
                    {coin.network}
                  </span>
                </span>
                <span className="text-muted truncate text-sm">{t(`select.name.${coin.name}`)}</span>
              </span>
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="text-muted size-4 shrink-0"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="m9 6 6 6-6 6" />
              </svg>
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
