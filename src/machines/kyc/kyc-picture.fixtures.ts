/**
 * One snapshot per state of a document side (kyc-picture.machine.ts). Previews are small drawn
 * cards (data URLs), so stories show a picture without any network or file.
 */
import { MockFrontPic, MockReversePic } from '@/api/contract/kyc.fixtures'
import type { PreparedPicture } from './kyc.actors'
import { pictureMachine, type PictureContext, type PictureSide } from './kyc-picture.machine'
import type { PictureSnapshot } from './kyc.view'

const svg = (body: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 100">${body}</svg>`)}`

/** A drawn identity card: photo and lines on the front, a magnetic strip and code on the back. */
export const MockPreviews: Record<PictureSide, string> = {
  front: svg(
    '<rect width="160" height="100" rx="8" fill="#dfe7f5"/><rect x="12" y="18" width="40" height="52" rx="4" fill="#9fb3d6"/>' +
      '<circle cx="32" cy="36" r="10" fill="#6d86b3"/><path d="M16 66c4-12 28-12 32 0" fill="#6d86b3"/>' +
      '<rect x="62" y="22" width="80" height="8" rx="3" fill="#6d86b3"/><rect x="62" y="40" width="64" height="6" rx="3" fill="#9fb3d6"/>' +
      '<rect x="62" y="54" width="72" height="6" rx="3" fill="#9fb3d6"/><rect x="12" y="80" width="136" height="8" rx="3" fill="#b8c7e3"/>',
  ),
  reverse: svg(
    '<rect width="160" height="100" rx="8" fill="#e6ece3"/><rect y="14" width="160" height="18" fill="#56604f"/>' +
      '<rect x="12" y="44" width="96" height="6" rx="3" fill="#a8b59f"/><rect x="12" y="58" width="80" height="6" rx="3" fill="#a8b59f"/>' +
      '<path d="M118 44h2v40h-2zm5 0h1v40h-1zm3 0h3v40h-3zm5 0h1v40h-1zm4 0h2v40h-2zm5 0h3v40h-3zm5 0h1v40h-1z" fill="#56604f"/>',
  ),
}

const urls: Record<PictureSide, string> = { front: MockFrontPic, reverse: MockReversePic }

export function mockPrepared(side: PictureSide): PreparedPicture {
  return {
    blob: new Blob([side], { type: 'image/jpeg' }),
    previewUrl: MockPreviews[side],
    name: `${side}.jpg`,
  }
}

function at(
  value: 'empty' | 'preparing' | 'uploading' | 'uploaded' | 'failed',
  side: PictureSide,
  over: Partial<PictureContext> = {},
) {
  const context: PictureContext = {
    side,
    file: null,
    quality: 'compressed',
    prepared: value === 'empty' || value === 'preparing' ? null : mockPrepared(side),
    progress: 0,
    url: null,
    error: null,
    serverMessage: '',
    ...over,
  }
  return pictureMachine.resolveState({ value, context }) as PictureSnapshot
}

/** Per side, one entry per state a document side can show. */
export function pictureSnapshots(side: PictureSide) {
  return {
    empty: at('empty', side),
    /** A file that is not a JPEG, PNG or WebP was picked: refused, nothing sent. */
    wrongType: at('empty', side, { error: 'fileTypeInvalid' }),
    tooLarge: at('empty', side, { error: 'fileTooLarge' }),
    preparing: at('preparing', side),
    uploading: at('uploading', side, { progress: 42 }),
    uploaded: at('uploaded', side, { progress: 100, url: urls[side] }),
    failed: at('failed', side, { error: 'network' }),
    /** The upload answered something unreadable: "failed to parse response data". */
    unreadable: at('failed', side, { error: 'invalidResponse' }),
  }
}

export const frontSnapshots = pictureSnapshots('front')
export const reverseSnapshots = pictureSnapshots('reverse')
