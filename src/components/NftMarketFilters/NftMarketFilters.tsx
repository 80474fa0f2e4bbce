import { useTranslation } from 'react-i18next'
import type { NftCurrency, NftMediaType, NftPayType } from '@/api/contract/nft'
import { cn } from '@/lib/cn'
import type { NftMarketFilter } from '@/machines/nft-market/nft-market.machine'
import { NftKeywordSearch } from '@/components/NftKeywordSearch/NftKeywordSearch'

export interface NftMarketFiltersProps {
  filter: NftMarketFilter
  /** The currencies items are priced in (none: only "All" is offered). */
  currencies: NftCurrency[]
  /** The sale types and media types offered (the market view's `payTypes`, `mediaTypes`). */
  payTypes: readonly NftPayType[]
  mediaTypes: readonly NftMediaType[]
  /** The whole new filter. */
  onFilterChange: (filter: NftMarketFilter) => void
}

interface Choice<T> {
  value: T | undefined
  label: string
}

/** One row of chips, one of which is chosen ("All" = undefined). */
function ChipGroup<T extends string | number>({
  label,
  choices,
  value,
  onChoose,
}: {
  label: string
  choices: Choice<T>[]
  value: T | undefined
  onChoose: (value: T | undefined) => void
}) {
  return (
    <div role="group" aria-label={label} className="flex items-start gap-2">
      <span aria-hidden="true" className="text-muted w-16 shrink-0 pt-2 text-xs">
        {label}
      </span>
      <div className="flex flex-wrap gap-1.5">
        {choices.map((c) => {
          const chosen = c.value === value
          return (
            <button
              key={String(c.value ?? 'all')}
              type="button"
              aria-pressed={chosen}
              onClick={() => onChoose(c.value)}
              className={cn(
                'h-8 shrink-0 rounded-full px-3 text-sm whitespace-nowrap',
                chosen ? 'bg-primary text-white' : 'bg-surface text-ink',
              )}
            >
              {c.label}
            </button>
          )
        })}
      </div>
    </div>
  )
}

/** The market's filters: name, currency, sale type and media type; each change is the whole filter. */
export function NftMarketFilters({
  filter,
  currencies,
  payTypes,
  mediaTypes,
  onFilterChange,
}: NftMarketFiltersProps) {
  const { t } = useTranslation('nft')
  const all = { value: undefined, label: t('filter.all') }
  return (
    <div data-slot="nft-market-filters" className="flex flex-col gap-2">
      <NftKeywordSearch
        keyword={filter.keyword ?? ''}
        onSearch={(keyword) => onFilterChange({ ...filter, keyword: keyword || undefined })}
      />
      <ChipGroup<number>
        label={t('filter.currency')}
        choices={[all, ...currencies.map((c) => ({ value: c.id, label: c.name }))]}
        value={filter.currency}
        onChoose={(currency) => onFilterChange({ ...filter, currency })}
      />
      <ChipGroup<NftPayType>
        label={t('filter.payType')}
        choices={[all, ...payTypes.map((p) => ({ value: p, label: t(`payType.${p}`) }))]}
        value={filter.payType}
        onChoose={(payType) => onFilterChange({ ...filter, payType })}
      />
      <ChipGroup<NftMediaType>
        label={t('filter.mediaType')}
        choices={[all, ...mediaTypes.map((m) => ({ value: m, label: t(`mediaType.${m}`) }))]}
        value={filter.mediaType}
        onChoose={(mediaType) => onFilterChange({ ...filter, mediaType })}
      />
    </div>
  )
}
