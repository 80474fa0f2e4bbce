import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { DualDirection } from '@/api/contract/dual'
import { DualPayoff } from '@/components/DualPayoff/DualPayoff'
import { formatCoinAsWritten } from '@/lib/wallet-format'
import type { DualHelpExample } from '@/machines/dual-products/dual-help'

export interface DualHelpProps {
  /** Dual products (call, BTC). */
  productsHref: string
  /** My dual orders. */
  mineHref: string
  /** The worked example of each direction (dual-help.ts, computed with dualTerms). */
  examples: Record<DualDirection, DualHelpExample>
}

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
      <summary className="flex min-h-11 cursor-pointer items-center px-4 py-3">
        <h2 className="text-ink text-base font-semibold">{title}</h2>
      </summary>
      <div className="text-ink flex flex-col gap-3 px-4 pb-4 text-sm">{children}</div>
    </details>
  )
}

function Example({ example: x }: { example: DualHelpExample }) {
  const { t, i18n } = useTranslation('dual')
  return (
    <>
      <p className="text-muted">
        {t(`help.example.${x.direction}`, {
          count: x.shares,
          strike: formatCoinAsWritten(x.strike, i18n.language),
          rate: formatCoinAsWritten(x.rate, i18n.language),
          days: x.days,
        })}
      </p>
      <DualPayoff
        id={`dual-example-${x.direction}`}
        direction={x.direction}
        coin={x.coin}
        strike={x.strike}
        rate={x.rate}
        scales={x.scales}
        terms={x.terms}
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
export function DualHelp({ productsHref, mineHref, examples }: DualHelpProps) {
  const { t } = useTranslation('dual')
  const link = 'text-primary-ink flex min-h-11 items-center font-medium underline'
  return (
    <div className="flex flex-col gap-3">
      <p className="text-ink text-sm">{t('help.intro')}</p>
      <Question id="call" title={t('help.call.title')} open>
        <p>{t('help.call.body')}</p>
        <Example example={examples.call} />
      </Question>
      <Question id="put" title={t('help.put.title')}>
        <p>{t('help.put.body')}</p>
        <Example example={examples.put} />
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
