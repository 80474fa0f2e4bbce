import { useTranslation } from 'react-i18next'
import type { Follow } from '@/api/contract/follow'
import { DonePanel } from '@/components/DonePanel/DonePanel'
import { formatCoinAsWritten } from '@/lib/wallet-format'

export interface FollowDoneProps {
  follow: Follow
  nickname: string
  isEdit: boolean
  mineHref: string
  traderHref: string
}

/** The follow is made (or changed): its terms, and where to go next. */
export function FollowDone({ follow, nickname, isEdit, mineHref, traderHref }: FollowDoneProps) {
  const { t, i18n } = useTranslation('followForm')
  const terms =
    follow.mode === 'ratio'
      ? t('terms.ratio', { number: formatCoinAsWritten(follow.number, i18n.language) })
      : t('lots', { count: Number.parseInt(follow.number, 10) })
  return (
    <DonePanel
      title={t(isEdit ? 'done.titleEdit' : 'done.title', { name: nickname })}
      primary={{ href: mineHref, label: t('done.mine') }}
      secondary={{ href: traderHref, label: t('done.trader', { name: nickname }) }}
    >
      <p className="text-muted text-sm">
        {t(`done.terms.${follow.mode}`, { name: nickname, terms })}
      </p>
    </DonePanel>
  )
}
