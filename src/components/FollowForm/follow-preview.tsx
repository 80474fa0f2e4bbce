import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { formatNumber } from '@/lib/format'
import { formatCoin, formatCoinAsWritten } from '@/lib/wallet-format'
import type { CopyRule, FollowPreview as Preview } from '@/machines/follow-form/follow-form.view'

export interface FollowPreviewProps {
  nickname: string
  /** The trader has a position to preview. */
  hasPosition: boolean
  preview: Preview | null
  /** The fund transfer page, USDT from spot to futures. */
  transferHref: string
}

const sideTone = { long: 'text-up border-up/60', short: 'text-down border-down/60' } as const

function Row(props: { id: string; label: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <div data-row={props.id} className="flex items-baseline justify-between gap-3">
      <dt className="text-muted shrink-0 text-sm">{props.label}</dt>
      <dd
        className={cn(
          'min-w-0 text-right tabular-nums',
          props.strong ? 'text-ink text-base font-semibold' : 'text-ink text-sm',
        )}
      >
        {props.children}
      </dd>
    </div>
  )
}

/** "⌊10 × 1.5⌋ = 15 lots": how the copy's lots come from the trader's. */
function useRuleText() {
  const { t, i18n } = useTranslation('followForm')
  const n = (v: string) => formatCoinAsWritten(v, i18n.language)
  return (rule: CopyRule) => {
    switch (rule.kind) {
      case 'lots':
        return t('preview.rule.lots', { count: rule.lots })
      case 'ratioMinimum':
        return t('preview.rule.ratioMinimum', { traderLots: rule.traderLots, ratio: n(rule.ratio) })
      case 'ratioCapped':
        return t('preview.rule.ratioCapped', {
          traderLots: rule.traderLots,
          ratio: n(rule.ratio),
          count: rule.max,
        })
      default:
        return t('preview.rule.ratio', {
          traderLots: rule.traderLots,
          ratio: n(rule.ratio),
          count: rule.lots,
        })
    }
  }
}

/**
 * Before confirming (issue 15): the trader's latest position as the typed terms would copy it
 * (follow-math `copyPreview`): the lots after rounding, margin, fee, total against the futures
 * balance, and why the copy would be skipped.
 */
export function FollowPreview({
  nickname,
  hasPosition,
  preview,
  transferHref,
}: FollowPreviewProps) {
  const { t, i18n } = useTranslation('followForm')
  const ruleText = useRuleText()
  const lang = i18n.language
  return (
    <section
      aria-labelledby="follow-preview-title"
      data-slot="follow-preview"
      className="bg-surface flex flex-col gap-3 rounded-xl p-4"
    >
      <h2 id="follow-preview-title" className="text-ink text-base font-semibold">
        {t('preview.title')}
      </h2>
      {!hasPosition ? (
        <p className="text-muted text-sm">{t('preview.noPosition', { name: nickname })}</p>
      ) : !preview ? (
        <p className="text-muted text-sm">{t('preview.enterNumber')}</p>
      ) : (
        <>
          {preview.issue && (
            <div
              role="status"
              data-slot="copy-warning"
              className="border-warning/60 text-ink flex flex-col gap-2 rounded-lg border px-3 py-2 text-sm"
            >
              <p>{t(`warning.${preview.issue}`)}</p>
              {preview.issue === 'insufficientBalance' && (
                <a
                  href={transferHref}
                  className="text-primary-ink flex min-h-11 items-center font-medium underline"
                >
                  {t('warning.transfer')}
                </a>
              )}
            </div>
          )}
          <div className="flex items-center justify-between gap-2">
            <div className="flex min-w-0 items-center gap-2">
              <span
                className={cn(
                  'rounded border px-1.5 py-0.5 text-xs font-semibold',
                  sideTone[preview.position.side],
                )}
              >
                {t(`side.${preview.position.side}`)} {preview.position.multiple}×
              </span>
              <span className="text-ink truncate font-medium">{preview.position.symbol}</span>
            </div>
            <span className="text-muted text-xs">
              {t(preview.position.open ? 'preview.open' : 'preview.closed')}
            </span>
          </div>
          <dl className="flex flex-col gap-2">
            <Row id="traderLots" label={t('preview.traderLots')}>
              {t('lots', { count: preview.position.lots })}
            </Row>
            <Row id="price" label={t('preview.price')}>
              {formatNumber(preview.position.price, lang, { decimals: preview.priceDecimals })}
            </Row>
          </dl>
          <dl className="border-line flex flex-col gap-2 border-t pt-3">
            <Row id="copyLots" label={t('preview.copyLots')} strong>
              {t('lots', { count: preview.lots })}
              <span data-slot="copy-rule" className="text-muted block text-xs font-normal">
                {ruleText(preview.rule)}
              </span>
            </Row>
            <Row id="margin" label={t('preview.margin')}>
              {t('amount', {
                amount: formatCoin(preview.margin, preview.quoteScale, lang),
                coin: preview.coin,
              })}
            </Row>
            <Row id="fee" label={t('preview.fee')}>
              {t('amount', {
                amount: formatCoin(preview.fee, preview.quoteScale, lang),
                coin: preview.coin,
              })}
            </Row>
            <Row id="cost" label={t('preview.cost')} strong>
              {t('amount', {
                amount: formatCoin(preview.cost, preview.quoteScale, lang),
                coin: preview.coin,
              })}
            </Row>
            <Row id="balance" label={t('preview.balance')}>
              {t('amount', {
                amount: formatCoin(preview.balance, preview.quoteScale, lang),
                coin: preview.coin,
              })}
            </Row>
          </dl>
        </>
      )}
    </section>
  )
}
