import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { href, paths } from '@/app/paths'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { NavBar } from '@/components/ui/NavBar/NavBar'

/** Any route without a screen: says so and offers the way home. */
export function NotFoundScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <>
      <NavBar title={t('notFound.title')} onBack={() => navigate(-1)} />
      <EmptyState
        title={t('notFound.title')}
        description={t('notFound.description')}
        action={
          <a
            href={href(paths.home)}
            className="bg-primary inline-flex h-11 items-center rounded-lg px-5 font-medium text-white"
          >
            {t('notFound.home')}
          </a>
        }
      />
    </>
  )
}
