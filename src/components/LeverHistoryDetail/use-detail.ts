import { useTranslation } from 'react-i18next'
import { formatCoinAsWritten, formatDateTime } from '@/lib/wallet-format'
import type { ContractOrderView } from '@/machines/contract-orders/contract-orders.view'

export interface DetailRow {
  id: string
  label: string
  value: string
  /** A signed money figure (P/L): coloured by its sign. */
  signed?: string
}

/** The rows and tick sentences of `p`, in the user's language. */
export function useDetail(p: ContractOrderView, timeZone?: string) {
  const { t, i18n } = useTranslation('contractOrders')
  return {
    rows: detailRows(p, t, i18n.language, timeZone),
    ticks: tickLines(p, t, i18n.language, timeZone),
  }
}

type T = ReturnType<typeof useTranslation<'contractOrders'>>['t']

/**
 * Every figure of a position, in the order the user follows it: the prices it opened at, its size,
 * what it cost and holds, what it was charged overnight, how it closed, and its times.
 */
function detailRows(p: ContractOrderView, t: T, lang: string, timeZone?: string) {
  const coin = (amount: string, unit = p.quote) =>
    t('detail.coinAmount', { amount: formatCoinAsWritten(amount, lang), coin: unit })
  const time = (ms: number | null) => (ms === null ? null : formatDateTime(ms, lang, timeZone))
  const opened = p.openedAt !== null
  const rows: (DetailRow | false)[] = [
    opened && { id: 'originPrice', label: t('detail.originPrice'), value: coin(p.originPrice) },
    opened && { id: 'spread', label: t('detail.spread'), value: coin(p.spread) },
    {
      id: 'price',
      label: opened ? t('detail.price') : t('detail.limitPrice'),
      value: coin(p.price),
    },
    { id: 'lots', label: t('detail.lots'), value: String(p.lots) },
    { id: 'number', label: t('detail.number'), value: coin(p.number, p.base) },
    {
      id: 'leverage',
      label: t('detail.leverage'),
      value: t('position.leverage', { multiple: p.multiple }),
    },
    {
      id: 'originMargin',
      label: opened ? t('detail.originMargin') : t('detail.heldMargin'),
      value: coin(p.originMargin),
    },
    opened && { id: 'margin', label: t('detail.margin'), value: coin(p.margin) },
    { id: 'fee', label: t('detail.fee'), value: coin(p.fee) },
    {
      id: 'feeRate',
      label: t('detail.feeRate'),
      value: t('detail.percent', { rate: formatCoinAsWritten(p.feeRate, lang) }),
    },
    {
      id: 'overnightRate',
      label: t('detail.overnightRate'),
      value: t('detail.perDay', { rate: formatCoinAsWritten(p.overnightRate, lang) }),
    },
    opened && {
      id: 'overnightPaid',
      label: t('detail.overnightPaid'),
      value: coin(p.overnightPaid),
    },
    p.hasWaivedOvernight && {
      id: 'overnightWaived',
      label: t('detail.overnightWaived'),
      value: coin(p.overnightWaived),
    },
    p.takeProfit !== null && {
      id: 'takeProfit',
      label: t('detail.takeProfit'),
      value: coin(p.takeProfit),
    },
    p.stopLoss !== null && { id: 'stopLoss', label: t('detail.stopLoss'), value: coin(p.stopLoss) },
    p.closePrice !== null && {
      id: 'closePrice',
      label: t('detail.closePrice'),
      value: coin(p.closePrice),
    },
    p.isClosed && {
      id: 'pnl',
      label: t('detail.pnl'),
      value: t('detail.coinAmount', {
        amount: formatCoinAsWritten(p.realisedPnl, lang, true),
        coin: p.quote,
      }),
      signed: p.realisedPnl,
    },
    p.hasShortfall && { id: 'shortfall', label: t('detail.shortfall'), value: coin(p.shortfall) },
    { id: 'createdAt', label: t('detail.createdAt'), value: time(p.createdAt)! },
    opened && { id: 'openedAt', label: t('detail.openedAt'), value: time(p.openedAt)! },
    p.closedAt !== null && {
      id: 'closedAt',
      label: p.status === 'cancelled' ? t('detail.cancelledAt') : t('detail.closedAt'),
      value: time(p.closedAt)!,
    },
  ]
  return rows.filter((row): row is DetailRow => row !== false)
}

/** The engine ticks that opened and closed the position, as sentences (none: not reached). */
function tickLines(p: ContractOrderView, t: T, lang: string, timeZone?: string) {
  const coin = (amount: string) =>
    t('detail.coinAmount', { amount: formatCoinAsWritten(amount, lang), coin: p.quote })
  const time = (ms: number) => formatDateTime(ms, lang, timeZone)
  const open =
    p.openTick !== null && p.openMarketPrice !== null
      ? t('detail.openTick', {
          price: coin(p.price),
          marketPrice: coin(p.openMarketPrice),
          time: time(p.openTick),
        })
      : null
  const close =
    p.closeTick !== null && p.closeMarketPrice !== null && p.closePrice !== null
      ? t('detail.closeTick', {
          reason: t(`outcome.${p.outcome}`),
          price: coin(p.closePrice),
          marketPrice: coin(p.closeMarketPrice),
          time: time(p.closeTick),
        })
      : null
  const tick = p.closeTick ?? p.openTick
  return { open, close, tickTime: tick === null ? null : time(tick) }
}
