import { useId, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/Button/Button'
import { Input } from '@/components/ui/Input/Input'
import { Sheet } from '@/components/ui/Sheet/Sheet'
import { useErrorText } from '@/i18n/use-error-text'
import { cn } from '@/lib/cn'
import type { ProfileEditorView } from '@/machines/profile/profile.view'

export interface EditSheetProps {
  /** The open editor; null keeps the sheet closed. */
  editor: ProfileEditorView | null
  onChange: (value: string) => void
  onSubmit: () => void
  onCancel: () => void
}

/** The bottom sheet that edits the nickname or the signature, with its rule and a counter. */
export function EditSheet({ editor, onChange, onSubmit, onCancel }: EditSheetProps) {
  const { t } = useTranslation('settings')
  const errorText = useErrorText()
  const formId = useId()
  const field = editor?.field ?? 'nickname'
  const saving = editor?.isSaving ?? false
  // a refusal the sandbox explains itself (parameterError) shows its own sentence
  const refusal =
    editor?.error === 'parameterError' && editor.serverMessage
      ? editor.serverMessage
      : errorText(editor?.error ?? null, editor?.serverMessage)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onSubmit()
  }

  return (
    <Sheet
      open={editor !== null}
      onClose={() => !saving && onCancel()}
      title={t(`profile.edit.${field}`)}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            {t('profile.edit.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={saving}>
            {t('profile.edit.save')}
          </Button>
        </>
      }
    >
      {editor && (
        <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-1 pt-1">
          <Input
            label={t(`profile.${field}.label`)}
            value={editor.draft}
            onChange={(e) => onChange(e.target.value)}
            hint={t(`profile.${field}.hint`)}
            error={editor.issue ? t(editor.issue) : refusal}
            autoComplete={field === 'nickname' ? 'nickname' : 'off'}
            enterKeyHint="done"
            readOnly={saving}
          />
          <p
            aria-hidden="true"
            className={cn(
              'self-end text-xs tabular-nums',
              editor.length > editor.maxLength ? 'text-error' : 'text-muted',
            )}
          >
            {t('profile.edit.count', { length: editor.length, max: editor.maxLength })}
          </p>
        </form>
      )}
    </Sheet>
  )
}
