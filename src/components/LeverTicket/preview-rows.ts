import { useTranslation } from 'react-i18next'
import type { ConfirmRow } from '@/components/ConfirmSheet/ConfirmSheet'
import type { LeverTicketView } from '@/machines/lever-ticket/lever-ticket.view'
import { useLeverFormat } from './lever-format'

const isZero = (value: string) => /^0+(\.0+)?$/.test(value)

/**
 * The opening's figures, top to bottom, for the ticket and the confirm sheet: the price before the
 * spread, the spread (only when there is one), the entry, size, value, margin, fee, what leaves the
 * balance, the liquidation estimate and the risk rate before → after. "--" while the draft is incomplete.
 */
export function usePreviewRows(
  v: LeverTicketView,
  /** The sheet's shorter list: no market price without a spread (the entry is it), no size. */
  compact = false,
): ConfirmRow[] {
  const { t } = useTranslation('contract')
  const f = useLeverFormat(v)
  const p = v.preview
  const spread = p !== null && !isZero(p.spread)
  const rows: Array<ConfirmRow | false> = [
    (spread || !compact) && {
      id: 'origin',
      label: t(v.kind === 'limit' ? 'ticket.preview.limitPrice' : 'ticket.preview.marketPrice'),
      // the live price (or the typed limit) even before the draft is complete
      value: f.price(p?.originPrice ?? ((v.kind === 'limit' ? v.price : v.lastPrice) || undefined)),
    },
    spread && {
      id: 'spread',
      label: t('ticket.preview.spread'),
      value: f.spread(p.spread),
    },
    { id: 'entry', label: t('ticket.preview.entry'), value: f.price(p?.price) },
    !compact && { id: 'number', label: t('ticket.preview.number'), value: f.base(p?.number) },
    { id: 'notional', label: t('ticket.preview.notional'), value: f.money(p?.notional) },
    { id: 'margin', label: t('ticket.preview.margin'), value: f.money(p?.margin) },
    {
      id: 'fee',
      label: t('ticket.preview.fee', { rate: f.feePercent }),
      value: f.money(p?.fee),
    },
    { id: 'cost', label: t('ticket.preview.cost'), value: f.money(p?.cost), emphasis: true },
    {
      id: 'liquidation',
      label: t('ticket.preview.liquidation'),
      value: !p
        ? '--'
        : p.liquidationPrice === null
          ? t('ticket.preview.liquidationNone')
          : f.price(p.liquidationPrice),
    },
    {
      id: 'risk',
      label: t('ticket.preview.risk'),
      value: p
        ? t('ticket.preview.riskChange', {
            before: f.percent(p.riskBefore),
            after: f.percent(p.riskAfter),
          })
        : '--',
    },
  ]
  return rows.filter((r): r is ConfirmRow => r !== false)
}
