import { useTranslation } from 'react-i18next'
import type { BatchCloseScope } from '@/api/contract/lever'
import { ConfirmSheet } from '@/components/ConfirmSheet/ConfirmSheet'
import { PnlText, usePositionFormat } from '@/components/PositionList/position-format'
import { useErrorText } from '@/i18n/use-error-text'
import { cn } from '@/lib/cn'
import type { CloseAllSheetView } from '@/machines/lever-positions/lever-positions.view'

export interface CloseAllSheetProps {
  /** The confirm (the view's `closeAll`); null: closed. */
  closeAll: CloseAllSheetView | null
  onScopeChange: (scope: BatchCloseScope) => void
  onConfirm: () => void
  /** Ignored while the batch is in flight. */
  onDismiss: () => void
}

const scopes: readonly BatchCloseScope[] = ['all', 'long', 'short']

/**
 * "Close positions?": all, longs only or shorts only (of the shown pair, or every pair), how many
 * that is, and their estimated realised P/L and credit at the marks now. Copies stay open.
 */
export function CloseAllSheet({
  closeAll,
  onScopeChange,
  onConfirm,
  onDismiss,
}: CloseAllSheetProps) {
  const { t } = useTranslation('positions')
  const errorText = useErrorText()
  const format = usePositionFormat()
  if (!closeAll) return null
  const c = closeAll
  const signed = (v: string) => (
    <PnlText value={v}>{format.signed(v, c.quoteScale, c.quote)}</PnlText>
  )
  return (
    <ConfirmSheet
      open
      title={t('closeAll.title')}
      rows={[
        { id: 'pair', label: t('closeAll.pair'), value: c.symbol ?? t('closeAll.allPairs') },
        { id: 'count', label: t('closeAll.count'), value: c.count },
        { id: 'pnl', label: t('closeAll.pnl'), value: signed(c.pnl) },
        { id: 'credit', label: t('closeAll.credit'), value: signed(c.credit), emphasis: true },
      ]}
      notice={
        c.count === 0
          ? t('closeAll.none')
          : c.copies > 0
            ? t('closeAll.copies', { count: c.copies })
            : t('close.note')
      }
      confirmLabel={t('closeAll.confirm', { count: c.count })}
      canConfirm={c.canConfirm}
      busy={c.busy}
      error={errorText(c.error, c.serverMessage)}
      onConfirm={onConfirm}
      onClose={onDismiss}
    >
      <div role="radiogroup" aria-label={t('closeAll.scope')} className="grid grid-cols-3 gap-2">
        {scopes.map((scope) => (
          <button
            key={scope}
            type="button"
            role="radio"
            aria-checked={c.scope === scope}
            disabled={c.busy}
            onClick={() => c.scope !== scope && onScopeChange(scope)}
            className={cn(
              'border-line text-muted flex flex-col items-center rounded-lg border px-2 py-2 text-sm',
              'aria-checked:border-primary-ink aria-checked:text-primary-ink',
            )}
          >
            <span>{t(`scope.${scope}`)}</span>
            <span className="text-xs tabular-nums">{c.counts[scope]}</span>
          </button>
        ))}
      </div>
    </ConfirmSheet>
  )
}
