import { useTranslation } from 'react-i18next'
import { usePositionFormat, usePositionTitle } from '@/components/PositionList/position-format'
import { Button } from '@/components/ui/Button/Button'
import { Input } from '@/components/ui/Input/Input'
import { Sheet } from '@/components/ui/Sheet/Sheet'
import { useErrorText } from '@/i18n/use-error-text'
import type { StopField, StopsSheetView } from '@/machines/lever-positions/lever-positions.view'

export interface PositionStopSheetProps {
  /** The editor (the view's `stops`); null: closed. */
  stops: StopsSheetView | null
  onChange: (field: StopField, value: string) => void
  onClear: (field: StopField) => void
  onSubmit: () => void
  /** Ignored while saving. */
  onDismiss: () => void
}

/** Refusals that belong under one field; anything else is said above the buttons. */
const fieldOf: Partial<Record<string, StopField>> = {
  takeProfitInvalid: 'takeProfit',
  stopLossInvalid: 'stopLoss',
}

/**
 * Take-profit and stop-loss of one position (§7.2): the open and mark prices, the rule for its
 * side, a field for each with the price it must pass and a clear button; a refusal (checked before
 * sending, or the server's) is said under its field.
 */
export function PositionStopSheet({
  stops,
  onChange,
  onClear,
  onSubmit,
  onDismiss,
}: PositionStopSheetProps) {
  const { t } = useTranslation('positions')
  const errorText = useErrorText()
  const format = usePositionFormat()
  const title = usePositionTitle()
  if (!stops) return null
  const p = stops.position
  const price = (v: string) => format.price(v, p.priceDecimals)
  const field = stops.error ? fieldOf[stops.error] : undefined
  const hint = (above: boolean, bound: string) =>
    t(above ? 'stops.above' : 'stops.below', { price: price(bound) })
  const fields = [
    {
      id: 'takeProfit' as const,
      value: stops.takeProfit,
      hint: hint(stops.takeProfitAbove, stops.takeProfitBound),
    },
    {
      id: 'stopLoss' as const,
      value: stops.stopLoss,
      hint: hint(!stops.takeProfitAbove, stops.stopLossBound),
    },
  ]
  return (
    <Sheet
      open
      onClose={onDismiss}
      title={t('stops.title')}
      aria-busy={stops.busy || undefined}
      actions={
        <>
          <Button variant="secondary" disabled={stops.busy} onClick={onDismiss}>
            {t('stops.cancel')}
          </Button>
          <Button busy={stops.busy} onClick={onSubmit}>
            {t('stops.save')}
          </Button>
        </>
      }
    >
      <div data-slot="position-stop-sheet" className="flex flex-col gap-4">
        <p className="text-ink font-medium">{title(p)}</p>
        <dl className="bg-raised/60 grid grid-cols-2 gap-2 rounded-xl p-3">
          <div className="flex flex-col">
            <dt className="text-muted text-xs">{t('stops.open')}</dt>
            <dd className="text-ink text-sm tabular-nums">{price(p.price)}</dd>
          </div>
          <div className="flex flex-col items-end">
            <dt className="text-muted text-xs">{t('stops.mark')}</dt>
            <dd className="text-ink text-sm tabular-nums">{price(p.mark)}</dd>
          </div>
        </dl>
        <p className="text-muted text-sm">{t(`stops.rule.${p.side}`)}</p>
        {fields.map((f) => (
          <div key={f.id} className="flex items-start gap-2">
            <Input
              className="flex-1"
              label={t(`stops.${f.id}`)}
              inputMode="decimal"
              autoComplete="off"
              value={f.value}
              hint={f.hint}
              error={field === f.id ? errorText(stops.error, stops.serverMessage) : undefined}
              disabled={stops.busy}
              onChange={(e) => onChange(f.id, e.target.value)}
            />
            <Button
              variant="ghost"
              size="sm"
              className="mt-7"
              disabled={stops.busy || f.value === ''}
              aria-label={t(`stops.clear.${f.id}`)}
              onClick={() => onClear(f.id)}
            >
              {t('stops.clear')}
            </Button>
          </div>
        ))}
        {stops.error && !field && (
          <p role="alert" className="text-error text-sm">
            {errorText(stops.error, stops.serverMessage)}
          </p>
        )}
      </div>
    </Sheet>
  )
}
