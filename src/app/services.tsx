/**
 * App-wide actors, reached through `createActorContext` so a story can pass
 * `logic={machine.provide(...)}` (STYLE §2.5): the session, the toaster, the loading indicator and
 * the fiat display currency (app/fiat.tsx).
 */
import { createActorContext } from '@xstate/react'
import type { ParseKeys } from 'i18next'
import { createContext, useCallback, useContext, type ReactNode } from 'react'
import type { ErrorCode } from '@/api/errors'
import type { Namespace } from '@/i18n/languages'
import { activityMachine } from '@/machines/activity/activity.machine'
import type { fiatMachine } from '@/machines/fiat/fiat.machine'
import { sessionMachine } from '@/machines/session/session.machine'
import { toasterMachine, type ToastContent } from '@/machines/toaster/toaster.machine'
import { FiatProvider } from './fiat'

export const SessionContext = createActorContext(sessionMachine)
export const ToasterContext = createActorContext(toasterMachine)
export const ActivityContext = createActorContext(activityMachine)

export interface AppServicesProps {
  storage: Storage
  /** Overrides for stories and tests; the real machines otherwise. */
  sessionLogic?: typeof sessionMachine
  activityLogic?: typeof activityMachine
  toasterLogic?: typeof toasterMachine
  fiatLogic?: typeof fiatMachine
  children: ReactNode
}

const StorageContext = createContext<Storage | null>(null)

/** The client storage the app runs on (localStorage, or memory in stories). */
export function useAppStorage(): Storage {
  const storage = useContext(StorageContext)
  if (!storage) throw new Error('useAppStorage: no AppServices above this component')
  return storage
}

export function AppServices({
  storage,
  sessionLogic,
  activityLogic,
  toasterLogic,
  fiatLogic,
  children,
}: AppServicesProps) {
  return (
    <StorageContext.Provider value={storage}>
      <ToasterContext.Provider logic={toasterLogic ?? toasterMachine}>
        <ActivityContext.Provider logic={activityLogic ?? activityMachine}>
          <SessionContext.Provider
            logic={sessionLogic ?? sessionMachine}
            options={{ input: { storage } }}
          >
            {/* storage passed down: app/fiat.tsx importing useAppStorage would be an import cycle */}
            <FiatProvider storage={storage} logic={fiatLogic}>
              {children}
            </FiatProvider>
          </SessionContext.Provider>
        </ActivityContext.Provider>
      </ToasterContext.Provider>
    </StorageContext.Provider>
  )
}

/** A translation key checked against the en resources, e.g. `auth:login.success`. */
export type MessageKey = ParseKeys<Namespace[]>

export type ToastRequest =
  | { tone: 'success' | 'info'; key: MessageKey; values?: Record<string, string | number> }
  | { tone: 'error'; code: ErrorCode; serverMessage?: string }

/** Shows a toast: `toast({ tone: 'success', key: 'auth:login.success' })`. */
export function useToast() {
  const toaster = ToasterContext.useActorRef()
  return useCallback(
    (toast: ToastRequest) => toaster.send({ type: 'toast.show', toast: toast as ToastContent }),
    [toaster],
  )
}
