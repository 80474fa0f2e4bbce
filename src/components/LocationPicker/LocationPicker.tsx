import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { WorldLocator } from '@/components/WorldLocator/WorldLocator'
import { Button } from '@/components/ui/Button/Button'
import { Input } from '@/components/ui/Input/Input'
import { formatNumber } from '@/lib/format'
import type { LocationField } from '@/machines/location-pick/location-pick.machine'
import type { LocationPickView } from '@/machines/location-pick/location-pick.view'

export interface LocationPickerProps extends LocationPickView {
  onChange: (field: LocationField, value: string) => void
  onBlur: (field: LocationField) => void
  /** Asks the device for its position (also the retry after a failure). */
  onLocate: () => void
  /** Stops waiting for the device. */
  onStopLocating: () => void
  onConfirm: () => void
  onCancel: () => void
}

/**
 * The /choose-location page (uni.chooseLocation): the device's position or typed coordinates,
 * an optional name and address, a locator of the point as it stands, confirm and cancel.
 */
export function LocationPicker(props: LocationPickerProps) {
  const { t, i18n } = useTranslation('location')
  const { status, issues } = props
  const submit = (e: FormEvent) => {
    e.preventDefault()
    props.onConfirm()
  }
  const field = (name: LocationField) => ({
    value: props[name],
    onChange: (e: { target: { value: string } }) => props.onChange(name, e.target.value),
    onBlur: () => props.onBlur(name),
  })
  const coordinate = (axis: 'latitude' | 'longitude') => (
    <Input
      {...field(axis)}
      label={t(`chooseLocation.${axis}.label`)}
      placeholder={t(`chooseLocation.${axis}.placeholder`)}
      hint={t(`chooseLocation.${axis}.hint`)}
      error={issues[axis] ? t(`chooseLocation.issue.${axis}.${issues[axis]}`) : undefined}
      disabled={props.isLocating}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      enterKeyHint="next"
      className="[&_input]:font-mono"
    />
  )
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('chooseLocation.title')}
      data-slot="location-picker"
      data-state={status}
      className="flex flex-col gap-5"
    >
      <p className="text-muted text-sm">{t('chooseLocation.intro')}</p>
      <section className="bg-surface flex flex-col gap-3 rounded-xl p-4">
        {status === 'locating' ? (
          <div className="flex items-center gap-3">
            <p role="status" className="flex min-w-0 flex-1 items-center gap-2 text-sm">
              <span
                aria-hidden="true"
                className="text-primary-ink size-4 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent"
              />
              {t('chooseLocation.position.locating')}
            </p>
            <Button variant="secondary" size="sm" onClick={props.onStopLocating}>
              {t('chooseLocation.position.stop')}
            </Button>
          </div>
        ) : (
          <>
            {status === 'located' && props.accuracy !== null && (
              <p role="status" className="text-success text-sm">
                {t('chooseLocation.position.located', {
                  accuracy: formatNumber(props.accuracy, i18n.language, { decimals: 0 }),
                })}
              </p>
            )}
            {status !== 'editing' && status !== 'located' && (
              <p role="alert" className="text-warning text-sm">
                {t(`chooseLocation.position.${status}`)}
              </p>
            )}
            <Button variant="secondary" block onClick={props.onLocate}>
              <PinIcon />
              {status === 'editing' || status === 'located'
                ? t('chooseLocation.position.locate')
                : t('chooseLocation.position.retry')}
            </Button>
          </>
        )}
      </section>
      <div className="grid grid-cols-1 gap-4">
        {coordinate('latitude')}
        {coordinate('longitude')}
      </div>
      {props.point && <WorldLocator point={props.point} />}
      <Input
        {...field('name')}
        label={t('chooseLocation.name.label')}
        placeholder={t('chooseLocation.name.placeholder')}
        maxLength={props.maxLength.name}
        enterKeyHint="next"
      />
      <Input
        {...field('address')}
        label={t('chooseLocation.address.label')}
        placeholder={t('chooseLocation.address.placeholder')}
        maxLength={props.maxLength.address}
        autoComplete="street-address"
        enterKeyHint="done"
      />
      <div className="flex flex-col gap-2">
        <Button type="submit" block disabled={!props.canConfirm}>
          {t('chooseLocation.confirm')}
        </Button>
        <Button variant="ghost" block onClick={props.onCancel}>
          {t('chooseLocation.cancel')}
        </Button>
      </div>
    </form>
  )
}

function PinIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="12" cy="12" r="7" />
      <circle cx="12" cy="12" r="2" fill="currentColor" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
    </svg>
  )
}
