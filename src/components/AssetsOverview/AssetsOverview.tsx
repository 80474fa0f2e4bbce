import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { WalletAccount } from '@/api/contract/wallet'
import { AccountBalances } from '@/components/AccountBalances/AccountBalances'
import { Button } from '@/components/ui/Button/Button'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { useErrorText } from '@/i18n/use-error-text'
import { HIDDEN_FIGURE, formatCoin } from '@/lib/wallet-format'
import type { AssetsView } from '@/machines/assets/assets.view'
import { ShortcutIcon, assetShortcuts, type AssetShortcut } from './shortcut-icon'

export type { AssetShortcut } from './shortcut-icon'

export interface AssetsOverviewProps extends AssetsView {
  /** A USDT amount in the user's fiat currency, formatted (`useFiat().format`). */
  fiat: (usdt: string) => string
  /** The fiat currency's code ("EUR"). */
  fiatCode: string
  /** No exchange rate is known: figures are in US dollars, and the card says so. */
  fiatIsFallback: boolean
  /** Where each shortcut leads; null while its screen is not built (then `onUnavailable`). */
  shortcuts: Record<AssetShortcut, string | null>
  /** The ledger of the shown account, and the fund-transfer history. */
  ledgerHref: string
  transferHistoryHref: string
  onToggleHidden: () => void
  onRetry: () => void
  onSelectAccount: (account: WalletAccount) => void
  onUnavailable: (shortcut: AssetShortcut) => void
}

const USDT_SCALE = 4

/**
 * The Assets tab (spec §2 fund/assets; issue 5): the estimated total in the user's fiat currency
 * with a hide-balances eye, shortcuts to deposit, withdraw, convert, transfer and records, then
 * the four accounts. A new user with nothing yet is offered a first deposit.
 */
export function AssetsOverview(props: AssetsOverviewProps) {
  const { t, i18n } = useTranslation('wallet')
  const errorText = useErrorText()
  const totalId = useId()
  if (props.status === 'loading') return <Loader />
  if (props.status === 'failed')
    return <ErrorState title={errorText(props.error)} onRetry={props.onRetry} />

  const figure = (text: string) => (props.hidden ? HIDDEN_FIGURE : text)
  const deposit = props.shortcuts.deposit

  return (
    <div data-slot="assets-overview" className="flex flex-col gap-4">
      <section aria-labelledby={totalId} className="bg-surface flex flex-col gap-1 rounded-xl p-4">
        <div className="flex items-center justify-between gap-2">
          <h2 id={totalId} className="text-muted text-sm font-normal">
            {t('assets.total', { code: props.fiatCode })}
          </h2>
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={props.hidden}
            aria-label={t('assets.hide')}
            onClick={props.onToggleHidden}
            className="text-muted -my-1 -mr-2 size-11 px-0"
          >
            <EyeIcon crossed={props.hidden} />
          </Button>
        </div>
        <p data-slot="assets-total" className="text-3xl font-semibold tabular-nums">
          {figure(props.fiat(props.usdtTotal))}
        </p>
        <p className="text-muted text-sm tabular-nums">
          {figure(
            t('assets.usdtApprox', {
              amount: formatCoin(props.usdtTotal, USDT_SCALE, i18n.language),
            }),
          )}
        </p>
        {props.fiatIsFallback && <p className="text-muted text-xs">{t('assets.fiatFallback')}</p>}
        {props.isStale && (
          <div
            role="alert"
            className="text-warning mt-2 flex items-center justify-between gap-2 text-sm"
          >
            <span>{t('assets.stale')}</span>
            <Button variant="secondary" size="sm" onClick={props.onRetry}>
              {t('assets.retry')}
            </Button>
          </div>
        )}
      </section>

      <nav aria-label={t('assets.shortcuts')}>
        <ul className="grid grid-cols-5 gap-1">
          {assetShortcuts.map((key) => {
            const href = props.shortcuts[key]
            const content = (
              <>
                <span className="bg-surface text-primary-ink flex size-11 items-center justify-center rounded-full">
                  <ShortcutIcon shortcut={key} />
                </span>
                <span className="text-center text-xs leading-tight">
                  {t(`assets.shortcut.${key}`)}
                </span>
              </>
            )
            const tile =
              'flex w-full flex-col items-center gap-1.5 rounded-lg py-1 text-ink active:opacity-70'
            return (
              <li key={key}>
                {href ? (
                  <a href={href} className={tile}>
                    {content}
                  </a>
                ) : (
                  <button type="button" className={tile} onClick={() => props.onUnavailable(key)}>
                    {content}
                  </button>
                )}
              </li>
            )
          })}
        </ul>
      </nav>

      {props.isEmpty ? (
        <EmptyState
          className="bg-surface rounded-xl"
          title={t('assets.empty.title')}
          description={t('assets.empty.description')}
          action={
            deposit && (
              <a
                href={deposit}
                className="bg-primary flex h-11 items-center justify-center rounded-lg px-6 font-medium text-white"
              >
                {t('assets.empty.deposit')}
              </a>
            )
          }
        />
      ) : (
        <section
          className="bg-surface rounded-xl px-4 pb-1"
          aria-busy={props.isRefreshing || undefined}
        >
          <AccountBalances
            account={props.account}
            accounts={props.accounts}
            rows={props.rows}
            hidden={props.hidden}
            fiat={props.fiat}
            ledgerHref={props.ledgerHref}
            transferHistoryHref={props.transferHistoryHref}
            onSelectAccount={props.onSelectAccount}
          />
        </section>
      )}
    </div>
  )
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  )
}
