import { useTranslation } from 'react-i18next'
import type { SiteConfig } from '@/api/contract/common'
import { Button } from '@/components/ui/Button/Button'

export interface SiteHeaderProps {
  /** Null until the first site config arrives. */
  config: SiteConfig | null
  /** The config could not be loaded (a stored copy may still be shown). */
  failed?: boolean
  onRetry?: () => void
}

/** The home page header: the operator's logo and name from getSiteConfig (spec §7). */
export function SiteHeader({ config, failed = false, onRetry }: SiteHeaderProps) {
  const { t } = useTranslation()
  return (
    <header data-slot="site-header" className="flex h-14 items-center gap-3 px-4">
      {config?.site_logo ? (
        <img src={config.site_logo} alt="" width={32} height={32} className="size-8 rounded-md" />
      ) : (
        <span aria-hidden="true" className="bg-raised size-8 rounded-md" />
      )}
      <h1 className="flex-1 truncate text-lg font-semibold">{config?.site_name ?? t('home.brand.fallback')}</h1>
      {failed && onRetry && (
        <Button variant="ghost" size="sm" onClick={onRetry}>
          {t('errorState.retry')}
        </Button>
      )}
    </header>
  )
}
