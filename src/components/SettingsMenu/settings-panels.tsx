import { useTranslation } from 'react-i18next'
import type { FiatCode } from '@/api/contract/fiat'
import type { LanguageTag } from '@/api/contract/languages'
import { Button } from '@/components/ui/Button/Button'
import { Dialog } from '@/components/ui/Dialog/Dialog'
import { FiatPicker, type FiatPickerView } from '@/components/ui/FiatPicker/FiatPicker'
import { Sheet } from '@/components/ui/Sheet/Sheet'
import { LanguagePicker, type LanguageOption } from '@/components/LanguagePicker/LanguagePicker'
import type { SettingsPanel } from '@/machines/settings/settings.view'

export interface SettingsPanelsProps {
  panel: SettingsPanel
  languages: readonly LanguageOption[]
  language: LanguageTag
  fiat: FiatPickerView
  onChooseLanguage: (tag: LanguageTag) => void
  onChooseFiat: (code: FiatCode) => void
  onRetryFiat: () => void
  onConfirmLogout: () => void
  onClose: () => void
}

/** The hub's sheets (language, display currency) and the log-out confirmation. */
export function SettingsPanels(props: SettingsPanelsProps) {
  const { t } = useTranslation('settings')
  const { panel, onClose } = props
  return (
    <>
      <Sheet open={panel === 'language'} onClose={onClose} title={t('hub.language.title')}>
        <LanguagePicker
          options={props.languages}
          value={props.language}
          onChoose={props.onChooseLanguage}
          className="-mx-4"
        />
      </Sheet>
      <Sheet open={panel === 'fiat'} onClose={onClose} title={t('hub.row.fiat')}>
        {/* the sheet's title names the list; the picker's own legend stays for screen readers */}
        <FiatPicker
          {...props.fiat}
          onChoose={props.onChooseFiat}
          onRetry={props.onRetryFiat}
          className="-mx-4 [&>legend]:sr-only"
        />
      </Sheet>
      <Dialog
        open={panel === 'logout'}
        onClose={onClose}
        title={t('hub.logout.title')}
        actions={
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('hub.logout.cancel')}
            </Button>
            <Button onClick={props.onConfirmLogout}>{t('hub.logout.confirm')}</Button>
          </>
        }
      >
        <p className="text-muted text-sm">{t('hub.logout.description')}</p>
      </Dialog>
    </>
  )
}
