import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Input } from '@/components/ui/Input/Input'
import { Loader } from '@/components/ui/Loader/Loader'
import { Sheet } from '@/components/ui/Sheet/Sheet'
import { useErrorText } from '@/i18n/use-error-text'
import { cn } from '@/lib/cn'
import type { AreaChoice } from '@/machines/account-fields'
import type { AreaPickerView } from '@/machines/area-picker/area-picker.view'

export interface AreaPickerProps extends Omit<AreaPickerView, 'isOpen'> {
  onQueryChange: (value: string) => void
  onSelect: (area: AreaChoice) => void
  onRetry: () => void
}

/** Search and choose a country or region with its dialling code (spec §2 common/area). */
export function AreaPicker({
  status,
  query,
  options,
  error,
  onQueryChange,
  onSelect,
  onRetry,
}: AreaPickerProps) {
  const { t } = useTranslation('auth')
  const errorText = useErrorText()
  return (
    <div data-slot="area-picker" data-state={status} className="flex min-h-0 flex-col gap-3">
      <Input
        label={t('area.search.label')}
        placeholder={t('area.search.placeholder')}
        type="search"
        autoComplete="off"
        value={query}
        onChange={(e) => onQueryChange(e.target.value)}
      />
      {status === 'failed' && <ErrorState title={errorText(error)} onRetry={onRetry} />}
      {(status === 'loading' || status === 'idle') && <Loader />}
      {status === 'ready' && options.length === 0 && (
        <EmptyState title={t('area.empty', { query: query.trim() })} />
      )}
      {status === 'ready' && options.length > 0 && (
        <ul aria-label={t('area.title')} className="divide-line -mx-4 flex flex-col divide-y">
          {options.map((o) => (
            <li key={o.id}>
              <button
                type="button"
                aria-current={o.isSelected || undefined}
                onClick={() => onSelect({ areaCode: o.areaCode, iso: o.iso })}
                className={cn(
                  'active:bg-raised flex min-h-12 w-full items-center gap-3 px-4 text-left',
                  o.isSelected && 'text-primary-ink font-medium',
                )}
              >
                <span className="min-w-0 flex-1 truncate">{o.name}</span>
                <span className="text-muted tabular-nums">+{o.areaCode}</span>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className={cn('size-5 shrink-0', !o.isSelected && 'invisible')}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  <path d="m5 12 5 5 9-10" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

export interface AreaPickerSheetProps extends AreaPickerProps {
  open: boolean
  onClose: () => void
}

/** The picker in a bottom sheet over a form, so nothing typed in the form is lost. */
export function AreaPickerSheet({ open, onClose, ...picker }: AreaPickerSheetProps) {
  const { t } = useTranslation('auth')
  return (
    <Sheet open={open} onClose={onClose} title={t('area.title')}>
      <AreaPicker {...picker} />
    </Sheet>
  )
}
