/**
 * The idempotent submission of a money-moving form (issue 11; contract/wallet.ts IDEMPOTENCY_KEY,
 * contract/request-fingerprint.ts): one key per request, made when the user first confirms it and
 * sent again, unchanged, with every retry of that same request (a lost answer, a wrong pay
 * password), so the server answers a repeat with its first answer and money never moves twice.
 *
 *   submitting: keying (createKey; left at once when a key for this very request is held)
 *            → sending (the form's actor: the request and its idempotency_key) → the form's targets
 *   `submitting` is tagged `busy` and `submitting`: the machine's tag type includes both.
 *
 * The key is dropped when the server calls it a conflict (`idempotencyConflict`), when it has been
 * answered, and is not used when the request changed (another amount, fee, price: its fingerprint
 * differs), so those get a new one. Use (recipe: docs/recipes.md "A new money-moving form"):
 *
 *   const submission = keyedSubmission({ types, request: toWithdrawRequest })
 *   setup({ actors: { ...submission.actors, withdraw }, guards: { ...submission.guards },
 *           actions: { ...submission.actions }, … })
 *   confirming: { on: { 'confirm.submit': 'submitting' } },
 *   submitting: submission.state({ send: 'withdraw', remember, keyFailed, done, failed })
 */
import { assign, fromPromise, type EventObject } from 'xstate'
import { requestFingerprint } from '@/api/contract/request-fingerprint'
import { toErrorCode, type ErrorCode } from '@/api/errors'
import { newIdempotencyKey } from '@/api/wallet'

/** A key and the fingerprint of the request it was made for. */
export interface RequestKey {
  key: string
  request: string
}

/** What a machine using the fragment keeps in its context. */
export interface KeyedContext {
  requestKey: RequestKey | null
}

type WireRequest = Readonly<Record<string, unknown>>

/** The held key when it was made for this very request, else null: a new one is needed. */
export function keyFor(held: RequestKey | null, request: WireRequest): string | null {
  return held && held.request === requestFingerprint(request) ? held.key : null
}

/** Typed params from an actor's error event: `{ type: 'rememberError', params: errorOf }`. */
export const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error })
/** Typed params from an actor's done event: `{ type: 'takeResult', params: outputOf }`. */
export const outputOf = <T>({ event }: { event: { output: T } }) => ({ output: event.output })
/** A named action or guard given the actor's error: `actions: withError('rememberError')`. */
export const withError = <const T extends string>(type: T) => ({ type, params: errorOf })
/** A named action given the actor's output: `actions: withOutput('takeResult')`. */
export const withOutput = <const T extends string>(type: T) => ({ type, params: outputOf })
/** A guard on the refusal's code, for `setup`: `isUnresolved: onRefusal(isUnresolved)`. */
export const onRefusal =
  (is: (code: ErrorCode) => boolean) =>
  (_: unknown, { error }: { error: unknown }) =>
    is(toErrorCode(error))

const dropKey = withError('dropConflictingKey')
const forgetKey = 'forgetKey'

/** A transition with one more action run before its own. */
type Prefixed<A, T> = T extends string
  ? { target: T; actions: readonly [A] }
  : T extends { actions: infer X }
    ? Omit<T, 'actions'> & { actions: readonly [A, ...(X extends readonly unknown[] ? X : [X])] }
    : T & { actions: readonly [A] }

function prefixed<const A, T extends string | object>(action: A, transition: T): Prefixed<A, T> {
  if (typeof transition === 'string') return { target: transition, actions: [action] } as never
  const own = (transition as { actions?: unknown }).actions
  const rest = own === undefined ? [] : Array.isArray(own) ? own : [own]
  return { ...transition, actions: [action, ...rest] } as never
}

/**
 * The named actors, guards and actions of the fragment (spread them into `setup`) and the
 * `submitting` state. `toRequest` is the form's request without its key: what is fingerprinted
 * and sent.
 */
export function keyedSubmission<
  TContext extends KeyedContext,
  TEvent extends EventObject,
  TRequest extends WireRequest,
>(o: {
  /** The machine's types, as in `setup`: `{} as { context: FooContext; events: FooEvent }`. */
  types: { context: TContext; events: TEvent }
  request: (context: TContext) => TRequest
}) {
  const toRequest = o.request
  const keyed = (requestKey: RequestKey | null) => ({ requestKey }) as Partial<TContext>
  /** The new key and the fingerprint of the request it is for. */
  const madeKey = ({ context, event }: { context: TContext; event: { output: string } }) => ({
    key: event.output,
    request: requestFingerprint(toRequest(context)),
  })
  return {
    actors: {
      /** Makes a fresh key (the platform's CSPRNG); stories and tests provide a fixed one. */
      createKey: fromPromise<string>(async () => newIdempotencyKey()),
    },
    guards: {
      hasKey: ({ context }: { context: TContext }) =>
        keyFor(context.requestKey, toRequest(context)) !== null,
    },
    actions: {
      holdKey: assign<TContext, TEvent, RequestKey, TEvent, never>((_, params) => keyed(params)),
      forgetKey: assign<TContext, TEvent, undefined, TEvent, never>(() => keyed(null)),
      /** A conflicting key is never sent again: the next confirm makes a new one. */
      dropConflictingKey: assign<TContext, TEvent, { error: unknown }, TEvent, never>(
        (_, params) => (toErrorCode(params.error) === 'idempotencyConflict' ? keyed(null) : {}),
      ),
    },
    /**
     * The `submitting` state. `send` names the form's actor; `keyFailed` is where a failure to
     * make a key goes, `done` and `failed` the answers of `send` (the fragment runs `forgetKey`
     * before `done`, and `dropConflictingKey` then `remember`, when given, before each refusal).
     */
    state<
      const TSend extends string,
      const TKeyFailed extends string | object,
      const TDone extends string | object,
      const TFailed extends readonly (string | object)[],
      const TRemember extends string = never,
    >(s: {
      send: TSend
      keyFailed: TKeyFailed
      done: TDone
      failed: TFailed
      /** The action that takes every refusal's error first (`rememberError`). */
      remember?: TRemember
    }) {
      type Refused<T> = [TRemember] extends [never]
        ? Prefixed<typeof dropKey, T>
        : Prefixed<typeof dropKey, Prefixed<ReturnType<typeof withError<TRemember>>, T>>
      const refused = <T extends string | object>(t: T) =>
        (s.remember === undefined
          ? prefixed(dropKey, t)
          : prefixed(dropKey, prefixed(withError(s.remember), t))) as Refused<T>
      return {
        // for views: a request in flight (docs/recipes.md "Tags and errors in views")
        tags: ['busy', 'submitting'],
        initial: 'keying',
        states: {
          keying: {
            // the same request again: its key is held, nothing to make
            always: { guard: 'hasKey', target: 'sending' },
            invoke: {
              src: 'createKey',
              onDone: {
                target: 'sending',
                actions: { type: 'holdKey', params: madeKey },
              },
              onError: refused(s.keyFailed),
            },
          },
          sending: {
            invoke: {
              src: s.send,
              input: ({ context }: { context: TContext }) => ({
                ...toRequest(context),
                idempotency_key: context.requestKey!.key,
              }),
              onDone: prefixed(forgetKey, s.done),
              onError: s.failed.map(refused) as {
                -readonly [K in keyof TFailed]: Refused<TFailed[K]>
              },
            },
          },
        },
      } as const
    },
  }
}
