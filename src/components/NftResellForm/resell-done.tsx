import { useTranslation } from 'react-i18next'
import type { NftItem } from '@/api/contract/nft'
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
    <section
      aria-labelledby="resell-done-title"
      className="bg-surface flex flex-col items-center gap-3 rounded-xl px-4 py-8 text-center"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="text-up size-12"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="12" cy="12" r="10" />
        <path d="m7 12.5 3.2 3.2L17 9" />
      </svg>
      <h2 id="resell-done-title" className="text-ink text-lg font-semibold">
        {t('done.title')}
      </h2>
      <p className="text-muted text-sm">
        {t('done.body', {
          name: item.name,
          start: formatDateTime(item.startTime, lang, timeZone),
          end: formatDateTime(item.endTime, lang, timeZone),
        })}
      </p>
      <div className="mt-2 flex w-full flex-col gap-2">
        <a
          href={itemHref}
          className="bg-primary flex h-11 w-full items-center justify-center rounded-lg font-semibold text-white active:opacity-80"
        >
          {t('done.item')}
        </a>
        <a
          href={mineHref}
          className="bg-raised text-ink flex h-11 w-full items-center justify-center rounded-lg font-medium active:opacity-80"
        >
          {t('done.mine')}
        </a>
      </div>
    </section>
  )
}
