import type { SnapshotFrom } from 'xstate'
import {
  NICKNAME_MAX,
  SIGNATURE_MAX,
  characterCount,
  type ProfileIssue,
  type ProfileTextField,
} from '@/api/contract/profile'
import type { ErrorCode } from '@/api/errors'
import { toPictureView, type PictureSnapshot } from '../kyc/kyc.view'
import type { profileMachine } from './profile.machine'

export type ProfileSnapshot = SnapshotFrom<typeof profileMachine>

/** Where the avatar stands: the picture machine's steps, then saving it as the avatar. */
export type AvatarStatus =
  'idle' | 'preparing' | 'uploading' | 'uploadFailed' | 'saving' | 'saveFailed'

export interface AvatarView {
  status: AvatarStatus
  /** The picture to show: a new one being sent or just saved, else the saved one; null for none. */
  src: string | null
  /** 0–100 while uploading. */
  progress: number
  /** The "choose a picture" sheet is open. */
  isChoosing: boolean
  /** Why the last pick, upload or save failed; `unknown` comes with the server's sentence. */
  error: ErrorCode | null
  serverMessage: string
  /** Retry is offered (a failed upload or save). */
  canRetry: boolean
}

export interface ProfileEditorView {
  field: ProfileTextField
  draft: string
  /** Characters in the draft, and the most allowed, for the counter. */
  length: number
  maxLength: number
  /** A rule the draft breaks, found before sending. */
  issue: ProfileIssue | null
  /** A refused or failed save; `unknown` and `parameterError` come with the server's sentence. */
  error: ErrorCode | null
  serverMessage: string
  isSaving: boolean
}

export interface ProfileView {
  nickname: string
  signature: string
  avatar: AvatarView
  /** The open editor, or null. */
  editor: ProfileEditorView | null
}

const maxLength: Record<ProfileTextField, number> = {
  nickname: NICKNAME_MAX,
  signature: SIGNATURE_MAX,
}

function toAvatarView(s: ProfileSnapshot, picture: PictureSnapshot | undefined): AvatarView {
  const c = s.context
  const p = toPictureView(picture, 'front')
  const region = s.hasTag('savingAvatar')
    ? 'saving'
    : s.hasTag('avatarFailed')
      ? 'saveFailed'
      : null
  const status: AvatarStatus =
    region ??
    (p.status === 'preparing' || p.status === 'uploading'
      ? p.status
      : p.status === 'failed'
        ? 'uploadFailed'
        : 'idle')
  const saveError = region === 'saveFailed' ? c.avatarError : null
  // the picture machine's own error: a refused pick (while idle) or a failed upload
  const pictureError = region ? null : p.error
  return {
    status,
    src: p.previewUrl ?? (c.avatar || null),
    progress: p.progress,
    isChoosing: s.hasTag('sheetOpen'),
    error: saveError ?? pictureError,
    serverMessage: saveError ? c.avatarServerMessage : pictureError ? p.serverMessage : '',
    canRetry: status === 'uploadFailed' || status === 'saveFailed',
  }
}

/** `picture` is the invoked picture machine's snapshot (`snapshot.children.picture`). */
export function toProfileView(s: ProfileSnapshot, picture?: PictureSnapshot): ProfileView {
  const c = s.context
  const field = c.field
  const error = c.error
  return {
    nickname: c.nickname,
    signature: c.signature,
    avatar: toAvatarView(s, picture),
    editor: field
      ? {
          field,
          draft: c.draft,
          length: characterCount(c.draft.trim()),
          maxLength: maxLength[field],
          issue: c.issue,
          error,
          serverMessage: error ? c.serverMessage : '',
          isSaving: s.hasTag('saving'),
        }
      : null,
  }
}
