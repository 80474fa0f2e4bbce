import { useTranslation } from 'react-i18next'
import type { NftItem } from '@/api/contract/nft'
import { DonePanel } from '@/components/DonePanel/DonePanel'
import { formatDateTime } from '@/lib/wallet-format'

export interface ResellDoneProps {
  item: NftItem
  itemHref: string
  mineHref: string
  timeZone?: string
}

/** The NFT is listed: its window, and where to go next. */
export function ResellDone({ item, itemHref, mineHref, timeZone }: ResellDoneProps) {
  const { t, i18n } = useTranslation('nftMine')
  const lang = i18n.language
  return (
    <DonePanel
      title={t('done.title')}
      primary={{ href: itemHref, label: t('done.item') }}
      secondary={{ href: mineHref, label: t('done.mine') }}
    >
      <p className="text-muted text-sm">
        {t('done.body', {
          name: item.name,
          start: formatDateTime(item.startTime, lang, timeZone),
          end: formatDateTime(item.endTime, lang, timeZone),
        })}
      </p>
    </DonePanel>
  )
}
