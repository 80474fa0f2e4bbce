import { useId, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/Button/Button'
import { useFormErrorText } from '@/i18n/use-error-text'
import { cn } from '@/lib/cn'
import type { PictureQuality, PictureSide } from '@/machines/kyc/kyc-picture.machine'
import type { KycView } from '@/machines/kyc/kyc.view'
import { PicturePicker } from './picture-picker'

export type KycAdvancedFormProps = KycView['advanced'] & {
  onQualityChange: (value: PictureQuality) => void
  onPick: (side: PictureSide, file: File) => void
  onRetry: (side: PictureSide) => void
  onRemove: (side: PictureSide) => void
  onSubmit: () => void
  /** "Later": back to the level page. */
  onCancel: () => void
}

const qualities: PictureQuality[] = ['compressed', 'original']
/** Compressed pictures are redrawn by the browser, so any picture it reads will do. */
const acceptOf: Record<PictureQuality, string> = {
  compressed: 'image/*',
  original: 'image/jpeg,image/png,image/webp',
}

/** Advanced (Lv2) verification: both sides of the document, original or compressed (spec §3, §9). */
export function KycAdvancedForm(props: KycAdvancedFormProps) {
  const { t } = useTranslation('kyc')
  const { fieldError, formError } = useFormErrorText(props)
  const qualityId = useId()
  const locked = props.isSubmitting

  const submit = (e: FormEvent) => {
    e.preventDefault()
    props.onSubmit()
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="kyc-advanced-title"
      className="bg-surface flex flex-col gap-5 rounded-xl p-4"
    >
      <div className="flex flex-col gap-1">
        <h2 id="kyc-advanced-title" className="text-lg font-semibold">
          {t('advanced.title')}
        </h2>
        <p className="text-muted text-sm">{t('advanced.description')}</p>
      </div>
      <div className="flex flex-col gap-1.5">
        <span id={qualityId} className="text-muted text-sm">
          {t('advanced.quality.label')}
        </span>
        <div
          role="radiogroup"
          aria-labelledby={qualityId}
          className="bg-raised grid grid-cols-2 gap-1 rounded-lg p-1"
        >
          {qualities.map((q) => (
            <label
              key={q}
              data-state={props.quality === q ? 'checked' : 'unchecked'}
              className={cn(
                'has-[:focus-visible]:outline-primary-ink relative flex min-h-9 cursor-pointer items-center justify-center rounded-md px-2 text-center text-sm font-medium has-[:focus-visible]:outline-2',
                props.quality === q ? 'bg-primary text-white' : 'text-muted',
              )}
            >
              <input
                type="radio"
                name="quality"
                value={q}
                checked={props.quality === q}
                disabled={locked}
                onChange={() => props.onQualityChange(q)}
                className="sr-only"
              />
              {t(`advanced.quality.${q}`)}
            </label>
          ))}
        </div>
        <p className="text-muted text-xs">{t(`advanced.quality.${props.quality}.hint`)}</p>
      </div>
      <div className="grid grid-cols-2 gap-3">
        {(['front', 'reverse'] as const).map((side) => (
          <PicturePicker
            key={side}
            picture={props[side]}
            label={t(`advanced.side.${side}`)}
            accept={acceptOf[props.quality]}
            error={fieldError(side)}
            disabled={locked}
            onPick={(file) => props.onPick(side, file)}
            onRetry={() => props.onRetry(side)}
            onRemove={() => props.onRemove(side)}
          />
        ))}
      </div>
      {formError && (
        <p role="alert" className="text-error text-sm">
          {formError}
        </p>
      )}
      <div className="flex flex-col gap-2">
        <Button
          type="submit"
          block
          busy={props.isSubmitting}
          disabled={!props.canSubmit && !props.isSubmitting}
        >
          {t('advanced.submit')}
        </Button>
        <Button variant="ghost" block onClick={props.onCancel} disabled={locked}>
          {t('advanced.later')}
        </Button>
      </div>
    </form>
  )
}
