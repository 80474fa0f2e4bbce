import { useEffect, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { SessionContext } from './services'

/**
 * Spec §6: a protected screen without a token says "please log in first" and goes to login after
 * 1.2 s. The session machine owns the delay and the redirect; this only asks for it.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation('errors')
  const session = SessionContext.useActorRef()
  const allowed = SessionContext.useSelector(
    (s) => s.matches('loggedIn') || s.matches('loggingOut'),
  )
  useEffect(() => {
    if (!allowed) session.send({ type: 'session.required' })
  }, [allowed, session])
  return allowed ? children : <EmptyState title={t('sessionExpired')} />
}
