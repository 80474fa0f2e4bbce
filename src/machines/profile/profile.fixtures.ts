/**
 * One snapshot per state of the profile (profile.machine.ts), each with the picture machine's
 * snapshot beside it (the avatar's upload steps live there). Previews are drawn SVGs.
 */
import { MockAvatarPath, MockAvatarSvg } from '@/api/contract/profile.fixtures'
import { pictureMachine, type PictureContext } from '../kyc/kyc-picture.machine'
import type { PictureSnapshot } from '../kyc/kyc.view'
import { profileMachine, type ProfileContext } from './profile.machine'
import type { ProfileSnapshot } from './profile.view'

/** The picked picture's preview, as the picture machine holds it. */
export const MockAvatarPreview = `data:image/svg+xml;utf8,${encodeURIComponent(MockAvatarSvg)}`

const base: ProfileContext = {
  nickname: 'Ana2025',
  signature: 'Long-term holder, short-term learner.',
  avatar: MockAvatarPath,
  field: null,
  draft: '',
  issue: null,
  error: null,
  serverMessage: '',
  upload: null,
  avatarError: null,
  avatarServerMessage: '',
}

type Details = 'viewing' | 'editing' | 'saving'
type Avatar = 'idle' | 'choosing' | 'saving' | 'saveFailed'

function at(details: Details, avatar: Avatar, over: Partial<ProfileContext> = {}): ProfileSnapshot {
  return profileMachine.resolveState({ value: { details, avatar }, context: { ...base, ...over } })
}

function picture(
  value: 'empty' | 'preparing' | 'uploading' | 'uploaded' | 'failed',
  over: Partial<PictureContext> = {},
): PictureSnapshot {
  const prepared =
    value === 'empty' || value === 'preparing'
      ? null
      : {
          blob: new Blob(['avatar'], { type: 'image/jpeg' }),
          previewUrl: MockAvatarPreview,
          name: 'avatar.jpg',
        }
  return pictureMachine.resolveState({
    value,
    context: {
      side: 'front',
      file: null,
      quality: 'compressed',
      prepared,
      progress: 0,
      url: null,
      error: null,
      serverMessage: '',
      ...over,
    },
  }) as PictureSnapshot
}

const newUpload = '/uploads/0a1b2c3d4e5f60718293a4b5c6d7e8f9.jpg'
const editing = (
  field: 'nickname' | 'signature',
  draft: string,
  over: Partial<ProfileContext> = {},
) => at('editing', 'idle', { field, draft, ...over })

/** Per state: the profile's snapshot and, where the avatar is moving, the picture machine's. */
export const profileFixtures = {
  viewing: { snapshot: at('viewing', 'idle') },
  /** A new account: no avatar, no signature yet. */
  blank: { snapshot: at('viewing', 'idle', { nickname: 'ana', signature: '', avatar: '' }) },
  editingNickname: { snapshot: editing('nickname', 'Ana2025') },
  nicknameInvalid: {
    snapshot: editing('nickname', 'Ana_2025', { issue: 'profile.nickname.characters' }),
  },
  nicknameRefused: {
    snapshot: editing('nickname', 'Ana2026', { error: 'network' }),
  },
  savingNickname: { snapshot: at('saving', 'idle', { field: 'nickname', draft: '安娜' }) },
  editingSignature: { snapshot: editing('signature', 'Long-term holder, short-term learner.') },
  signatureTooShort: {
    snapshot: editing('signature', 'A', { issue: 'profile.signature.length' }),
  },
  savingSignature: {
    snapshot: at('saving', 'idle', { field: 'signature', draft: 'Patience pays.' }),
  },
  choosingAvatar: { snapshot: at('viewing', 'choosing') },
  /** A file that is not a picture was picked: refused, nothing sent. */
  avatarWrongType: {
    snapshot: at('viewing', 'idle'),
    picture: picture('empty', { error: 'fileTypeInvalid' }),
  },
  avatarPreparing: { snapshot: at('viewing', 'idle'), picture: picture('preparing') },
  avatarUploading: {
    snapshot: at('viewing', 'idle'),
    picture: picture('uploading', { progress: 42 }),
  },
  avatarUploadFailed: {
    snapshot: at('viewing', 'idle'),
    picture: picture('failed', { error: 'network' }),
  },
  /** The upload answered something unreadable: "failed to parse response data". */
  avatarUnreadable: {
    snapshot: at('viewing', 'idle'),
    picture: picture('failed', { error: 'invalidResponse' }),
  },
  avatarSaving: {
    snapshot: at('viewing', 'saving', { upload: newUpload }),
    picture: picture('uploaded', { progress: 100, url: newUpload }),
  },
  avatarSaveFailed: {
    snapshot: at('viewing', 'saveFailed', { upload: newUpload, avatarError: 'network' }),
    picture: picture('uploaded', { progress: 100, url: newUpload }),
  },
} satisfies Record<string, { snapshot: ProfileSnapshot; picture?: PictureSnapshot }>

export const profileSnapshots = Object.fromEntries(
  Object.entries(profileFixtures).map(([name, f]) => [name, f.snapshot]),
) as Record<keyof typeof profileFixtures, ProfileSnapshot>
