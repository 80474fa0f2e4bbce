import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { CardField } from '@/api/contract/payout'
import { Button } from '@/components/ui/Button/Button'
import { Dialog } from '@/components/ui/Dialog/Dialog'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Input } from '@/components/ui/Input/Input'
import { Loader } from '@/components/ui/Loader/Loader'
import { useErrorText } from '@/i18n/use-error-text'
import type { BankCardView } from '@/machines/bank-card/bank-card.view'

export interface BankCardFormProps extends BankCardView {
  /** The other kind's screen (domestic ⇄ international). */
  switchHref: string
  onFieldChange: (field: CardField, value: string) => void
  onSubmit: () => void
  onRetry: () => void
  onDelete: () => void
  onConfirmDelete: () => void
  onCancelDelete: () => void
}

/** How each field is typed on a phone. */
const inputProps: Partial<
  Record<CardField, { inputMode?: 'numeric' | 'tel'; autoComplete?: string; mono?: boolean }>
> = {
  realName: { autoComplete: 'name' },
  cardNumber: { inputMode: 'numeric', autoComplete: 'off', mono: true },
  accountNumber: { autoComplete: 'off', mono: true },
  swiftCode: { autoComplete: 'off', mono: true },
  abaNumber: { inputMode: 'numeric', autoComplete: 'off', mono: true },
  phone: { inputMode: 'tel', autoComplete: 'tel' },
  address: { autoComplete: 'street-address' },
}

/** A domestic or international bank card (spec §2 setting/bank, setting/bank_international). */
export function BankCardForm(props: BankCardFormProps) {
  const { t } = useTranslation('payout')
  const errorText = useErrorText()
  const { kind, status } = props

  if (status === 'loading') return <Loader />
  if (status === 'failed')
    return <ErrorState title={errorText(props.error)} onRetry={props.onRetry} />

  const formError = errorText(props.error, props.serverMessage)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    props.onSubmit()
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t(`bankCard.${kind}.title`)}
      data-state={props.isSaved ? 'saved' : undefined}
      className="flex flex-col gap-4"
    >
      <p className="text-muted text-sm">{t(`bankCard.${kind}.intro`)}</p>
      {props.fields.map((field) => {
        const { mono, ...rest } = inputProps[field.name] ?? {}
        return (
          <Input
            key={field.name}
            label={t(`card.${field.name}.label`)}
            placeholder={t(`card.${field.name}.placeholder`)}
            value={field.value}
            onChange={(e) => props.onFieldChange(field.name, e.target.value)}
            error={field.issue ? t(field.issue) : undefined}
            className={mono ? '[&_input:not(:placeholder-shown)]:font-mono' : undefined}
            {...rest}
          />
        )
      })}
      {props.isSaved && (
        <p role="status" className="text-success text-sm">
          {t('bankCard.savedStatus')}
        </p>
      )}
      {formError && (
        <p role="alert" className="text-error text-sm">
          {formError}
        </p>
      )}
      <Button type="submit" block busy={props.isSaving} disabled={props.isDeleting}>
        {t('bankCard.submit')}
      </Button>
      {props.hasCard && (
        <Button
          variant="ghost"
          block
          busy={props.isDeleting}
          disabled={props.isSaving}
          onClick={props.onDelete}
          className="text-down"
        >
          {t('bankCard.delete')}
        </Button>
      )}
      <a href={props.switchHref} className="text-primary-ink text-center text-sm font-medium">
        {t(`bankCard.${kind}.switch`)}
      </a>
      <Dialog
        open={props.isConfirmingDelete}
        onClose={props.onCancelDelete}
        title={t('bankCard.deleteConfirm.title')}
        actions={
          <>
            <Button variant="secondary" onClick={props.onCancelDelete}>
              {t('dialog.cancel')}
            </Button>
            <Button variant="down" onClick={props.onConfirmDelete}>
              {t('dialog.delete')}
            </Button>
          </>
        }
      >
        <p className="text-muted text-sm">{t('bankCard.deleteConfirm.description')}</p>
      </Dialog>
    </form>
  )
}
