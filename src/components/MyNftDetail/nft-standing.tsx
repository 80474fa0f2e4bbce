import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import type { MyNftStanding } from '@/machines/my-nft/my-nft.view'

const tone: Record<MyNftStanding, string> = {
  held: 'text-ink',
  upcoming: 'text-primary-ink',
  onSaleFixed: 'text-primary-ink',
  onSaleAuction: 'text-primary-ink',
  ended: 'text-muted',
  awaitingPayment: 'text-warning',
  sold: 'text-muted',
  notOnSale: 'text-muted',
}

/** Where an owned NFT stands, as a small label (spec §4: unsold, reselling…). */
export function NftStanding({ standing }: { standing: MyNftStanding }) {
  const { t } = useTranslation('nftMine')
  return (
    <span
      data-slot="nft-standing"
      data-state={standing}
      className={cn(
        'border-line inline-flex rounded border px-2 py-0.5 text-xs font-medium',
        tone[standing],
      )}
    >
      {t(`standing.${standing}`)}
    </span>
  )
}
