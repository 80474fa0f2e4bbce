import { useTranslation } from 'react-i18next'

export type NftSection = 'artworks' | 'artists' | 'search' | 'collection' | 'mine'

export interface NftSectionsProps {
  /** Each section's page. */
  hrefs: Record<NftSection, string>
}

const order: readonly NftSection[] = ['artworks', 'artists', 'search', 'collection', 'mine']

/** The NFT market's sections as a row of links (spec §2 nft/…; product-spec §2 "NFT"). */
export function NftSections({ hrefs }: NftSectionsProps) {
  const { t } = useTranslation('nft')
  return (
    <nav aria-label={t('nav.label')} data-slot="nft-sections">
      <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 py-0.5">
        {order.map((section) => (
          <li key={section} className="shrink-0">
            <a
              href={hrefs[section]}
              className="bg-surface text-ink flex h-11 items-center rounded-lg px-3 text-sm font-medium"
            >
              {t(`nav.${section}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
