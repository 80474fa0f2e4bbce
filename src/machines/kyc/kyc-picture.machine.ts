/**
 * One side of the identity document for the advanced level (spec §3 front_pic / reverse_pic,
 * §7 upload, §9 "one image, original or compressed"). Invoked twice by the KYC machine.
 * empty → preparing (compress, or keep the original) → uploading (progress) → uploaded;
 * a failed upload waits in `failed` for `picture.retry`. A file that is not an accepted picture,
 * or too large, is refused where it was picked and nothing is sent. The parent hears
 * `picture.changed` with the stored path when a side is uploaded, and with null when it is not.
 */
import { assign, fromCallback, sendParent, sendTo, setup, type ActorRefFrom } from 'xstate'
import { UPLOAD_MAX_BYTES, uploadImageTypes } from '@/api/contract/kyc'
import type { ErrorCode } from '@/api/errors'
import { ownError } from '../own-error'
import { preparePicture, uploadPicture, type PreparedPicture } from './kyc.actors'

export type PictureSide = 'front' | 'reverse'
/** "Original or compressed" (spec §9): compressed pictures are redrawn smaller as JPEG. */
export type PictureQuality = 'compressed' | 'original'

/** A compressed picture may start this large; it must end under UPLOAD_MAX_BYTES. */
export const COMPRESS_INPUT_MAX_BYTES = 40 * 1024 * 1024

export type PictureEvent =
  | { type: 'picture.pick'; file: File; quality: PictureQuality }
  | { type: 'picture.retry' }
  | { type: 'picture.remove' }
  | { type: 'upload.progress'; percent: number }
  | { type: 'upload.done'; url: string }
  | { type: 'upload.failed'; error: unknown }

export interface PictureInput {
  side: PictureSide
}

export interface PictureContext {
  side: PictureSide
  file: File | null
  quality: PictureQuality
  prepared: PreparedPicture | null
  /** 0–100 while uploading. */
  progress: number
  /** The stored picture's path once uploaded. */
  url: string | null
  error: ErrorCode | null
  serverMessage: string
}

type Pick = Extract<PictureEvent, { type: 'picture.pick' }>
/** Typed params from a `picture.pick`: the file and the quality asked for. */
const picked = ({ event }: { event: Pick }) => ({ file: event.file, quality: event.quality })

/** Why a picked file cannot be used, or null. */
function pickError({ file, quality }: Omit<Pick, 'type'>): ErrorCode | null {
  if (quality === 'original') {
    if (!(uploadImageTypes as readonly string[]).includes(file.type)) return 'fileTypeInvalid'
    return file.size > UPLOAD_MAX_BYTES ? 'fileTooLarge' : null
  }
  // any picture the browser can decode is redrawn as JPEG, but never a vector drawing
  if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') return 'fileTypeInvalid'
  return file.size > COMPRESS_INPUT_MAX_BYTES ? 'fileTooLarge' : null
}

const noError = { error: null, serverMessage: '' }

type PreviewEvent = { type: 'preview.hold'; url: string }

/**
 * Owns the preview's object URL for the machine's whole life: XState runs no exit action when
 * an actor is stopped (the form closed mid-way), but it does stop its children, and this one
 * releases the last preview it was given then. Revoking an already revoked URL does nothing.
 */
const previewKeeper = fromCallback<PreviewEvent>(({ receive }) => {
  let held: string | null = null
  receive((event) => {
    held = event.url
  })
  return () => {
    if (held?.startsWith('blob:')) URL.revokeObjectURL(held)
  }
})

export const pictureMachine = setup({
  types: {
    context: {} as PictureContext,
    events: {} as PictureEvent,
    input: {} as PictureInput,
    /** For views: the side's step (busy while preparing or uploading). */
    tags: {} as 'busy' | 'preparing' | 'uploading' | 'uploaded' | 'failed',
  },
  actors: { preparePicture, uploadPicture, previewKeeper },
  guards: {
    isPickable: (_, pick: Omit<Pick, 'type'>) => pickError(pick) === null,
    fitsUpload: (_, params: { size: number }) => params.size <= UPLOAD_MAX_BYTES,
  },
  actions: {
    rememberPick: assign((_, { file, quality }: Omit<Pick, 'type'>) => ({
      file,
      quality,
      ...noError,
    })),
    refusePick: assign((_, pick: Omit<Pick, 'type'>) => ({
      error: pickError(pick),
      serverMessage: '',
    })),
    releasePreview: assign(({ context }) => {
      const url = context.prepared?.previewUrl
      if (url?.startsWith('blob:')) URL.revokeObjectURL(url)
      return { prepared: null, url: null, progress: 0 }
    }),
    rememberError: assign((_, params: { error: unknown }) => ownError(params.error)),
    announce: sendParent(({ context }) => ({
      type: 'picture.changed',
      side: context.side,
      url: context.url,
    })),
    withdraw: sendParent(({ context }) => ({
      type: 'picture.changed',
      side: context.side,
      url: null,
    })),
  },
}).createMachine({
  id: 'picture',
  context: ({ input }) => ({
    side: input.side,
    file: null,
    quality: 'compressed',
    prepared: null,
    progress: 0,
    url: null,
    ...noError,
  }),
  on: {
    // a new pick replaces whatever this side held; an unusable one leaves it as it was
    'picture.pick': [
      {
        guard: { type: 'isPickable', params: picked },
        target: '.preparing',
        actions: ['releasePreview', { type: 'rememberPick', params: picked }],
      },
      { actions: { type: 'refusePick', params: picked } },
    ],
    // also cancels a picture still being prepared or sent
    'picture.remove': { target: '.empty', actions: ['releasePreview', assign(noError)] },
  },
  invoke: { id: 'previews', src: 'previewKeeper' },
  initial: 'empty',
  states: {
    empty: {},
    preparing: {
      tags: ['busy', 'preparing'],
      invoke: {
        src: 'preparePicture',
        input: ({ context }) => ({ file: context.file!, quality: context.quality }),
        onDone: [
          {
            guard: {
              type: 'fitsUpload',
              params: ({ event }) => ({ size: event.output.blob.size }),
            },
            target: 'uploading',
            actions: [
              assign(({ event }) => ({ prepared: event.output })),
              sendTo('previews', ({ event }) => ({
                type: 'preview.hold',
                url: event.output.previewUrl,
              })),
            ],
          },
          {
            target: 'empty',
            actions: assign(({ event }) => {
              if (event.output.previewUrl.startsWith('blob:'))
                URL.revokeObjectURL(event.output.previewUrl)
              return { error: 'fileTooLarge' as const }
            }),
          },
        ],
        // the browser could not decode it: not a picture after all
        onError: { target: 'empty', actions: assign({ error: 'fileTypeInvalid' }) },
      },
    },
    uploading: {
      tags: ['busy', 'uploading'],
      entry: assign({ progress: 0, ...noError }),
      invoke: {
        src: 'uploadPicture',
        input: ({ context }) => ({ blob: context.prepared!.blob, name: context.prepared!.name }),
      },
      on: {
        'upload.progress': { actions: assign(({ event }) => ({ progress: event.percent })) },
        'upload.done': {
          target: 'uploaded',
          actions: assign(({ event }) => ({ url: event.url, progress: 100 })),
        },
        'upload.failed': {
          target: 'failed',
          actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    uploaded: { tags: ['uploaded'], entry: 'announce', exit: 'withdraw' },
    failed: { tags: ['failed'], on: { 'picture.retry': 'uploading' } },
  },
})

export type PictureRef = ActorRefFrom<typeof pictureMachine>
