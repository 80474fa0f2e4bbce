import { describe, expect, it, vi } from 'vitest'
import { assign, createActor, fromCallback, fromPromise, setup, type AnyActorRef } from 'xstate'
import { UPLOAD_MAX_BYTES } from '@/api/contract/kyc'
import { ApiError } from '@/api/errors'
import type { PreparedPicture } from './kyc.actors'
import { pictureMachine, type PictureEvent } from './kyc-picture.machine'
import { frontSnapshots } from './kyc-picture.fixtures'
import { toPictureView, type PictureSnapshot } from './kyc.view'

const png = (size = 100) => new File([new Uint8Array(size)], 'card.png', { type: 'image/png' })

/** The picture machine under a small parent that records what it is told. */
function start(
  prepare = vi.fn(async (input: { file: Blob }): Promise<PreparedPicture> => ({
    blob: input.file,
    previewUrl: 'data:image/png;base64,AA==',
    name: 'card.png',
  })),
) {
  const uploads: Array<{
    sendBack: (e: PictureEvent) => void
    input: { blob: Blob; name: string }
    aborted: boolean
  }> = []
  const picture = pictureMachine.provide({
    actors: {
      preparePicture: fromPromise(async ({ input }) => prepare(input)),
      uploadPicture: fromCallback<PictureEvent, { blob: Blob; name: string }, PictureEvent>(
        ({ sendBack, input }) => {
          const call = { sendBack, input, aborted: false }
          uploads.push(call)
          return () => {
            call.aborted = true
          }
        },
      ),
    },
  })
  const parent = setup({
    types: {
      context: {} as { heard: Array<string | null> },
      events: {} as { type: 'picture.changed'; url: string | null },
    },
    actors: { picture },
  }).createMachine({
    context: { heard: [] },
    invoke: { id: 'picture', src: 'picture', input: { side: 'front' } },
    on: {
      'picture.changed': {
        actions: assign(({ context, event }) => ({ heard: [...context.heard, event.url] })),
      },
    },
  })
  const actor = createActor(parent).start()
  const child = actor.getSnapshot().children.picture as AnyActorRef
  const snap = () => child.getSnapshot() as PictureSnapshot
  const send = (event: PictureEvent) => child.send(event)
  const heard = () => actor.getSnapshot().context.heard
  return { actor, send, snap, heard, prepare, uploads, view: () => toPictureView(snap(), 'front') }
}

describe('document picture', () => {
  it('releases the preview when the form closes mid-way (the machine is stopped)', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
    const { actor, send, snap } = start(
      vi.fn(async (input: { file: Blob }) => ({
        blob: input.file,
        previewUrl: 'blob:preview-1',
        name: 'card.png',
      })),
    )
    send({ type: 'picture.pick', file: png(), quality: 'compressed' })
    await vi.waitFor(() => expect(snap().value).toBe('uploading'))
    expect(revoke).not.toHaveBeenCalled()
    actor.stop()
    expect(revoke).toHaveBeenCalledWith('blob:preview-1')
    revoke.mockRestore()
  })

  it('prepares, uploads with progress and tells the parent the stored path', async () => {
    const { send, snap, heard, uploads, view } = start()
    send({ type: 'picture.pick', file: png(), quality: 'compressed' })
    expect(snap().value).toBe('preparing')
    await vi.waitFor(() => expect(snap().value).toBe('uploading'))
    expect(uploads[0]!.input.name).toBe('card.png')
    uploads[0]!.sendBack({ type: 'upload.progress', percent: 30 })
    expect(view()).toMatchObject({
      status: 'uploading',
      progress: 30,
      previewUrl: 'data:image/png;base64,AA==',
    })
    uploads[0]!.sendBack({ type: 'upload.done', url: '/uploads/a.png' })
    expect(view()).toMatchObject({ status: 'uploaded', progress: 100 })
    expect(heard()).toEqual(['/uploads/a.png'])
  })

  it('refuses what is not an accepted picture, and sends nothing', () => {
    const { send, snap, prepare, uploads } = start()
    const refused: Array<[File, 'compressed' | 'original', string]> = [
      [new File(['<html>'], 'card.png', { type: 'text/html' }), 'compressed', 'fileTypeInvalid'],
      [
        new File(['<svg/>'], 'card.svg', { type: 'image/svg+xml' }),
        'compressed',
        'fileTypeInvalid',
      ],
      [new File(['GIF89a'], 'card.gif', { type: 'image/gif' }), 'original', 'fileTypeInvalid'],
      [png(UPLOAD_MAX_BYTES + 1), 'original', 'fileTooLarge'],
    ]
    for (const [file, quality, code] of refused) {
      send({ type: 'picture.pick', file, quality })
      expect(snap().value).toBe('empty')
      expect(snap().context.error).toBe(code)
    }
    expect(prepare).not.toHaveBeenCalled()
    expect(uploads).toHaveLength(0)
  })

  it('compresses a picture too large to send as it is', async () => {
    const { send, snap, uploads } = start(
      vi.fn(async () => ({
        blob: new Blob([new Uint8Array(1000)]),
        previewUrl: 'data:,',
        name: 'card.jpg',
      })),
    )
    send({ type: 'picture.pick', file: png(UPLOAD_MAX_BYTES + 1), quality: 'compressed' })
    expect(snap().value).toBe('preparing')
    await vi.waitFor(() => expect(snap().value).toBe('uploading'))
    expect(uploads[0]!.input).toMatchObject({ name: 'card.jpg' })
    expect(uploads[0]!.input.blob.size).toBe(1000)
  })

  it('refuses a picture still too large once prepared', async () => {
    const { send, snap, uploads } = start(
      vi.fn(async () => ({
        blob: new Blob([new Uint8Array(UPLOAD_MAX_BYTES + 1)]),
        previewUrl: 'data:,',
        name: 'x.jpg',
      })),
    )
    send({ type: 'picture.pick', file: png(), quality: 'compressed' })
    await vi.waitFor(() => expect(snap().value).toBe('empty'))
    expect(snap().context.error).toBe('fileTooLarge')
    expect(uploads).toHaveLength(0)
  })

  it('calls a file the browser cannot decode not a picture', async () => {
    const { send, snap } = start(vi.fn(async () => Promise.reject(new Error('decode'))))
    send({ type: 'picture.pick', file: png(), quality: 'compressed' })
    await vi.waitFor(() => expect(snap().value).toBe('empty'))
    expect(snap().context.error).toBe('fileTypeInvalid')
  })

  it('waits after a failed upload and sends the same picture again on retry', async () => {
    const { send, snap, uploads, view, heard } = start()
    send({ type: 'picture.pick', file: png(), quality: 'original' })
    await vi.waitFor(() => expect(snap().value).toBe('uploading'))
    uploads[0]!.sendBack({ type: 'upload.failed', error: new ApiError('invalidResponse') })
    expect(view()).toMatchObject({ status: 'failed', error: 'invalidResponse' })
    send({ type: 'picture.retry' })
    expect(view()).toMatchObject({ status: 'uploading', progress: 0, error: null })
    expect(uploads[1]!.input.blob).toBe(uploads[0]!.input.blob)
    uploads[1]!.sendBack({ type: 'upload.done', url: '/uploads/b.png' })
    expect(heard()).toEqual(['/uploads/b.png'])
  })

  it('withdraws a removed or replaced picture, and cancels an upload in flight', async () => {
    const { send, snap, uploads, heard } = start()
    send({ type: 'picture.pick', file: png(), quality: 'original' })
    await vi.waitFor(() => expect(snap().value).toBe('uploading'))
    uploads[0]!.sendBack({ type: 'upload.done', url: '/uploads/a.png' })
    send({ type: 'picture.pick', file: png(200), quality: 'original' })
    expect(heard()).toEqual(['/uploads/a.png', null])
    await vi.waitFor(() => expect(snap().value).toBe('uploading'))
    send({ type: 'picture.remove' })
    expect(uploads[1]!.aborted).toBe(true)
    expect(snap().value).toBe('empty')
    expect(snap().context.prepared).toBeNull()
  })

  it('keeps an uploaded picture when the next pick is refused', async () => {
    const { send, snap, uploads } = start()
    send({ type: 'picture.pick', file: png(), quality: 'original' })
    await vi.waitFor(() => expect(snap().value).toBe('uploading'))
    uploads[0]!.sendBack({ type: 'upload.done', url: '/uploads/a.png' })
    send({
      type: 'picture.pick',
      file: new File(['x'], 'x.txt', { type: 'text/plain' }),
      quality: 'original',
    })
    expect(snap().value).toBe('uploaded')
    expect(snap().context).toMatchObject({ url: '/uploads/a.png', error: 'fileTypeInvalid' })
  })

  it('has a fixture for every state', () => {
    const covered = new Set(Object.values(frontSnapshots).map((s) => String(s.value)))
    expect([...covered].sort()).toEqual(Object.keys(pictureMachine.root.states).sort())
  })
})
