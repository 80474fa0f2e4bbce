/**
 * The picture machine's actors: preparing a picked file (kept as it is, or redrawn smaller on a
 * canvas as JPEG) and uploading it with progress. Both are replaced with `.provide()` in tests
 * and stories; the canvas one needs a browser.
 */
import { fromCallback, fromPromise } from 'xstate'
import { uploadApi } from '@/api/upload'
import type { PictureEvent, PictureQuality } from './kyc-picture.machine'

/** A picture ready to send: the bytes, a URL to preview them, and the file name to send. */
export interface PreparedPicture {
  blob: Blob
  previewUrl: string
  name: string
}

/** Longest edge of a compressed picture: a document stays readable, the file stays small. */
export const COMPRESSED_MAX_EDGE = 1600
export const COMPRESSED_QUALITY = 0.85

function baseName(file: Blob): string {
  const name = 'name' in file && typeof file.name === 'string' ? file.name : 'picture'
  return name.replace(/\.[^.]*$/, '') || 'picture'
}

async function compress(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file)
  try {
    const scale = Math.min(1, COMPRESSED_MAX_EDGE / Math.max(bitmap.width, bitmap.height))
    const width = Math.max(1, Math.round(bitmap.width * scale))
    const height = Math.max(1, Math.round(bitmap.height * scale))
    const canvas = new OffscreenCanvas(width, height)
    const context = canvas.getContext('2d')
    if (!context) throw new Error('no 2d canvas')
    // JPEG has no transparency: a white sheet behind transparent PNGs
    context.fillStyle = '#ffffff'
    context.fillRect(0, 0, width, height)
    context.drawImage(bitmap, 0, 0, width, height)
    return await canvas.convertToBlob({ type: 'image/jpeg', quality: COMPRESSED_QUALITY })
  } finally {
    bitmap.close()
  }
}

export const preparePicture = fromPromise<PreparedPicture, { file: Blob; quality: PictureQuality }>(
  async ({ input: { file, quality } }) => {
    let blob: Blob = file
    let name = 'name' in file && typeof file.name === 'string' ? file.name : 'picture'
    if (quality === 'compressed') {
      const smaller = await compress(file)
      // an already small JPEG can grow when redrawn; then the original is the better choice
      if (smaller.size < file.size || file.type !== 'image/jpeg') {
        blob = smaller
        name = `${baseName(file)}.jpg`
      }
    }
    return { blob, previewUrl: URL.createObjectURL(blob), name }
  },
)

/** Sends the picture; reports progress, then `upload.done` or `upload.failed`. Stopping aborts it. */
export const uploadPicture = fromCallback<PictureEvent, { blob: Blob; name: string }, PictureEvent>(
  ({ input, sendBack }) => {
    const abort = new AbortController()
    uploadApi
      .image(input.blob, {
        signal: abort.signal,
        fileName: input.name,
        onProgress: (percent) => sendBack({ type: 'upload.progress', percent }),
      })
      .then(
        (url) => sendBack({ type: 'upload.done', url }),
        (error: unknown) => {
          if (!abort.signal.aborted) sendBack({ type: 'upload.failed', error })
        },
      )
    return () => abort.abort()
  },
)
