import { useTranslation } from 'react-i18next'
import { formatCoin } from '@/lib/wallet-format'
import type { ResaleSplit } from '@/machines/nft-resell/nft-resell.logic'

/** A rate ("0.025") as a percentage in the reader's language ("2.5%"). */
export const ratePercent = (rate: string, lang: string) =>
  new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(
    // a disclosed rate, not money: a number is exact enough to print it
    Number(rate),
  )

export interface ResellPreviewProps {
  split: ResaleSplit | null
  auction: boolean
  scale: number
  coin: string
  /** The rate disclosed with the item (nft-math NFT_FEE_RATE). */
  rate: string
}

/** The fee and what the seller receives at the typed price, before confirming. */
export function ResellPreview({ split, auction, scale, coin, rate }: ResellPreviewProps) {
  const { t, i18n } = useTranslation('nftMine')
  const lang = i18n.language
  const amount = (value: string) => t('amount', { amount: formatCoin(value, scale, lang), coin })
  const percent = ratePercent(rate, lang)
  const kind = auction ? 'auction' : 'fixed'
  return (
    <section data-slot="resell-preview" className="bg-surface flex flex-col gap-2 rounded-xl p-4">
      <dl className="flex flex-col gap-2 text-sm">
        <div className="flex justify-between gap-2">
          <dt className="text-muted">{t('resell.fee', { rate: percent })}</dt>
          <dd className="text-ink tabular-nums">{split ? amount(split.fee) : '--'}</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-muted">{t(`resell.receive.${kind}`)}</dt>
          <dd className="text-ink font-semibold tabular-nums">
            {split ? amount(split.credit) : '--'}
          </dd>
        </div>
      </dl>
      <p className="text-muted text-xs">{t('resell.feeNote', { rate: percent })}</p>
    </section>
  )
}
