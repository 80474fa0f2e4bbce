import { useTranslation } from 'react-i18next'
import { Figures, Heading } from '@/components/PositionList/card-parts'
import {
  PnlText,
  usePositionFormat,
  usePositionTitle,
} from '@/components/PositionList/position-format'
import { Button } from '@/components/ui/Button/Button'
import { formatDateTime } from '@/lib/wallet-format'
import type { CopyRowView } from '@/machines/my-copy/my-copy.view'

export interface CopyListProps {
  copies: readonly CopyRowView[]
  traderHref: (traderId: number) => string
  onTakeOver: (id: number) => void
  timeZone?: string
}

/** Whose position a copy copies: the trader's name, linking to their page. */
export function CopiedFrom(props: { row: CopyRowView; traderHref: (id: number) => string }) {
  const { t } = useTranslation('myCopy')
  const { row } = props
  return row.nickname ? (
    <a href={props.traderHref(row.traderId)} className="text-primary-ink text-xs underline">
      {t('copy.trader', { nickname: row.nickname })}
    </a>
  ) : (
    <span className="text-muted text-xs">{t('copy.traderUnknown')}</span>
  )
}

/**
 * Open copies (the positions panel's card parts): pair, side and leverage, the trader copied,
 * unrealised P/L (and %) at the live mark, lots, entry, mark, margin, opened; "Take over".
 */
export function CopyList({ copies, traderHref, onTakeOver, timeZone }: CopyListProps) {
  const { t, i18n } = useTranslation('myCopy')
  const format = usePositionFormat()
  const title = usePositionTitle()
  return (
    <ul aria-label={t('copies.label')} className="bg-surface flex flex-col rounded-xl">
      {copies.map((row) => (
        <li key={row.id} className="border-line border-t first:border-t-0">
          <article
            aria-label={title(row)}
            data-slot="copy-card"
            className="flex flex-col gap-3 px-4 py-3"
          >
            <div className="flex items-start justify-between gap-2">
              <div className="flex min-w-0 flex-col gap-1">
                <Heading row={row} />
                <CopiedFrom row={row} traderHref={traderHref} />
              </div>
              <div className="flex flex-col items-end">
                <span className="text-muted text-xs">{t('copy.pnl')}</span>
                <PnlText value={row.pnl} className="text-base font-semibold">
                  {format.signed(row.pnl, row.quoteScale, row.quote)}
                </PnlText>
                <PnlText value={row.pnlPercent} className="text-xs">
                  {format.percent(row.pnlPercent, true)}
                </PnlText>
              </div>
            </div>
            <Figures
              items={[
                { id: 'lots', label: t('copy.lots'), value: row.lots },
                {
                  id: 'entry',
                  label: t('copy.entry'),
                  value: format.price(row.price, row.priceDecimals),
                },
                {
                  id: 'mark',
                  label: t('copy.mark'),
                  value: format.price(row.mark, row.priceDecimals),
                },
                {
                  id: 'margin',
                  label: t('copy.margin'),
                  value: format.money(row.margin, row.quoteScale, row.quote),
                },
                {
                  id: 'opened',
                  label: t('copy.opened'),
                  value: formatDateTime(row.openedAt, i18n.language, timeZone),
                },
              ]}
            />
            <Button
              variant="secondary"
              aria-label={t('copy.takeOverLabel', { position: title(row) })}
              onClick={() => onTakeOver(row.id)}
            >
              {t('copy.takeOver')}
            </Button>
          </article>
        </li>
      ))}
    </ul>
  )
}
