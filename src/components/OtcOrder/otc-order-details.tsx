import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { OtcOrder } from '@/api/contract/otc'
import { formatDateTime } from '@/lib/wallet-format'
import { coinText, fiatText } from '../OtcDesk/otc-figures'

export interface OtcOrderDetailsProps {
  order: OtcOrder
  timeZone?: string
}

function Row({ id, label, children }: { id: string; label: ReactNode; children: ReactNode }) {
  return (
    <div data-row={id} className="flex justify-between gap-3 py-1">
      <dt className="text-muted">{label}</dt>
      <dd className="text-end break-all tabular-nums">{children}</dd>
    </div>
  )
}

/** The order's figures, where the fiat goes, its times, and the appeal as sent and decided. */
export function OtcOrderDetails({ order: o, timeZone }: OtcOrderDetailsProps) {
  const { t, i18n } = useTranslation('otc')
  const lang = i18n.language
  const when = (ms: number) => formatDateTime(ms, lang, timeZone)
  return (
    <>
      <dl className="bg-surface rounded-xl px-4 py-3 text-sm">
        <Row id="merchant" label={t('order.merchant')}>
          {o.merchantName}
        </Row>
        <Row id="price" label={t('order.price')}>
          {fiatText(t, o.price, o.fiat, lang)}
        </Row>
        <Row id="amount" label={t('order.amount')}>
          {coinText(t, o.amount, lang)}
        </Row>
        <Row id="total" label={t('order.total')}>
          <span className="font-semibold">{fiatText(t, o.total, o.fiat, lang)}</span>
        </Row>
        <Row id="ways" label={t('order.ways')}>
          {o.ways.map((w) => t(`way.${w}`)).join(' · ')}
        </Row>
        <Row id="created" label={t('order.createdAt')}>
          {when(o.createdAt)}
        </Row>
        {o.paidAt !== null && (
          <Row id="paid" label={t('order.paidAt')}>
            {when(o.paidAt)}
          </Row>
        )}
        {o.finishedAt !== null && (
          <Row id="finished" label={t('order.finishedAt')}>
            {when(o.finishedAt)}
          </Row>
        )}
      </dl>
      <section aria-labelledby={`pay-to-${o.id}`} className="bg-surface rounded-xl px-4 py-3">
        <h3 id={`pay-to-${o.id}`} className="mb-1 text-sm font-semibold">
          {t(`order.payTo.${o.side}`)}
        </h3>
        <dl className="text-sm">
          <Row id="payName" label={t('order.payName')}>
            {o.payInfo.name}
          </Row>
          <Row id="payBank" label={t('order.payBank')}>
            {o.payInfo.bank}
          </Row>
          <Row id="payAccount" label={t('order.payAccount')}>
            {o.payInfo.account}
          </Row>
        </dl>
      </section>
      {o.appeal && (
        <section
          aria-labelledby={`appeal-${o.id}`}
          className="bg-surface rounded-xl px-4 py-3 text-sm"
        >
          <h3 id={`appeal-${o.id}`} className="mb-1 font-semibold">
            {t('appeal.yours')}
          </h3>
          <p className="break-words">{o.appeal.content}</p>
          <p className="text-muted mt-1">
            {o.appeal.outcome ? t(`appeal.outcome.${o.appeal.outcome}`) : t('appeal.pending')}
          </p>
        </section>
      )}
    </>
  )
}
