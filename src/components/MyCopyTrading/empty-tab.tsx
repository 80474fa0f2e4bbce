import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import type { MyCopyTab } from '@/machines/my-copy/my-copy.view'
import { linkClass } from './links'

/** A tab with nothing to show: what it would hold, and the traders list to start from. */
export function EmptyTab({ tab, tradersHref }: { tab: MyCopyTab; tradersHref: string }) {
  const { t } = useTranslation('myCopy')
  return (
    <EmptyState
      title={t(`empty.${tab}.title`)}
      description={t(`empty.${tab}.hint`)}
      action={
        <a href={tradersHref} className={linkClass}>
          {t('empty.browse')}
        </a>
      }
    />
  )
}
