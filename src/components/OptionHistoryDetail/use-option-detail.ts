import { useTranslation } from 'react-i18next'
import { formatCoinAsWritten, formatDateTime } from '@/lib/wallet-format'
import type { OptionOrderView } from '@/machines/option-orders/option-orders.view'

export interface OptionDetailRow {
  id: string
  label: string
  value: string
  /** A signed money figure (the net P/L): coloured by its sign. */
  signed?: string
}

type T = ReturnType<typeof useTranslation<'optionOrders'>>['t']

/** The rows and tick sentences of `o`, in the user's language. */
export function useOptionDetail(o: OptionOrderView, timeZone?: string) {
  const { t, i18n } = useTranslation('optionOrders')
  return {
    rows: detailRows(o, t, i18n.language, timeZone),
    ticks: tickLines(o, t, i18n.language, timeZone),
  }
}

/** Every figure of an option: what it is, what it cost, what it paid back and came to. */
function detailRows(o: OptionOrderView, t: T, lang: string, timeZone?: string) {
  const coin = (amount: string, signed = false) =>
    t('detail.coinAmount', {
      amount: formatCoinAsWritten(amount, lang, signed),
      coin: o.currencyName,
    })
  const rows: (OptionDetailRow | false)[] = [
    { id: 'showId', label: t('detail.showId'), value: String(o.showId) },
    { id: 'pair', label: t('detail.pair'), value: o.symbol },
    { id: 'direction', label: t('detail.direction'), value: t(`direction.${o.direction}`) },
    { id: 'duration', label: t('detail.duration'), value: t('duration', { seconds: o.seconds }) },
    {
      id: 'payoutRatio',
      label: t('detail.payoutRatio'),
      value: t('detail.percent', { rate: formatCoinAsWritten(o.payoutRatio, lang) }),
    },
    { id: 'stake', label: t('detail.stake'), value: coin(o.stake) },
    { id: 'fee', label: t('detail.fee'), value: coin(o.fee) },
    o.credit !== null && { id: 'credit', label: t('detail.credit'), value: coin(o.credit) },
    o.net !== null && {
      id: 'net',
      label: t('detail.net'),
      value: coin(o.net, true),
      signed: o.net,
    },
    { id: 'status', label: t('detail.status'), value: t(`state.${o.state}`) },
    {
      id: 'createdAt',
      label: t('detail.createdAt'),
      value: formatDateTime(o.createdAt, lang, timeZone, 'second'),
    },
  ]
  return rows.filter((row): row is OptionDetailRow => row !== false)
}

/** The two engine seconds that decide an option, as sentences (the second one pending while open). */
function tickLines(o: OptionOrderView, t: T, lang: string, timeZone?: string) {
  const price = (amount: string) => formatCoinAsWritten(amount, lang)
  const time = (ms: number) => formatDateTime(ms, lang, timeZone, 'second')
  return {
    open: t('detail.openTick', { price: price(o.openPrice), time: time(o.openTick) }),
    settle:
      o.endPrice !== null
        ? t('detail.settleTick', { price: price(o.endPrice), time: time(o.settleTick) })
        : t('detail.settlesTick', { time: time(o.settleTick) }),
  }
}
