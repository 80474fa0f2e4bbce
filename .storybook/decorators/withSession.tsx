import type { Decorator } from '@storybook/react-vite'
import { useState, type ReactNode } from 'react'
import { fromPromise } from 'xstate'
import { UserInfo, type UserInfoWire } from '@/api/contract/auth'
import { AppServices } from '@/app/services'
import { activityMachine } from '@/machines/activity/activity.machine'
import { sessionMachine, TOKEN_KEY, USER_KEY } from '@/machines/session/session.machine'
import { toasterMachine } from '@/machines/toaster/toaster.machine'

/** `parameters.session`: who is using the app in this story. */
export interface SessionParameter {
  /** A stored token means logged in; null means a visitor. */
  token: string | null
  /** The profile `user/info` answers; omitted = fetched over HTTP (MSW). */
  user?: UserInfoWire
  /** Extra storage entries (site config cache, language…). */
  storage?: Record<string, string>
}

/** A Storage that lives as long as the story. */
export function memoryStorage(initial: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(initial))
  return {
    get length() {
      return map.size
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  }
}

/**
 * `parameters.loadingIndicator`: when the app-wide loading indicator shows in this story.
 * - `'never'` (default): its 800 ms grace is real time, so whether a screenshot caught it would
 *   depend on how fast the machine ran the play function; in stories it does not show.
 * - `'immediate'`: it shows as soon as a request is in flight (a story about a request that never
 *   answers; its play function waits for it).
 */
export type LoadingIndicatorParameter = 'never' | 'immediate'

/** The grace before the indicator shows, per parameter (a day stands for never). */
const spinnerGrace: Record<LoadingIndicatorParameter, number> = { never: 86_400_000, immediate: 0 }

/**
 * Provides the app services (session, toaster, loading indicator, storage) for screen stories.
 * Throws when `parameters.session` is missing, so no screen renders with a half-configured session.
 * Delays are shortened (redirect 1.2 s → 60 ms) so play functions see redirects quickly.
 */
export const withSession: Decorator = (Story, context) => {
  const session = context.parameters.session as SessionParameter | undefined
  if (!session)
    throw new Error('withSession: add parameters.session ({ token: null } for a visitor)')
  const indicator = context.parameters.loadingIndicator as LoadingIndicatorParameter | undefined
  return (
    <StoryServices key={context.id} session={session} indicator={indicator ?? 'never'}>
      <Story />
    </StoryServices>
  )
}

function StoryServices({
  session,
  indicator,
  children,
}: {
  session: SessionParameter
  indicator: LoadingIndicatorParameter
  children: ReactNode
}) {
  // built once per story: a re-render must not reset the session or its storage
  const [services] = useState(() => {
    const storage = memoryStorage({
      ...(session.token ? { [TOKEN_KEY]: session.token } : {}),
      ...session.storage,
    })
    const { user } = session
    if (user) storage.setItem(USER_KEY, JSON.stringify(UserInfo.parse(user)))
    const logic = sessionMachine.provide({
      delays: { redirect: 60 },
      ...(user ? { actors: { fetchUser: fromPromise(async () => UserInfo.parse(user)) } } : {}),
    })
    // toasts stay until the screenshot is taken, however long the play function ran
    const toaster = toasterMachine.provide({ delays: { toast: 60_000 } })
    const activity = activityMachine.provide({ delays: { spinnerGrace: spinnerGrace[indicator] } })
    return { storage, logic, toaster, activity }
  })
  return (
    <AppServices
      storage={services.storage}
      sessionLogic={services.logic}
      toasterLogic={services.toaster}
      activityLogic={services.activity}
    >
      {children}
    </AppServices>
  )
}
