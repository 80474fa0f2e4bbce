import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/Button/Button'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { useErrorText } from '@/i18n/use-error-text'
import { formatNumber } from '@/lib/format'
import type { CopyTarget } from '@/machines/invite/invite.machine'
import type { InviteView } from '@/machines/invite/invite.view'

export interface InvitePanelProps extends InviteView {
  onCopy: (what: CopyTarget) => void
  onRetry: () => void
}

/** The invitation page (spec §2 setting/share): code, link, invitees, rebates, top earners. */
export function InvitePanel(props: InvitePanelProps) {
  const { t, i18n } = useTranslation('invite')
  const errorText = useErrorText()
  const id = useId()
  if (props.status === 'loading') return <Loader />
  if (props.status === 'failed')
    return <ErrorState title={errorText(props.error)} onRetry={props.onRetry} />

  const { copy } = props
  const money = (value: string) => formatNumber(value, i18n.language, { rounding: 'down' })
  const copyLabel = (what: CopyTarget) =>
    copy.target === what && copy.state === 'copied'
      ? t('share.copied')
      : t(what === 'code' ? 'share.code.copy' : 'share.link.copy')

  return (
    <div data-slot="invite-panel" className="flex flex-col gap-4">
      <p className="text-muted text-sm">{t('share.intro')}</p>
      <section
        aria-labelledby={`${id}-code`}
        className="bg-surface flex flex-col items-center gap-3 rounded-xl p-5"
      >
        <h2 id={`${id}-code`} className="text-muted text-sm font-normal">
          {t('share.code.label')}
        </h2>
        <p className="font-mono text-3xl font-semibold tracking-widest">{props.code}</p>
        <Button
          variant="secondary"
          size="sm"
          busy={copy.target === 'code' && copy.state === 'copying'}
          onClick={() => props.onCopy('code')}
        >
          {copyLabel('code')}
        </Button>
      </section>
      <section
        aria-labelledby={`${id}-link`}
        className="bg-surface flex flex-col gap-3 rounded-xl p-4"
      >
        <h2 id={`${id}-link`} className="text-muted text-sm font-normal">
          {t('share.link.label')}
        </h2>
        <p className="font-mono text-sm break-all select-all">{props.link}</p>
        <Button
          block
          busy={copy.target === 'link' && copy.state === 'copying'}
          onClick={() => props.onCopy('link')}
        >
          {copyLabel('link')}
        </Button>
      </section>
      {copy.state === 'failed' && (
        <p role="alert" className="text-error text-sm">
          {t('share.copyFailed')}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-3">
        <div className="bg-surface flex flex-col gap-1 rounded-xl p-4">
          <dt className="text-muted text-sm">{t('share.stats.invited')}</dt>
          <dd className="text-xl font-semibold tabular-nums">
            {formatNumber(props.invited, i18n.language, { decimals: 0 })}
          </dd>
        </div>
        <div className="bg-surface flex flex-col gap-1 rounded-xl p-4">
          <dt className="text-muted text-sm">
            {t('share.stats.rebates', { currency: props.currency })}
          </dt>
          <dd className="text-xl font-semibold tabular-nums">{money(props.rebateTotal)}</dd>
        </div>
      </dl>
      <section
        aria-labelledby={`${id}-ranking`}
        className="bg-surface flex flex-col rounded-xl p-4"
      >
        <h2 id={`${id}-ranking`} className="mb-2 text-base font-semibold">
          {t('share.ranking.title')}
        </h2>
        {props.earners.length === 0 ? (
          <p className="text-muted text-sm">{t('share.ranking.empty')}</p>
        ) : (
          <ol className="flex flex-col">
            {props.earners.map((earner, i) => (
              <li
                key={earner.user_id}
                className="border-line flex items-center gap-3 border-t py-2 first:border-t-0"
              >
                <span className="text-muted w-12 shrink-0 text-sm">
                  {t('share.ranking.rank', { rank: i + 1 })}
                </span>
                <span className="min-w-0 flex-1 truncate text-sm">{earner.account}</span>
                <span className="text-sm font-medium tabular-nums">
                  {t('share.ranking.amount', {
                    amount: money(earner.total),
                    currency: props.currency,
                  })}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  )
}
