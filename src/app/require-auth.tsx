import { useEffect, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { SessionContext } from './services'

/**
 * Spec §6: a protected screen without a token says "please log in first" and goes to login after
 * 1.2 s. The session machine owns the delay and the redirect; this only asks for it, naming the
 * screen so that logging in comes back to it.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation('errors')
  const session = SessionContext.useActorRef()
  const allowed = SessionContext.useSelector(
    (s) => s.matches('loggedIn') || s.matches('loggingOut'),
  )
  const { pathname, search } = useLocation()
  useEffect(() => {
    // login brings the visitor back here (LoginScreen's `back`)
    if (!allowed) session.send({ type: 'session.required', back: `${pathname}${search}` })
  }, [allowed, session, pathname, search])
  return allowed ? children : <EmptyState title={t('sessionExpired')} />
}
