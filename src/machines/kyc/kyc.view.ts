import type { SnapshotFrom } from 'xstate'
import {
  KYC_LIMITS,
  idTypes,
  type IdType,
  type KycFailCode,
  type KycLimit,
} from '@/api/contract/kyc'
import type { ErrorCode } from '@/api/errors'
import type { KycField } from './kyc-errors'
import type { PictureQuality, PictureSide, pictureMachine } from './kyc-picture.machine'
import type { kycMachine } from './kyc.machine'

export type KycSnapshot = SnapshotFrom<typeof kycMachine>
export type PictureSnapshot = SnapshotFrom<typeof pictureMachine>

/** What the verification screen shows: one value per top-level state of the machine. */
export type KycScreen =
  | 'loading'
  | 'loadFailed'
  | 'basic'
  | 'basicReview'
  | 'basicRejected'
  | 'lv1'
  | 'advanced'
  | 'advancedReview'
  | 'advancedRejected'
  | 'lv2'

export interface PictureView {
  side: PictureSide
  status: 'empty' | 'preparing' | 'uploading' | 'uploaded' | 'failed'
  /** 0–100 while uploading. */
  progress: number
  /** The picked picture, for the preview; null when there is none. */
  previewUrl: string | null
  error: ErrorCode | null
  serverMessage: string
}

export interface KycFormError {
  error: ErrorCode | null
  errorField: KycField | null
  serverMessage: string
}

export interface KycView {
  screen: KycScreen
  /** The verified level: 0 none, 1 basic, 2 advanced. */
  level: 0 | 1 | 2
  /** Spec §6, per level. */
  limits: readonly KycLimit[]
  emailBound: boolean
  phoneBound: boolean
  /** Why the last review refused (rejected screens). */
  failCode: KycFailCode | null
  failReason: string
  /** A review state is asking the server right now. */
  isChecking: boolean
  /** The submitted basic identity, number masked; null before the first submission. */
  identity: { idType: IdType; name: string; cardId: string } | null
  basic: KycFormError & {
    idTypes: readonly IdType[]
    idType: IdType | ''
    name: string
    cardId: string
    isSubmitting: boolean
  }
  advanced: KycFormError & {
    quality: PictureQuality
    front: PictureView
    reverse: PictureView
    isSubmitting: boolean
    /** False while a picture is still being prepared or sent. */
    canSubmit: boolean
  }
  /** Why loading the state failed (loadFailed). */
  loadError: ErrorCode | null
}

/** Keeps the first two and last two characters: enough to recognise, not enough to misuse. */
export function maskCardId(cardId: string): string {
  if (cardId.length <= 4) return '*'.repeat(cardId.length)
  return `${cardId.slice(0, 2)}${'*'.repeat(cardId.length - 4)}${cardId.slice(-2)}`
}

export function toPictureView(s: PictureSnapshot | undefined, side: PictureSide): PictureView {
  if (!s)
    return { side, status: 'empty', progress: 0, previewUrl: null, error: null, serverMessage: '' }
  const status =
    (['preparing', 'uploading', 'uploaded', 'failed'] as const).find((tag) => s.hasTag(tag)) ??
    'empty'
  const own = s.context.error
  return {
    side,
    status,
    progress: s.context.progress,
    previewUrl: status === 'empty' ? null : (s.context.prepared?.previewUrl ?? null),
    error: own,
    serverMessage: own ? s.context.serverMessage : '',
  }
}

const screens: KycScreen[] = [
  'loading',
  'loadFailed',
  'basic',
  'basicReview',
  'basicRejected',
  'lv1',
  'advanced',
  'advancedReview',
  'advancedRejected',
  'lv2',
]

/** `pictures` are the invoked sides' snapshots (`snapshot.children.front` / `.reverse`). */
export function toKycView(
  s: KycSnapshot,
  pictures: Partial<Record<PictureSide, PictureSnapshot>> = {},
): KycView {
  const c = s.context
  const screen = screens.find((v) => s.matches(v)) ?? 'loading'
  // a refused submission (999/998 are stored as none: the session announces them)
  const own = c.error
  const formError: KycFormError = {
    error: own,
    errorField: own ? c.errorField : null,
    serverMessage: own ? c.serverMessage : '',
  }
  const front = toPictureView(pictures.front, 'front')
  const reverse = toPictureView(pictures.reverse, 'reverse')
  const busy = (p: PictureView) => p.status === 'preparing' || p.status === 'uploading'
  const status = c.status
  return {
    screen,
    level: status?.level ?? 0,
    limits: KYC_LIMITS,
    emailBound: status?.emailBound ?? true,
    phoneBound: status?.phoneBound ?? true,
    failCode: status?.failCode ?? null,
    failReason: status?.failReason ?? '',
    isChecking: s.hasTag('checking'),
    identity: status?.basic ? { ...status.basic, cardId: maskCardId(status.basic.cardId) } : null,
    basic: {
      ...(screen === 'basic' ? formError : { error: null, errorField: null, serverMessage: '' }),
      idTypes,
      idType: c.idType,
      name: c.name,
      cardId: c.cardId,
      isSubmitting: screen === 'basic' && s.hasTag('submitting'),
    },
    advanced: {
      ...(screen === 'advanced' ? formError : { error: null, errorField: null, serverMessage: '' }),
      quality: c.quality,
      front,
      reverse,
      isSubmitting: screen === 'advanced' && s.hasTag('submitting'),
      canSubmit:
        !busy(front) && !busy(reverse) && !(screen === 'advanced' && s.hasTag('submitting')),
    },
    loadError: screen === 'loadFailed' ? c.error : null,
  }
}
