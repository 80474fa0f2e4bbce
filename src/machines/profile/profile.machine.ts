/**
 * The user's profile (spec §2 setting/userInfo, §3 user profile, §5 nickname and signature rules,
 * §9 one image from the album, original or compressed; api-reference §3.1).
 * Two parallel regions:
 * - details: viewing —nickname.edit | signature.edit→ editing —form.submit→ saving → viewing;
 *   an invalid draft stays in editing with its rule's message and sends nothing; an unchanged
 *   one closes the editor without a request.
 * - avatar: idle —avatar.choose→ choosing —avatar.pick→ idle, where the invoked picture machine
 *   (the KYC one: prepare, upload with progress, retry) takes the file; its upload's path →
 *   saving → idle | saveFailed —avatar.retry→ saving.
 * Each save emits `saved`; the screen toasts and has the session read the user again.
 */
import { assign, emit, fromPromise, sendTo, setup } from 'xstate'
import type { UserInfo } from '@/api/contract/auth'
import {
  normaliseProfileField,
  profileIssue,
  type ProfileIssue,
  type ProfileTextField,
} from '@/api/contract/profile'
import { toErrorCode, toServerMessage, type ErrorCode } from '@/api/errors'
import { profileApi } from '@/api/profile'
import { pictureMachine, type PictureQuality, type PictureSide } from '../kyc/kyc-picture.machine'

export type ProfileField = ProfileTextField | 'avatar'

/** What the profile shows of the session's user. */
export type ProfileUser = Pick<UserInfo, 'nickname' | 'head_portrait'> & {
  /** Missing from a user stored before the field existed. */
  signature?: string
}

export type ProfileEvent =
  | { type: 'nickname.edit' }
  | { type: 'signature.edit' }
  | { type: 'draft.change'; value: string }
  | { type: 'form.submit' }
  | { type: 'form.cancel' }
  | { type: 'avatar.choose' }
  | { type: 'avatar.cancel' }
  | { type: 'avatar.pick'; file: File; quality: PictureQuality }
  | { type: 'avatar.retry' }
  | { type: 'avatar.discard' }
  | { type: 'picture.changed'; side: PictureSide; url: string | null }

export type ProfileEmitted = { type: 'saved'; field: ProfileField }

export interface ProfileInput {
  user: ProfileUser
}

export interface ProfileContext {
  nickname: string
  signature: string
  /** The saved avatar's path; '' for none. */
  avatar: string
  /** The field being edited, and its draft. */
  field: ProfileTextField | null
  draft: string
  /** The rule the draft breaks (found here, before sending). */
  issue: ProfileIssue | null
  /** A refused or failed save of the field. */
  error: ErrorCode | null
  serverMessage: string
  /** The uploaded picture being saved as the avatar. */
  upload: string | null
  avatarError: ErrorCode | null
  avatarServerMessage: string
}

const valuesOf = (user: ProfileUser) => ({
  nickname: user.nickname ?? '',
  signature: user.signature ?? '',
  avatar: user.head_portrait ?? '',
})

const noFieldError = { issue: null, error: null, serverMessage: '' }

/** The value a save sends: the draft as the contract normalises it. */
const sentValue = (c: ProfileContext) => normaliseProfileField(c.field!, c.draft) ?? c.draft

export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    input: {} as ProfileInput,
    emitted: {} as ProfileEmitted,
  },
  actors: {
    saveField: fromPromise<number, { field: ProfileTextField; value: string }>(
      ({ input, signal }) =>
        input.field === 'nickname'
          ? profileApi.editNickname({ nickname: input.value }, { signal })
          : profileApi.editSignature({ signature: input.value }, { signal }),
    ),
    saveAvatar: fromPromise<number, { path: string }>(({ input, signal }) =>
      profileApi.setAvatar({ head_portrait: input.path }, { signal }),
    ),
    picture: pictureMachine,
  },
  guards: {
    isDraftInvalid: ({ context }) => profileIssue(context.field!, context.draft) !== null,
    isDraftUnchanged: ({ context }) => sentValue(context) === context[context.field!],
    hasUpload: ({ event }) => event.type === 'picture.changed' && event.url !== null,
  },
  actions: {
    openEditor: assign(({ context }, params: { field: ProfileTextField }) => ({
      field: params.field,
      draft: context[params.field],
      ...noFieldError,
    })),
    closeEditor: assign({ field: null, draft: '', ...noFieldError }),
    rememberIssue: assign(({ context }) => ({
      issue: profileIssue(context.field!, context.draft),
      error: null,
      serverMessage: '',
    })),
    rememberError: assign((_, params: { error: unknown }) => ({
      error: toErrorCode(params.error),
      serverMessage: toServerMessage(params.error),
    })),
    applySaved: assign(({ context }) => ({ [context.field!]: sentValue(context) })),
    announceSaved: emit((_, params: { field: ProfileField }) => ({
      type: 'saved' as const,
      field: params.field,
    })),
    forwardPick: sendTo('picture', ({ event }) => {
      const { file, quality } = event as Extract<ProfileEvent, { type: 'avatar.pick' }>
      return { type: 'picture.pick' as const, file, quality }
    }),
    retryUpload: sendTo('picture', { type: 'picture.retry' as const }),
    dropUpload: sendTo('picture', { type: 'picture.remove' as const }),
    rememberUpload: assign(({ event }) => ({
      upload: (event as Extract<ProfileEvent, { type: 'picture.changed' }>).url,
      avatarError: null,
      avatarServerMessage: '',
    })),
  },
}).createMachine({
  id: 'profile',
  context: ({ input }) => ({
    ...valuesOf(input.user),
    field: null,
    draft: '',
    ...noFieldError,
    upload: null,
    avatarError: null,
    avatarServerMessage: '',
  }),
  type: 'parallel',
  states: {
    details: {
      initial: 'viewing',
      states: {
        viewing: {
          on: {
            'nickname.edit': {
              target: 'editing',
              actions: { type: 'openEditor', params: { field: 'nickname' } },
            },
            'signature.edit': {
              target: 'editing',
              actions: { type: 'openEditor', params: { field: 'signature' } },
            },
          },
        },
        editing: {
          on: {
            'draft.change': {
              actions: assign(({ event }) => ({ draft: event.value, ...noFieldError })),
            },
            'form.submit': [
              { guard: 'isDraftInvalid', actions: 'rememberIssue' },
              { guard: 'isDraftUnchanged', target: 'viewing', actions: 'closeEditor' },
              { target: 'saving', actions: assign(noFieldError) },
            ],
            'form.cancel': { target: 'viewing', actions: 'closeEditor' },
          },
        },
        saving: {
          invoke: {
            src: 'saveField',
            input: ({ context }) => ({ field: context.field!, value: sentValue(context) }),
            onDone: {
              target: 'viewing',
              actions: [
                'applySaved',
                {
                  type: 'announceSaved',
                  params: ({ context }) => ({ field: context.field! }),
                },
                'closeEditor',
              ],
            },
            onError: {
              target: 'editing',
              actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    avatar: {
      // the picture machine names a document side; an avatar is one picture, sent as `front`
      invoke: { id: 'picture', src: 'picture', input: { side: 'front' } },
      on: {
        // an upload finished (whatever the region was doing): save it as the avatar
        'picture.changed': { guard: 'hasUpload', target: '.saving', actions: 'rememberUpload' },
      },
      initial: 'idle',
      states: {
        idle: {
          on: {
            'avatar.choose': 'choosing',
            'avatar.retry': { actions: 'retryUpload' },
            'avatar.discard': { actions: 'dropUpload' },
          },
        },
        choosing: {
          on: {
            'avatar.pick': { target: 'idle', actions: 'forwardPick' },
            'avatar.cancel': 'idle',
          },
        },
        saving: {
          invoke: {
            src: 'saveAvatar',
            input: ({ context }) => ({ path: context.upload! }),
            onDone: {
              target: 'idle',
              actions: [
                assign(({ context }) => ({ avatar: context.upload!, upload: null })),
                { type: 'announceSaved', params: { field: 'avatar' } },
              ],
            },
            onError: {
              target: 'saveFailed',
              actions: assign(({ event }) => ({
                avatarError: toErrorCode(event.error),
                avatarServerMessage: toServerMessage(event.error),
              })),
            },
          },
        },
        saveFailed: {
          on: {
            'avatar.retry': 'saving',
            'avatar.choose': 'choosing',
            'avatar.discard': {
              target: 'idle',
              actions: [
                'dropUpload',
                assign({ upload: null, avatarError: null, avatarServerMessage: '' }),
              ],
            },
          },
        },
      },
    },
  },
})
