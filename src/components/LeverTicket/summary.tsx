import { useTranslation } from 'react-i18next'
import type { LeverTicketView } from '@/machines/lever-ticket/lever-ticket.view'
import { useLeverFormat } from './lever-format'
import { usePreviewRows } from './preview-rows'

/** The Contract balance (with the link to fund transfer) and the opening's preview figures. */
export function LeverSummary({
  view,
  transferHref,
}: {
  view: LeverTicketView
  transferHref: string | null
}) {
  const { t } = useTranslation('contract')
  const f = useLeverFormat(view)
  const rows = usePreviewRows(view)
  return (
    <>
      <div className="flex items-center justify-between gap-2 text-xs">
        <span className="text-muted">{t('ticket.balance')}</span>
        <span data-slot="balance" className="ml-auto tabular-nums">
          {f.money(view.balance)}
        </span>
        {transferHref && (
          <a
            href={transferHref}
            aria-label={t('ticket.transferLabel')}
            className="text-primary-ink font-medium"
          >
            {t('ticket.transfer')}
          </a>
        )}
      </div>
      <dl data-slot="lever-preview" className="flex flex-col gap-1 text-xs">
        {rows.map((row) => (
          <div key={row.id} data-row={row.id} className="flex flex-wrap justify-between gap-x-2">
            <dt className="text-muted">{row.label}</dt>
            <dd className="ml-auto text-right tabular-nums">{row.value}</dd>
          </div>
        ))}
      </dl>
    </>
  )
}
