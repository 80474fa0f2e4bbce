import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/Button/Button'
import { Input } from '@/components/ui/Input/Input'
import type { EntryIssue } from '@/machines/option-check/option-check.logic'

export interface CheckFormProps {
  entry: string
  entryIssue: EntryIssue | null
  /** Another option than the one shown (the heading says so). */
  another: boolean
  onEntryChange: (value: string) => void
  onSubmit: () => void
}

/** The order number to check, as the option history shows it. */
export function CheckForm({ entry, entryIssue, another, onEntryChange, onSubmit }: CheckFormProps) {
  const { t } = useTranslation('optionCheck')
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onSubmit()
  }
  const title = another ? t('form.another') : t('form.first')
  return (
    <form
      data-slot="check-form"
      aria-label={title}
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-3"
    >
      <h2 className="text-ink text-base font-semibold">{title}</h2>
      <Input
        label={t('form.label')}
        hint={t('form.hint')}
        error={entryIssue ? t(`form.${entryIssue}`) : undefined}
        inputMode="numeric"
        autoComplete="off"
        value={entry}
        onChange={(e) => onEntryChange(e.target.value)}
      />
      <Button type="submit" block>
        {t('form.submit')}
      </Button>
    </form>
  )
}
