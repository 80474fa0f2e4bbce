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
import { assign, emit, sendTo, setup } from 'xstate'
import type { UserInfo } from '@/api/contract/auth'
import { profileIssue, type ProfileIssue, type ProfileTextField } from '@/api/contract/profile'
import type { ErrorCode } from '@/api/errors'
import { pictureMachine, type PictureQuality, type PictureSide } from '../kyc/kyc-picture.machine'
import { ownError } from '../own-error'
import {
  noAvatarError,
  noFieldError,
  saveAvatar,
  saveField,
  sentValue,
  valuesOf,
} from './profile.logic'

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

/** For views: busy (a request in flight), saving (the field), sheetOpen (the picture chooser). */
export type ProfileTag = 'busy' | 'saving' | 'sheetOpen' | 'savingAvatar' | 'avatarFailed'

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

const failure = ({ event }: { event: { error: unknown } }) => ({ error: event.error })
const openEditor = (field: ProfileTextField) => ({ type: 'openEditor', params: { field } }) as const

export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    input: {} as ProfileInput,
    emitted: {} as ProfileEmitted,
    tags: {} as ProfileTag,
  },
  actors: { saveField, saveAvatar, picture: pictureMachine },
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
      ...noFieldError,
      issue: profileIssue(context.field!, context.draft),
    })),
    rememberError: assign((_, params: { error: unknown }) => ownError(params.error)),
    rememberAvatarError: assign((_, params: { error: unknown }) => {
      const { error, serverMessage } = ownError(params.error)
      return { avatarError: error, avatarServerMessage: serverMessage }
    }),
    applySaved: assign(({ context }) => ({ [context.field!]: sentValue(context) })),
    announceSaved: emit((_, params: { field: ProfileField }) => ({
      type: 'saved' as const,
      field: params.field,
    })),
    forwardPick: sendTo('picture', (_, params: { file: File; quality: PictureQuality }) => ({
      type: 'picture.pick' as const,
      ...params,
    })),
    retryUpload: sendTo('picture', { type: 'picture.retry' as const }),
    dropUpload: sendTo('picture', { type: 'picture.remove' as const }),
    rememberUpload: assign((_, params: { url: string | null }) => ({
      upload: params.url,
      ...noAvatarError,
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
    ...noAvatarError,
  }),
  type: 'parallel',
  states: {
    details: {
      initial: 'viewing',
      states: {
        viewing: {
          on: {
            'nickname.edit': { target: 'editing', actions: openEditor('nickname') },
            'signature.edit': { target: 'editing', actions: openEditor('signature') },
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
          tags: ['busy', 'saving'],
          invoke: {
            src: 'saveField',
            input: ({ context }) => ({ field: context.field!, value: sentValue(context) }),
            onDone: {
              target: 'viewing',
              actions: [
                'applySaved',
                { type: 'announceSaved', params: ({ context }) => ({ field: context.field! }) },
                'closeEditor',
              ],
            },
            onError: {
              target: 'editing',
              actions: { type: 'rememberError', params: failure },
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
        'picture.changed': {
          guard: 'hasUpload',
          target: '.saving',
          actions: { type: 'rememberUpload', params: ({ event }) => ({ url: event.url }) },
        },
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
          tags: ['sheetOpen'],
          on: {
            'avatar.pick': {
              target: 'idle',
              actions: {
                type: 'forwardPick',
                params: ({ event }) => ({ file: event.file, quality: event.quality }),
              },
            },
            'avatar.cancel': 'idle',
          },
        },
        saving: {
          tags: ['busy', 'savingAvatar'],
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
              actions: { type: 'rememberAvatarError', params: failure },
            },
          },
        },
        saveFailed: {
          tags: ['avatarFailed'],
          on: {
            'avatar.retry': 'saving',
            'avatar.choose': 'choosing',
            'avatar.discard': {
              target: 'idle',
              actions: ['dropUpload', assign({ upload: null, ...noAvatarError })],
            },
          },
        },
      },
    },
  },
})
