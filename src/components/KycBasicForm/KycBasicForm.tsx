import { useId, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { IdType } from '@/api/contract/kyc'
import { Button } from '@/components/ui/Button/Button'
import { Input } from '@/components/ui/Input/Input'
import { useFormErrorText } from '@/i18n/use-error-text'
import { cn } from '@/lib/cn'
import type { KycView } from '@/machines/kyc/kyc.view'

export interface KycBasicFormProps extends Pick<
  KycView['basic'],
  | 'idTypes'
  | 'idType'
  | 'name'
  | 'cardId'
  | 'isSubmitting'
  | 'error'
  | 'errorField'
  | 'serverMessage'
> {
  onIdTypeChange: (value: IdType) => void
  onNameChange: (value: string) => void
  onCardIdChange: (value: string) => void
  onSubmit: () => void
}

/** Basic (Lv1) verification: document type, full name and document number (spec §3, §5). */
export function KycBasicForm(props: KycBasicFormProps) {
  const { t } = useTranslation('kyc')
  const { fieldError, formError } = useFormErrorText(props)
  const idTypeError = fieldError('idType')
  const noteId = useId()

  const submit = (e: FormEvent) => {
    e.preventDefault()
    props.onSubmit()
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="kyc-basic-title"
      className="bg-surface flex flex-col gap-5 rounded-xl p-4"
    >
      <div className="flex flex-col gap-1">
        <h2 id="kyc-basic-title" className="text-lg font-semibold">
          {t('basic.title')}
        </h2>
        <p className="text-muted text-sm">{t('basic.description')}</p>
      </div>
      <div className="flex flex-col gap-1.5">
        <span id={`${noteId}-label`} className="text-muted text-sm">
          {t('basic.idType.label')}
        </span>
        <div
          role="radiogroup"
          aria-labelledby={`${noteId}-label`}
          aria-invalid={idTypeError ? true : undefined}
          aria-describedby={idTypeError ? noteId : undefined}
          className={cn(
            'bg-raised grid grid-cols-3 gap-1 rounded-lg p-1',
            idTypeError && 'ring-error ring-1',
          )}
        >
          {props.idTypes.map((type) => (
            <label
              key={type}
              data-state={props.idType === type ? 'checked' : 'unchecked'}
              className={cn(
                'relative flex min-h-9 cursor-pointer items-center justify-center rounded-md px-1 text-center text-sm font-medium',
                'has-[:focus-visible]:outline-primary-ink has-[:focus-visible]:outline-2',
                props.idType === type ? 'bg-primary text-white' : 'text-muted',
              )}
            >
              <input
                type="radio"
                name="id_type"
                value={type}
                checked={props.idType === type}
                onChange={() => props.onIdTypeChange(type)}
                className="sr-only"
              />
              {t(`idType.${type}`)}
            </label>
          ))}
        </div>
        {idTypeError && (
          <p id={noteId} className="text-error text-sm">
            {idTypeError}
          </p>
        )}
      </div>
      <Input
        label={t('basic.name.label')}
        placeholder={t('basic.name.placeholder')}
        autoComplete="name"
        value={props.name}
        onChange={(e) => props.onNameChange(e.target.value)}
        error={fieldError('name')}
      />
      <Input
        label={t('basic.cardId.label')}
        placeholder={t('basic.cardId.placeholder')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={props.cardId}
        onChange={(e) => props.onCardIdChange(e.target.value)}
        error={fieldError('cardId')}
      />
      {formError && (
        <p role="alert" className="text-error text-sm">
          {formError}
        </p>
      )}
      <Button type="submit" block busy={props.isSubmitting}>
        {t('basic.submit')}
      </Button>
    </form>
  )
}
