/**
 * The app-wide session (spec §4 login, §6 visitor vs user, §8 errors 999 and 998).
 * loggedOut (idle | redirecting) ⇄ loggedIn (loadingUser → ready | userFailed).
 * 999 anywhere, or a protected screen without a token: notify, then after `redirect` (1.2 s)
 * emit navigate → login. 998: notify, then navigate → identity verification.
 * The machine never routes or toasts itself; the shell listens to `notify` and `navigate`.
 */
import { assign, emit, fromCallback, fromPromise, setup } from 'xstate'
import { authApi } from '@/api/auth'
import type { Token, UserInfo } from '@/api/contract/auth'
import { credentials, sessionErrors } from '@/api/credentials'
import type { ErrorCode } from '@/api/errors'
import { TOKEN_KEY } from './token-key'

export { TOKEN_KEY }
export const USER_KEY = 'user'

export type SessionEvent =
  | { type: 'session.start'; token: Token }
  | { type: 'session.logout' }
  | { type: 'session.expired'; serverMessage?: string }
  | { type: 'session.verificationRequired'; serverMessage?: string }
  /** A protected screen needs a session; `back` is its in-app path, to return to after logging in. */
  | { type: 'session.required'; back?: string }
  | { type: 'user.refresh' }

export type SessionEmitted =
  | { type: 'notify'; code: ErrorCode; serverMessage: string }
  | { type: 'navigate'; to: 'login' | 'verification'; back?: string }

export interface SessionInput {
  /** Where the token and user survive reloads (localStorage in the app, memory in stories). */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
}

export interface SessionContext {
  storage: SessionInput['storage']
  token: Token | null
  user: UserInfo | null
  pending: 'login' | 'verification' | null
  /** The protected screen that sent the visitor to login (session.required), if any. */
  back: string | null
}

function readUser(storage: SessionInput['storage']): UserInfo | null {
  try {
    return JSON.parse(storage.getItem(USER_KEY) ?? 'null') as UserInfo | null
  } catch {
    return null
  }
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as SessionEmitted,
  },
  actors: {
    // the token goes with the request explicitly: on a cold start XState starts this actor
    // before any entry action has run, so `publishToken` has not yet told the client
    fetchUser: fromPromise<UserInfo, { token: string | null }>(({ input, signal }) =>
      authApi.userInfo({ signal, token: input.token }),
    ),
    logOut: fromPromise<string>(({ signal }) => authApi.logOut({ signal })),
    watchSessionErrors: fromCallback<SessionEvent>(({ sendBack }) =>
      sessionErrors.subscribe((code, serverMessage) =>
        sendBack(
          code === 'sessionExpired'
            ? { type: 'session.expired', serverMessage }
            : { type: 'session.verificationRequired', serverMessage },
        ),
      ),
    ),
  },
  delays: { redirect: 1_200 },
  guards: {
    hasToken: ({ context }) => context.token !== null,
  },
  actions: {
    publishToken: ({ context }) => credentials.setToken(context.token),
    storeToken: assign(({ context }, params: { token: Token }) => {
      context.storage.setItem(TOKEN_KEY, params.token)
      return { token: params.token, user: null }
    }),
    storeUser: assign(({ context }, params: { user: UserInfo }) => {
      context.storage.setItem(USER_KEY, JSON.stringify(params.user))
      return { user: params.user }
    }),
    forget: assign(({ context }) => {
      context.storage.removeItem(TOKEN_KEY)
      context.storage.removeItem(USER_KEY)
      return { token: null, user: null }
    }),
    notify: emit((_, params: { code: ErrorCode; serverMessage?: string }) => ({
      type: 'notify' as const,
      code: params.code,
      serverMessage: params.serverMessage ?? '',
    })),
    navigatePending: emit(({ context }) => ({
      type: 'navigate' as const,
      to: context.pending ?? 'login',
      ...(context.pending !== 'verification' && context.back ? { back: context.back } : {}),
    })),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    storage: input.storage,
    token: input.storage.getItem(TOKEN_KEY),
    user: readUser(input.storage),
    pending: null,
    back: null,
  }),
  invoke: { src: 'watchSessionErrors' },
  entry: 'publishToken',
  initial: 'booting',
  on: {
    'session.verificationRequired': {
      target: '.verificationRedirect',
      actions: {
        type: 'notify',
        params: ({ event }) => ({
          code: 'verificationRequired',
          serverMessage: event.serverMessage,
        }),
      },
    },
  },
  states: {
    booting: {
      always: [{ guard: 'hasToken', target: 'loggedIn' }, { target: 'loggedOut' }],
    },
    loggedOut: {
      initial: 'idle',
      on: {
        'session.start': {
          target: 'loggedIn',
          actions: [
            { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
            'publishToken',
          ],
        },
      },
      states: {
        idle: {
          on: {
            'session.required': {
              target: 'redirecting',
              actions: [
                assign({ back: ({ event }) => event.back ?? null }),
                { type: 'notify', params: { code: 'sessionExpired' } },
              ],
            },
            'session.expired': {
              target: 'redirecting',
              actions: [
                assign({ back: null }),
                {
                  type: 'notify',
                  params: ({ event }) => ({
                    code: 'sessionExpired',
                    serverMessage: event.serverMessage,
                  }),
                },
              ],
            },
          },
        },
        redirecting: {
          entry: assign({ pending: 'login' }),
          after: { redirect: { target: 'idle', actions: 'navigatePending' } },
        },
      },
    },
    loggedIn: {
      initial: 'loadingUser',
      on: {
        'session.logout': '#session.loggingOut',
        'session.expired': {
          target: '#session.loggedOut.redirecting',
          actions: [
            'forget',
            'publishToken',
            {
              type: 'notify',
              params: ({ event }) => ({
                code: 'sessionExpired',
                serverMessage: event.serverMessage,
              }),
            },
          ],
        },
      },
      states: {
        loadingUser: {
          invoke: {
            src: 'fetchUser',
            input: ({ context }) => ({ token: context.token }),
            onDone: {
              target: 'ready',
              actions: { type: 'storeUser', params: ({ event }) => ({ user: event.output }) },
            },
            // a 999 is handled by `session.expired`; anything else keeps the session usable
            onError: 'userFailed',
          },
        },
        ready: { on: { 'user.refresh': 'loadingUser' } },
        userFailed: { on: { 'user.refresh': 'loadingUser' } },
      },
    },
    loggingOut: {
      invoke: {
        src: 'logOut',
        // the token is dropped locally whatever the server says
        onDone: { target: 'loggedOut', actions: ['forget', 'publishToken'] },
        onError: { target: 'loggedOut', actions: ['forget', 'publishToken'] },
      },
    },
    verificationRedirect: {
      entry: assign({ pending: 'verification' }),
      after: { redirect: { target: 'booting', actions: 'navigatePending' } },
    },
  },
})
