import { useTranslation } from 'react-i18next'
import type { WalletAccount } from '@/api/contract/wallet'
import { CoinMark } from '@/components/CoinMark/CoinMark'
import { Tabs } from '@/components/ui/Tabs/Tabs'
import { cn } from '@/lib/cn'
import { HIDDEN_FIGURE, formatCoin } from '@/lib/wallet-format'
import type { AccountTotalView, AssetRowView } from '@/machines/assets/assets.view'

export interface AccountBalancesProps {
  /** The account shown. */
  account: WalletAccount
  /** Every account with its USDT total, in tab order. */
  accounts: readonly AccountTotalView[]
  /** The shown account's currencies. */
  rows: readonly AssetRowView[]
  /** Figures are masked. */
  hidden: boolean
  /** A USDT amount in the user's fiat currency, formatted (`useFiat().format`). */
  fiat: (usdt: string) => string
  /** The ledger of the shown account (`assets_record?account=`). */
  ledgerHref: string
  /** Fund transfers between the accounts. */
  transferHistoryHref: string
  onSelectAccount: (account: WalletAccount) => void
}

const USDT_SCALE = 4

/**
 * The four accounts of spec §3 (spot, fiat, contract, options) as tabs; the shown one with its
 * total and, per currency, what is available, what is locked and what it is worth.
 */
export function AccountBalances(props: AccountBalancesProps) {
  const { t, i18n } = useTranslation('wallet')
  const lang = i18n.language
  const figure = (text: string) => (props.hidden ? HIDDEN_FIGURE : text)
  const total = props.accounts.find((a) => a.account === props.account)?.usdtTotal ?? '0'
  const items = props.accounts.map((a) => ({ value: a.account, label: t(`account.${a.account}`) }))

  return (
    <Tabs
      items={items}
      value={props.account}
      onValueChange={props.onSelectAccount}
      aria-label={t('assets.accounts')}
    >
      <div
        data-slot="account-balances"
        data-account={props.account}
        className="flex flex-col gap-3"
      >
        <div className="flex items-end justify-between gap-3">
          <div className="flex min-w-0 flex-col">
            <span className="text-muted text-sm">
              {t('assets.accountTotal', { account: t(`account.${props.account}`) })}
            </span>
            <span className="text-xl font-semibold tabular-nums">{figure(props.fiat(total))}</span>
            <span className="text-muted text-xs tabular-nums">
              {figure(t('assets.usdtAmount', { amount: formatCoin(total, USDT_SCALE, lang) }))}
            </span>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1 text-sm">
            <a
              href={props.ledgerHref}
              className="text-primary-ink py-1 underline-offset-2 hover:underline"
            >
              {t('assets.ledger')}
            </a>
            <a
              href={props.transferHistoryHref}
              className="text-primary-ink py-1 underline-offset-2 hover:underline"
            >
              {t('assets.transferHistory')}
            </a>
          </div>
        </div>
        <ul
          aria-label={t('assets.currencies', { account: t(`account.${props.account}`) })}
          className="flex flex-col"
        >
          {props.rows.map((row) => (
            <li
              key={row.currencyId}
              data-slot="asset-row"
              data-zero={row.isZero || undefined}
              className="border-line flex gap-3 border-t py-3 first:border-t-0"
            >
              <CoinMark name={row.name} className={cn(row.isZero && 'opacity-60')} />
              <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                <div className="flex items-baseline justify-between gap-2">
                  <span className="font-medium">{row.name}</span>
                  <span className="text-sm tabular-nums">{figure(props.fiat(row.usdtValue))}</span>
                </div>
                <dl className="grid grid-cols-2 gap-2 text-xs">
                  <div className="flex flex-col">
                    <dt className="text-muted">{t('assets.available')}</dt>
                    <dd className="tabular-nums">
                      {figure(formatCoin(row.available, row.scale, lang))}
                    </dd>
                  </div>
                  <div className="flex flex-col">
                    <dt className="text-muted">{t('assets.locked')}</dt>
                    <dd className="tabular-nums">
                      {figure(formatCoin(row.locked, row.scale, lang))}
                    </dd>
                  </div>
                </dl>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Tabs>
  )
}
