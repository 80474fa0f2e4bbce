/**
 * The profile machine's requests (api-reference §3.1; tests and stories replace them with
 * `.provide()`) and the pure pieces its actions share.
 */
import { fromPromise } from 'xstate'
import { normaliseProfileField, type ProfileTextField } from '@/api/contract/profile'
import { profileApi } from '@/api/profile'
import type { ProfileContext, ProfileUser } from './profile.machine'

export const saveField = fromPromise<number, { field: ProfileTextField; value: string }>(
  ({ input, signal }) =>
    input.field === 'nickname'
      ? profileApi.editNickname({ nickname: input.value }, { signal })
      : profileApi.editSignature({ signature: input.value }, { signal }),
)

export const saveAvatar = fromPromise<number, { path: string }>(({ input, signal }) =>
  profileApi.setAvatar({ head_portrait: input.path }, { signal }),
)

export const valuesOf = (user: ProfileUser) => ({
  nickname: user.nickname ?? '',
  signature: user.signature ?? '',
  avatar: user.head_portrait ?? '',
})

export const noFieldError = { issue: null, error: null, serverMessage: '' }
export const noAvatarError = { avatarError: null, avatarServerMessage: '' }

/** The value a save sends: the draft as the contract normalises it. */
export const sentValue = (c: ProfileContext) => normaliseProfileField(c.field!, c.draft) ?? c.draft
