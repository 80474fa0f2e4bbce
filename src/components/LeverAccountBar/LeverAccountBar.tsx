import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { PnlText, usePositionFormat } from '@/components/PositionList/position-format'
import { cn } from '@/lib/cn'
import type {
  LeverAccountView,
  LeverPositionsView,
} from '@/machines/lever-positions/lever-positions.view'

export interface LeverAccountBarProps {
  /** The account's figures (the view's `account`): all pairs, at the marks now. */
  account: LeverAccountView
  /** The panel's status: figures show as "--" until loaded. */
  status: LeverPositionsView['status']
  /** The fund-transfer screen (the screen passes `paths.fundTransfer`). */
  transferHref: string
}

const riskTones = {
  none: 'text-ink',
  safe: 'text-ink',
  warning: 'text-warning',
  danger: 'text-error',
} as const

/**
 * The lever ("Contract") account over the positions: the available balance, the total unrealised
 * P/L coloured by sign, and the risk rate, in the warning colour (and said in words) as it nears
 * the liquidation rate; a link to move funds in.
 */
export function LeverAccountBar({ account, status, transferHref }: LeverAccountBarProps) {
  const { t } = useTranslation('positions')
  const format = usePositionFormat()
  const titleId = useId()
  const known = status !== 'loading' && status !== 'failed'
  const dash = '--'
  const { quote, quoteScale, risk } = account
  const figures = [
    {
      id: 'balance',
      label: t('account.balance'),
      value: known ? format.money(account.balance, quoteScale, quote) : dash,
    },
    {
      id: 'pnl',
      label: t('account.pnl'),
      value: known ? (
        <PnlText value={account.pnl}>{format.signed(account.pnl, quoteScale, quote)}</PnlText>
      ) : (
        dash
      ),
    },
    {
      id: 'risk',
      label: t('account.risk'),
      value: known ? (
        <span className={cn('font-semibold', riskTones[risk])}>
          {format.percent(account.riskRate)}
        </span>
      ) : (
        dash
      ),
    },
  ]
  return (
    <section
      aria-labelledby={titleId}
      data-slot="lever-account-bar"
      data-risk={risk}
      className="bg-surface flex flex-col gap-3 rounded-xl p-4"
    >
      <header className="flex items-center justify-between">
        <h2 id={titleId} className="text-ink text-base font-semibold">
          {t('account.title')}
        </h2>
        <a href={transferHref} className="text-primary-ink text-sm font-medium">
          {t('account.transfer')}
        </a>
      </header>
      <dl className="grid grid-cols-3 gap-2">
        {figures.map((f, i) => (
          <div key={f.id} className={cn('flex min-w-0 flex-col', i === 2 && 'items-end')}>
            <dt className="text-muted truncate text-xs">{f.label}</dt>
            <dd className="text-ink text-sm tabular-nums">{f.value}</dd>
          </div>
        ))}
      </dl>
      {known && account.liquidationRate !== null && risk !== 'none' && (
        <p
          role={risk === 'safe' ? undefined : 'status'}
          className={cn('text-xs', risk === 'safe' ? 'text-muted' : riskTones[risk])}
        >
          {risk !== 'safe' && <strong className="me-1">{t(`account.risk.${risk}`)}</strong>}
          {t('account.risk.liquidation', { rate: format.percent(account.liquidationRate) })}
        </p>
      )}
    </section>
  )
}
