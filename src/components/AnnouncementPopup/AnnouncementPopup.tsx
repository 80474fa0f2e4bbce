import { useTranslation } from 'react-i18next'
import type { NewsDetail } from '@/api/contract/content'
import { Button } from '@/components/ui/Button/Button'
import { Dialog } from '@/components/ui/Dialog/Dialog'
import { SafeHtml } from '@/components/ui/SafeHtml/SafeHtml'

export interface AnnouncementPopupProps {
  /** The pop-up to show (news category 32); null shows nothing. */
  popup: NewsDetail | null
  /** "Got it", the close button, Escape or a tap outside. */
  onDismiss: () => void
}

/**
 * The home pop-up notice. Whether it shows (once per notice) is the machine's decision; the
 * notice's HTML goes through SafeHtml. The home screen loads this lazily (DOMPurify stays out of
 * the first route).
 */
export function AnnouncementPopup({ popup, onDismiss }: AnnouncementPopupProps) {
  const { t } = useTranslation('home')
  return (
    <Dialog
      open={popup !== null}
      onClose={onDismiss}
      title={popup?.title}
      actions={<Button onClick={onDismiss}>{t('announcementPopup.dismiss')}</Button>}
    >
      {popup?.cover && (
        <img
          src={popup.cover}
          alt=""
          width={600}
          height={240}
          className="mb-3 h-auto w-full rounded-lg"
        />
      )}
      {popup && <SafeHtml html={popup.content} className="text-sm" />}
    </Dialog>
  )
}
