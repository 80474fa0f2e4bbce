import { useTranslation } from 'react-i18next'
import { ConfirmSheet } from '@/components/ConfirmSheet/ConfirmSheet'
import {
  PnlText,
  usePositionFormat,
  usePositionTitle,
} from '@/components/PositionList/position-format'
import { useErrorText } from '@/i18n/use-error-text'
import type { MyCopyView } from '@/machines/my-copy/my-copy.view'
import { useFollowTerms } from './follow-list'

export interface MyCopySheetsProps {
  cancelSheet: MyCopyView['cancelSheet']
  takeOverSheet: MyCopyView['takeOverSheet']
  onConfirm: () => void
  onClose: () => void
}

/**
 * The two confirms: ending a follow (open copies stay open and still close with the trader), and
 * taking a copy over (it becomes the user's own: it no longer closes with the trader).
 */
export function MyCopySheets({
  cancelSheet,
  takeOverSheet,
  onConfirm,
  onClose,
}: MyCopySheetsProps) {
  const { t } = useTranslation('myCopy')
  const errorText = useErrorText()
  const terms = useFollowTerms()
  const format = usePositionFormat()
  const title = usePositionTitle()
  const copy = takeOverSheet?.copy
  return (
    <>
      <ConfirmSheet
        open={cancelSheet !== null}
        title={t('cancel.title', { nickname: cancelSheet?.follow.nickname ?? '' })}
        rows={
          cancelSheet
            ? [{ id: 'terms', label: t('cancel.terms'), value: terms(cancelSheet.follow) }]
            : []
        }
        notice={t('cancel.notice', { nickname: cancelSheet?.follow.nickname ?? '' })}
        confirmLabel={t('cancel.confirm')}
        busy={cancelSheet?.busy ?? false}
        error={errorText(cancelSheet?.error ?? null)}
        onConfirm={onConfirm}
        onClose={onClose}
      />
      <ConfirmSheet
        open={takeOverSheet !== null}
        title={t('takeOver.title')}
        rows={
          copy
            ? [
                { id: 'position', label: t('takeOver.position'), value: title(copy) },
                {
                  id: 'pnl',
                  label: t('copy.pnl'),
                  value: (
                    <PnlText value={copy.pnl}>
                      {format.signed(copy.pnl, copy.quoteScale, copy.quote)}
                    </PnlText>
                  ),
                },
              ]
            : []
        }
        notice={
          copy?.nickname
            ? t('takeOver.notice', { nickname: copy.nickname })
            : t('takeOver.noticeUnknown')
        }
        confirmLabel={t('takeOver.confirm')}
        busy={takeOverSheet?.busy ?? false}
        error={errorText(takeOverSheet?.error ?? null)}
        onConfirm={onConfirm}
        onClose={onClose}
      />
    </>
  )
}
