import { useId, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'

export interface NftKeywordSearchProps extends Omit<
  ComponentProps<'form'>,
  'onSubmit' | 'children'
> {
  /** The keyword searched for now (the field starts with it). */
  keyword: string
  /** Enter, or the search button: the trimmed keyword ('' = any name). */
  onSearch: (keyword: string) => void
}

/** A search landmark for an artwork's name: the field and its button. */
export function NftKeywordSearch({
  keyword,
  onSearch,
  className,
  ...props
}: NftKeywordSearchProps) {
  const { t } = useTranslation('nft')
  const id = useId()
  return (
    <form
      role="search"
      data-slot="nft-keyword-search"
      noValidate
      // the field is the form's own state until submitted; a new keyword from outside resets it
      key={keyword}
      onSubmit={(e) => {
        e.preventDefault()
        onSearch(String(new FormData(e.currentTarget).get('keyword') ?? '').trim())
      }}
      className={cn('flex items-center gap-2', className)}
      {...props}
    >
      <label htmlFor={id} className="sr-only">
        {t('filter.keyword')}
      </label>
      <input
        id={id}
        name="keyword"
        type="search"
        defaultValue={keyword}
        maxLength={64}
        enterKeyHint="search"
        placeholder={t('filter.keyword')}
        className="bg-surface border-line focus:border-primary-ink text-ink placeholder:text-muted h-11 min-w-0 flex-1 rounded-lg border px-3 text-base outline-none"
      />
      <button
        type="submit"
        className="bg-primary h-11 shrink-0 rounded-lg px-4 text-base font-medium text-white active:opacity-80"
      >
        {t('filter.search')}
      </button>
    </form>
  )
}
