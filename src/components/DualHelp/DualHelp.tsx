import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { DualDirection } from '@/api/contract/dual'
import { dualTerms } from '@/api/contract/dual-math'
import { DualPayoff } from '@/components/DualPayoff/DualPayoff'
import { formatCoinAsWritten } from '@/lib/wallet-format'

export interface DualHelpProps {
  /** Dual products (call, BTC). */
  productsHref: string
  /** My dual orders. */
  mineHref: string
}

/** The worked examples: dual-math's own (its header), computed with dualTerms. */
const examples: Record<DualDirection, { shares: number; strike: string }> = {
  call: { shares: 3, strike: '65000' },
  put: { shares: 2, strike: '50000' },
}
const EXAMPLE = { coin: 'BTC', rate: '36.5', days: 7, scales: { coin: 8, usdt: 4 } }

function Question({
  id,
  title,
  children,
  open,
}: {
  id: string
  title: string
  children: ReactNode
  open?: boolean
}) {
  return (
    <details open={open} data-question={id} className="bg-surface group rounded-xl">
      <summary className="text-ink flex min-h-11 cursor-pointer items-center px-4 py-3 font-semibold">
        {title}
      </summary>
      <div className="text-ink flex flex-col gap-3 px-4 pb-4 text-sm">{children}</div>
    </details>
  )
}

function Example({ direction }: { direction: DualDirection }) {
  const { t, i18n } = useTranslation('dual')
  const { shares, strike } = examples[direction]
  const terms = dualTerms({ direction, shares, strike, ...EXAMPLE })
  return (
    <>
      <p className="text-muted">
        {t(`help.example.${direction}`, {
          count: shares,
          strike: formatCoinAsWritten(strike, i18n.language),
          rate: formatCoinAsWritten(EXAMPLE.rate, i18n.language),
          days: EXAMPLE.days,
        })}
      </p>
      <DualPayoff
        id={`dual-example-${direction}`}
        direction={direction}
        coin={EXAMPLE.coin}
        strike={strike}
        rate={EXAMPLE.rate}
        scales={EXAMPLE.scales}
        terms={terms}
      />
    </>
  )
}

/**
 * How dual investment works (spec §2 invest/help, issue 16), as questions and answers: the product
 * in plain words, each direction with a worked example computed by dual-math, the yield, the
 * settlement price (the engine's at 08:00 UTC of the end date, shown per order in My dual orders),
 * and the risk.
 */
export function DualHelp({ productsHref, mineHref }: DualHelpProps) {
  const { t } = useTranslation('dual')
  const link = 'text-primary-ink flex min-h-11 items-center font-medium underline'
  return (
    <div className="flex flex-col gap-3">
      <p className="text-ink text-sm">{t('help.intro')}</p>
      <Question id="call" title={t('help.call.title')} open>
        <p>{t('help.call.body')}</p>
        <Example direction="call" />
      </Question>
      <Question id="put" title={t('help.put.title')}>
        <p>{t('help.put.body')}</p>
        <Example direction="put" />
      </Question>
      <Question id="yield" title={t('help.yield.title')}>
        <p>{t('help.yield.body')}</p>
        <p>{t('help.yield.term')}</p>
      </Question>
      <Question id="price" title={t('help.price.title')}>
        <p>{t('help.price.body')}</p>
        <p>{t('help.price.orders')}</p>
        <a href={mineHref} className={link}>
          {t('mine')}
        </a>
      </Question>
      <Question id="money" title={t('help.money.title')}>
        <p>{t('help.money.body')}</p>
      </Question>
      <Question id="risk" title={t('help.risk.title')}>
        <p>{t('help.risk.body')}</p>
      </Question>
      <a
        href={productsHref}
        className="bg-primary flex h-11 items-center justify-center rounded-lg font-semibold text-white active:opacity-80"
      >
        {t('help.products')}
      </a>
    </div>
  )
}
