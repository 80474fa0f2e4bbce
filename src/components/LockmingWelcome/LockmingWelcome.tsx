import { useTranslation } from 'react-i18next'
import type { LockKind } from '@/api/contract/lockming'
import { formatCoinAsWritten } from '@/lib/wallet-format'
import type { LockmingExample } from '@/machines/lockming-list/lockming-welcome'

/** The kinds, in the tabs' order (contract `lockKinds`). */
const lockKinds: readonly LockKind[] = ['lock', 'defi', 'cloud']

export interface LockmingWelcomeProps {
  /** The early-redemption example (`welcomeExample()`: lockming-math's figures). */
  example: LockmingExample
  /** The products. */
  productsHref: string
  /** My locks. */
  ordersHref: string
}

const steps = ['lock', 'daily', 'paid', 'maturity'] as const

/**
 * How lock mining works (spec §2 lockming/welcome, issue 16), in plain words: the four steps of a
 * lock, early redemption with the spec's example, the three kinds, then the products and My locks.
 */
export function LockmingWelcome({ example, productsHref, ordersHref }: LockmingWelcomeProps) {
  const { t, i18n } = useTranslation('lockming')
  const n = (value: string) => formatCoinAsWritten(value, i18n.language)
  return (
    <div data-slot="lockming-welcome" className="flex flex-col gap-4">
      <section
        aria-labelledby="welcome-how"
        className="bg-surface flex flex-col gap-3 rounded-xl p-4"
      >
        <h2 id="welcome-how" className="text-ink text-base font-semibold">
          {t('welcome.howTitle')}
        </h2>
        <ol className="flex flex-col gap-2">
          {steps.map((step, i) => (
            <li key={step} className="flex gap-3">
              <span
                aria-hidden="true"
                className="bg-primary/15 text-primary-ink flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold"
              >
                {i + 1}
              </span>
              <span className="text-ink text-sm">{t(`welcome.step.${step}`)}</span>
            </li>
          ))}
        </ol>
      </section>
      <section
        aria-labelledby="welcome-early"
        className="bg-surface flex flex-col gap-2 rounded-xl p-4"
      >
        <h2 id="welcome-early" className="text-ink text-base font-semibold">
          {t('early.title')}
        </h2>
        <p className="text-muted text-sm">{t('welcome.earlyRule')}</p>
        <p data-slot="welcome-example" className="text-ink text-sm tabular-nums">
          {t('welcome.example', {
            rate: n(example.cancelRate),
            count: example.remainingDays,
            amount: n(example.amount),
            penalty: n(example.penalty),
            refund: n(example.refund),
          })}
        </p>
        <p className="text-muted text-sm">{t('early.kept')}</p>
      </section>
      <section
        aria-labelledby="welcome-kinds"
        className="bg-surface flex flex-col gap-2 rounded-xl p-4"
      >
        <h2 id="welcome-kinds" className="text-ink text-base font-semibold">
          {t('welcome.kindsTitle')}
        </h2>
        <dl className="flex flex-col gap-2">
          {lockKinds.map((kind) => (
            <div key={kind}>
              <dt className="text-ink text-sm font-medium">{t(`kinds.${kind}`)}</dt>
              <dd className="text-muted text-sm">{t(`kinds.${kind}Hint`)}</dd>
            </div>
          ))}
        </dl>
        <p className="text-muted text-xs">{t('welcome.kindsSame')}</p>
      </section>
      <div className="flex flex-col gap-2">
        <a
          href={productsHref}
          className="bg-primary flex h-11 w-full items-center justify-center rounded-lg font-semibold text-white active:opacity-80"
        >
          {t('welcome.products')}
        </a>
        <a
          href={ordersHref}
          className="bg-raised text-ink flex h-11 w-full items-center justify-center rounded-lg font-medium active:opacity-80"
        >
          {t('links.orders')}
        </a>
      </div>
    </div>
  )
}
