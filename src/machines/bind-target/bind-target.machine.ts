/**
 * Bind an e-mail or a phone to the signed-in account (spec §2 setting/security and areas, §5
 * "email and phone must be bound before verification passes", §7 safe/mobile; api-reference §3.2
 * safe/email). editing ⇄ submitting → bound (final). The code goes to the new address; an
 * address another account uses is refused by the server without saying which account.
 */
import { assign, fromPromise, sendTo, setup } from 'xstate'
import { securityApi } from '@/api/auth'
import { BindEmailRequest, BindPhoneRequest } from '@/api/contract/auth-security'
import {
  accountErrorOf,
  accountFromInput,
  changeAccount,
  changeArea,
  codeTargetOf,
  type AccountContext,
  type AreaChoice,
  type Channel,
} from '../account-fields'
import { codeButtonMachine } from '../code-button/code-button.machine'
import { codeDigits, codeFormEvents } from '../code-form'
import { firstIssue, fromRequestError, noFormError, type FormErrorState } from '../form-errors'

export type BindTargetField = 'account' | 'code'

export type BindTargetEvent =
  | { type: 'field.change'; field: BindTargetField; value: string }
  | { type: 'area.change'; area: AreaChoice }
  | { type: 'code.request' }
  | { type: 'form.submit' }

export interface BindTargetInput {
  kind: Channel
  area?: AreaChoice
  cooldownSeconds?: number
}

export interface BindTargetContext extends AccountContext, FormErrorState {
  code: string
  cooldownSeconds: number | undefined
}

type BindRequest =
  | { kind: 'email'; email: string; code: string }
  | { kind: 'mobile'; mobile: string; area_code: string; code: string }

function toRequest(c: BindTargetContext): BindRequest {
  return c.channel === 'email'
    ? { kind: 'email', email: c.email, code: c.code }
    : { kind: 'mobile', mobile: c.phone, area_code: c.areaCode, code: c.code }
}

/** The first §5 rule the request breaks, in form order (the address, then the code). */
function requestError(c: BindTargetContext) {
  const { kind, ...fields } = toRequest(c)
  return firstIssue(kind === 'email' ? BindEmailRequest : BindPhoneRequest, fields)
}

export const bindTargetMachine = setup({
  types: {
    context: {} as BindTargetContext,
    events: {} as BindTargetEvent,
    input: {} as BindTargetInput,
  },
  actors: {
    codeButton: codeButtonMachine,
    bind: fromPromise<string, BindRequest>(({ input, signal }) =>
      input.kind === 'email'
        ? securityApi.bindEmail({ email: input.email, code: input.code }, { signal })
        : securityApi.bindPhone(
            { mobile: input.mobile, area_code: input.area_code, code: input.code },
            { signal },
          ),
    ),
  },
  guards: {
    isCodeTargetValid: ({ context }) => accountErrorOf(context).error === null,
    isFormValid: ({ context }) => requestError(context).error === null,
  },
  actions: {
    clearError: assign(noFormError),
    changeField: assign(({ context }, params: { field: BindTargetField; value: string }) =>
      params.field === 'code'
        ? { code: codeDigits(params.value) }
        : changeAccount(context, params.value),
    ),
    rememberCodeTargetError: assign(({ context }) => accountErrorOf(context)),
    rememberFormError: assign(({ context }) => requestError(context)),
    rememberError: assign((_, params: { error: unknown }) => fromRequestError(params.error)),
    requestCode: sendTo('codeButton', ({ context }) => ({
      type: 'code.request' as const,
      target: codeTargetOf(context),
    })),
  },
}).createMachine({
  id: 'bindTarget',
  context: ({ input }) => ({
    ...accountFromInput({ channel: input.kind, area: input.area }),
    code: '',
    cooldownSeconds: input.cooldownSeconds,
    ...noFormError,
  }),
  invoke: {
    id: 'codeButton',
    src: 'codeButton',
    input: ({ context }) => ({ scene: 'bind', cooldownSeconds: context.cooldownSeconds }),
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': {
          actions: [{ type: 'changeField', params: ({ event }) => event }, 'clearError'],
        },
        'area.change': { actions: [assign(({ event }) => changeArea(event.area)), 'clearError'] },
        ...codeFormEvents,
      },
    },
    submitting: {
      invoke: {
        src: 'bind',
        input: ({ context }) => toRequest(context),
        onDone: 'bound',
        onError: {
          target: 'editing',
          actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    bound: { type: 'final' },
  },
})
