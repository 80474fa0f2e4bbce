import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmSheet, type ConfirmRow } from '@/components/ConfirmSheet/ConfirmSheet'
import { DirectionArrow } from '@/components/OptionTicket/option-chips'
import { useOptionFormat } from '@/components/OptionTicket/option-format'
import { useErrorText } from '@/i18n/use-error-text'
import { cn } from '@/lib/cn'
import type { OptionTicketView } from '@/machines/option-ticket/option-ticket.view'

export interface OptionConfirmSheetProps extends OptionTicketView {
  /** Places the option (or retries it with the same key after a failure without an answer). */
  onConfirm: () => void
  /** Back to the ticket; ignored while the request is in flight. */
  onCancel: () => void
}

/** Failures that say nothing of whether the option was placed: confirming again retries it. */
const retryable = new Set(['network', 'timeout', 'http', 'invalidResponse', 'unknown'])

/**
 * The last look at a seconds option (issue 14): the pair, direction and duration in the title, then
 * direction, duration, payout, stake, the fee on top and the total cost, the open-price rule (the
 * engine's price in the second the user confirms; the last price only as "≈") and the settlement
 * rule, the three outcomes in numbers (optionTerms through the view: what is received and the net
 * after the fee), and how the result is decided.
 */
export function OptionConfirmSheet(props: OptionConfirmSheetProps) {
  const { t } = useTranslation('options')
  const errorText = useErrorText()
  const outcomesId = useId()
  const f = useOptionFormat(props)
  const { terms, direction: d } = props
  const rise = d === 'rise'
  const seconds = props.seconds ?? 0
  const money = (value: string | undefined) => f.money(value)
  const rows: ConfirmRow[] = [
    {
      id: 'direction',
      label: t('confirm.direction'),
      value: (
        <span
          className={cn(
            'inline-flex items-center gap-1 font-semibold',
            rise ? 'text-up' : 'text-down',
          )}
        >
          <DirectionArrow up={rise} />
          {t(`ticket.${d}`)}
        </span>
      ),
    },
    { id: 'duration', label: t('confirm.duration'), value: t('confirm.seconds', { seconds }) },
    {
      id: 'payout',
      label: t('confirm.payout'),
      value: t('confirm.percent', { ratio: f.rate(props.payoutRatio ?? '0') }),
    },
    { id: 'stake', label: t('confirm.stake'), value: money(terms?.stake) },
    {
      id: 'fee',
      label: t('confirm.fee', { rate: f.rate(props.feeRate) }),
      value: money(terms?.fee),
    },
    { id: 'cost', label: t('confirm.cost'), value: money(terms?.cost), emphasis: true },
  ]
  const outcomes = terms && [
    {
      id: 'win',
      tone: 'text-up',
      text: t(`confirm.outcome.win.${d}`, {
        credit: money(terms.win.credit),
        net: f.net(terms.win.net),
      }),
    },
    {
      id: 'tie',
      tone: 'text-muted',
      text: t('confirm.outcome.tie', { fee: money(terms.fee), net: f.net(terms.tie.net) }),
    },
    {
      id: 'loss',
      tone: 'text-down',
      text: t(`confirm.outcome.loss.${d}`, { net: f.net(terms.loss.net) }),
    },
  ]
  const retry = props.sheetError !== null && retryable.has(props.sheetError)
  return (
    <ConfirmSheet
      open={props.isSheetOpen}
      title={t(`confirm.title.${d}`, { symbol: props.symbol, seconds })}
      rows={rows}
      notice={
        <>
          <p>
            {props.lastPrice
              ? t('confirm.openRule', { price: f.price(props.lastPrice) })
              : t('confirm.openRuleNoPrice')}
          </p>
          <p className="mt-1">{t('confirm.settleRule', { seconds })}</p>
        </>
      }
      busy={props.isSubmitting}
      confirmLabel={retry ? t('confirm.retry') : t(`confirm.submit.${d}`)}
      error={errorText(props.sheetError, props.serverMessage)}
      onConfirm={props.onConfirm}
      onClose={props.onCancel}
    >
      {outcomes && (
        <section aria-labelledby={outcomesId} className="flex flex-col gap-1.5">
          <h3 id={outcomesId} className="text-sm font-semibold">
            {t('confirm.outcomes')}
          </h3>
          <ul className="flex flex-col gap-1.5 text-sm">
            {outcomes.map((o) => (
              <li key={o.id} data-outcome={o.id} className="flex gap-2">
                <span
                  aria-hidden="true"
                  className={cn('mt-1.5 size-2 shrink-0 rounded-full bg-current', o.tone)}
                />
                <span>{o.text}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {/* a focusable disclosure also keeps the sheet's scroll region reachable by keyboard */}
      <details className="text-muted text-xs">
        <summary className="cursor-pointer">{t('confirm.resultRule')}</summary>
        <p className="mt-1">{t('confirm.resultRuleText')}</p>
      </details>
    </ConfirmSheet>
  )
}
