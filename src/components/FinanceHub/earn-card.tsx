import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ErrorCode } from '@/api/errors'
import { Button } from '@/components/ui/Button/Button'
import { useErrorText } from '@/i18n/use-error-text'
import type { FinanceCardStatus } from '@/machines/finance/finance.view'

export interface EarnLink {
  href: string
  label: string
}

export interface EarnCardProps {
  title: string
  tagline: string
  status: FinanceCardStatus
  error: ErrorCode | null
  /** The card's main way in (its products). */
  main: EarnLink
  /** The other pages of the product. */
  links: EarnLink[]
  onRetry: () => void
  /** The figures, once ready. */
  children: ReactNode
}

/** One earn product on the hub: what it is, its headline figures (or its own retry), its pages. */
export function EarnCard({
  title,
  tagline,
  status,
  error,
  main,
  links,
  onRetry,
  children,
}: EarnCardProps) {
  const { t } = useTranslation('finance')
  const errorText = useErrorText()
  const id = useId()
  return (
    <section
      aria-labelledby={id}
      data-slot="earn-card"
      data-state={status}
      className="bg-surface flex flex-col gap-2 rounded-xl px-4 pt-3 pb-1"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={id} className="text-ink text-base font-semibold">
            {title}
          </h2>
          <p className="text-muted text-xs">{tagline}</p>
        </div>
        <a
          href={main.href}
          className="bg-primary inline-flex h-11 shrink-0 items-center rounded-lg px-4 text-sm font-medium text-white active:opacity-80"
        >
          {main.label}
        </a>
      </div>
      <div className="flex min-h-12 flex-col justify-center">
        {status === 'loading' && (
          <output aria-label={t('loading')} className="flex flex-col gap-1.5">
            <span className="bg-raised h-3 w-1/2 rounded" />
            <span className="bg-raised h-4 w-3/4 rounded" />
          </output>
        )}
        {status === 'failed' && (
          <div className="flex items-center justify-between gap-3">
            <p role="alert" className="text-error text-sm">
              {errorText(error) ?? t('failed')}
            </p>
            <Button variant="secondary" onClick={onRetry} className="shrink-0">
              {t('retry')}
            </Button>
          </div>
        )}
        {status === 'ready' && children}
      </div>
      <div className="-mx-2 flex flex-wrap">
        {links.map((link) => (
          <a
            key={link.href}
            href={link.href}
            className="text-primary-ink inline-flex min-h-11 items-center px-2 text-sm font-medium"
          >
            {link.label}
          </a>
        ))}
      </div>
    </section>
  )
}

/** Two headline figures side by side, the second right-aligned. */
export function Figures({ items }: { items: { label: string; value: string }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3">
      {items.map((f) => (
        <div key={f.label} className="flex min-w-0 flex-col last:items-end last:text-right">
          <dt className="text-muted text-xs">{f.label}</dt>
          <dd className="text-ink text-lg font-semibold tabular-nums">{f.value}</dd>
        </div>
      ))}
    </dl>
  )
}
