import { describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor, type AnyActorRef } from 'xstate'
import { ApiError } from '@/api/errors'
import { uncoveredLeaves } from '@/test/state-coverage'
import type { PreparedPicture } from '../kyc/kyc.actors'
import { pictureMachine, type PictureEvent, type PictureQuality } from '../kyc/kyc-picture.machine'
import type { PictureSnapshot } from '../kyc/kyc.view'
import { profileFixtures, profileSnapshots } from './profile.fixtures'
import { profileMachine, type ProfileEmitted, type ProfileUser } from './profile.machine'
import { toProfileView } from './profile.view'

const user: ProfileUser = { nickname: 'ana', signature: 'Hello there', head_portrait: '' }

type Upload = { sendBack: (e: PictureEvent) => void; input: { blob: Blob; name: string } }

function start(
  opts: {
    saveField?: (input: { field: string; value: string }) => Promise<number>
    saveAvatar?: (input: { path: string }) => Promise<number>
  } = {},
) {
  const saveField = vi.fn(opts.saveField ?? (async () => 1))
  const saveAvatar = vi.fn(opts.saveAvatar ?? (async () => 1))
  const uploads: Upload[] = []
  const picture = pictureMachine.provide({
    actors: {
      preparePicture: fromPromise(
        async ({
          input,
        }: {
          input: { file: Blob; quality: PictureQuality }
        }): Promise<PreparedPicture> => ({
          blob: input.file,
          previewUrl: 'data:image/png;base64,AA==',
          name: 'avatar.png',
        }),
      ),
      uploadPicture: fromCallback<PictureEvent, { blob: Blob; name: string }, PictureEvent>(
        ({ sendBack, input }) => void uploads.push({ sendBack, input }),
      ),
    },
  })
  const actor = createActor(
    profileMachine.provide({
      actors: {
        saveField: fromPromise(({ input }) => saveField(input)),
        saveAvatar: fromPromise(({ input }) => saveAvatar(input)),
        picture,
      },
    }),
    { input: { user } },
  )
  const emitted: ProfileEmitted[] = []
  actor.on('*', (e) => emitted.push(e))
  actor.start()
  const pictureSnapshot = () =>
    (actor.getSnapshot().children.picture as AnyActorRef).getSnapshot() as PictureSnapshot
  const view = () => toProfileView(actor.getSnapshot(), pictureSnapshot())
  return { actor, saveField, saveAvatar, uploads, emitted, view }
}

const png = () => new File([new Uint8Array(64)], 'me.png', { type: 'image/png' })

/** Opens the editor of `field`, types `draft` and submits. */
function submit(p: ReturnType<typeof start>, field: 'nickname' | 'signature', draft: string) {
  p.actor.send({ type: `${field}.edit` })
  p.actor.send({ type: 'draft.change', value: draft })
  p.actor.send({ type: 'form.submit' })
}

describe('profile: nickname and signature (spec §5)', () => {
  it.each([
    ['', 'profile.nickname.required'],
    ['   ', 'profile.nickname.required'],
    ['a', 'profile.nickname.length'],
    ['安', 'profile.nickname.length'],
    ['abcdefghijk', 'profile.nickname.length'],
    ['安娜安娜安娜安娜安娜安', 'profile.nickname.length'],
    ['ana!', 'profile.nickname.characters'],
    ['ana bob', 'profile.nickname.characters'],
    ['ana_1', 'profile.nickname.characters'],
    ['<b>ana</b>', 'profile.nickname.characters'],
    ['ana😀', 'profile.nickname.characters'],
    ['あいう', 'profile.nickname.characters'],
    ['Ａｎａ', 'profile.nickname.characters'],
  ])('refuses the nickname %j with %s and sends nothing', (draft, issue) => {
    const p = start()
    submit(p, 'nickname', draft)
    expect(p.actor.getSnapshot().matches({ details: 'editing' })).toBe(true)
    expect(p.view().editor).toMatchObject({ field: 'nickname', issue, error: null })
    expect(p.saveField).not.toHaveBeenCalled()
  })

  it.each([
    ['', 'profile.signature.required'],
    ['  \n ', 'profile.signature.required'],
    ['a', 'profile.signature.length'],
    ['x'.repeat(31), 'profile.signature.length'],
    ['<b>bold</b>', 'profile.signature.characters'],
    ['to the moon 🚀', 'profile.signature.characters'],
    ['price $100', 'profile.signature.characters'],
    ['a\u0000b', 'profile.signature.characters'],
  ])('refuses the signature %j with %s and sends nothing', (draft, issue) => {
    const p = start()
    submit(p, 'signature', draft)
    expect(p.view().editor).toMatchObject({ field: 'signature', issue })
    expect(p.saveField).not.toHaveBeenCalled()
  })

  it('forgets the refusal as soon as the draft changes', () => {
    const p = start()
    submit(p, 'nickname', 'a')
    p.actor.send({ type: 'draft.change', value: 'ab' })
    expect(p.view().editor?.issue).toBeNull()
  })

  it.each([
    ['nickname', ' 安娜ana1 ', '安娜ana1'],
    ['nickname', '𠮷野', '𠮷野'],
    ['signature', '  Buy   the dip,\nsell the rip!  ', 'Buy the dip, sell the rip!'],
    ['signature', 'ยินดีที่ได้รู้จัก', 'ยินดีที่ได้รู้จัก'],
  ] as const)('saves the %s %j as %j, then says so', async (field, draft, saved) => {
    const p = start()
    submit(p, field, draft)
    expect(p.view().editor?.isSaving).toBe(true)
    await waitFor(p.actor, (s) => s.matches({ details: 'viewing' }))
    expect(p.saveField).toHaveBeenCalledExactlyOnceWith({ field, value: saved })
    expect(p.view()[field]).toBe(saved)
    expect(p.view().editor).toBeNull()
    expect(p.emitted).toEqual([{ type: 'saved', field }])
  })

  it('closes without a request when nothing changed', () => {
    const p = start()
    submit(p, 'signature', ' Hello  there ')
    expect(p.view().editor).toBeNull()
    expect(p.saveField).not.toHaveBeenCalled()
    expect(p.emitted).toEqual([])
  })

  it('keeps the draft and says why when the server refuses', async () => {
    const p = start({
      saveField: async () => {
        throw new ApiError('parameterError', { serverMessage: 'Nickname refused' })
      },
    })
    submit(p, 'nickname', 'Ana2025')
    await waitFor(p.actor, (s) => s.matches({ details: 'editing' }))
    expect(p.view().editor).toMatchObject({
      draft: 'Ana2025',
      error: 'parameterError',
      serverMessage: 'Nickname refused',
      isSaving: false,
    })
    expect(p.view().nickname).toBe('ana')
    expect(p.emitted).toEqual([])
  })

  it('leaves a 999 to the session', async () => {
    const p = start({
      saveField: async () => {
        throw new ApiError('sessionExpired')
      },
    })
    submit(p, 'nickname', 'Ana2025')
    await waitFor(p.actor, (s) => s.matches({ details: 'editing' }))
    expect(p.view().editor?.error).toBeNull()
  })

  it('cancels an edit without saving', () => {
    const p = start()
    p.actor.send({ type: 'nickname.edit' })
    expect(p.view().editor).toMatchObject({ field: 'nickname', draft: 'ana', maxLength: 10 })
    p.actor.send({ type: 'draft.change', value: 'bob' })
    p.actor.send({ type: 'form.cancel' })
    expect(p.view()).toMatchObject({ nickname: 'ana', editor: null })
  })

  it('starts from the session’s user, a missing signature read as none', () => {
    const actor = createActor(profileMachine, {
      input: { user: { nickname: 'Ana', head_portrait: '/uploads/x.jpg' } },
    }).start()
    expect(toProfileView(actor.getSnapshot())).toMatchObject({ nickname: 'Ana', signature: '' })
    expect(toProfileView(actor.getSnapshot()).avatar.src).toBe('/uploads/x.jpg')
    actor.stop()
  })
})

describe('profile: avatar (spec §9: one picture, original or compressed)', () => {
  it('uploads the picked picture, then saves its path as the avatar', async () => {
    const p = start()
    p.actor.send({ type: 'avatar.choose' })
    expect(p.view().avatar.isChoosing).toBe(true)
    p.actor.send({ type: 'avatar.pick', file: png(), quality: 'original' })
    expect(p.view().avatar.isChoosing).toBe(false)
    await vi.waitFor(() => expect(p.uploads).toHaveLength(1))
    p.uploads[0]!.sendBack({ type: 'upload.progress', percent: 40 })
    expect(p.view().avatar).toMatchObject({ status: 'uploading', progress: 40 })
    p.uploads[0]!.sendBack({ type: 'upload.done', url: '/uploads/new.png' })
    await waitFor(p.actor, (s) => s.matches({ avatar: 'idle' }))
    expect(p.saveAvatar).toHaveBeenCalledExactlyOnceWith({ path: '/uploads/new.png' })
    expect(p.actor.getSnapshot().context.avatar).toBe('/uploads/new.png')
    // the local preview stays on screen: no download of what was just sent
    expect(p.view().avatar).toMatchObject({ status: 'idle', src: 'data:image/png;base64,AA==' })
    expect(p.emitted).toEqual([{ type: 'saved', field: 'avatar' }])
  })

  it('refuses a file that is not a picture and sends nothing', async () => {
    const p = start()
    p.actor.send({ type: 'avatar.choose' })
    p.actor.send({
      type: 'avatar.pick',
      file: new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
      quality: 'compressed',
    })
    expect(p.view().avatar).toMatchObject({ status: 'idle', error: 'fileTypeInvalid' })
    expect(p.uploads).toHaveLength(0)
    expect(p.saveAvatar).not.toHaveBeenCalled()
  })

  it('offers a retry when the upload fails, and sends the picture again', async () => {
    const p = start()
    p.actor.send({ type: 'avatar.choose' })
    p.actor.send({ type: 'avatar.pick', file: png(), quality: 'original' })
    await vi.waitFor(() => expect(p.uploads).toHaveLength(1))
    p.uploads[0]!.sendBack({ type: 'upload.failed', error: new ApiError('invalidResponse') })
    expect(p.view().avatar).toMatchObject({
      status: 'uploadFailed',
      error: 'invalidResponse',
      canRetry: true,
    })
    p.actor.send({ type: 'avatar.retry' })
    expect(p.uploads).toHaveLength(2)
    expect(p.view().avatar.status).toBe('uploading')
    expect(p.saveAvatar).not.toHaveBeenCalled()
  })

  it('keeps the old avatar when saving fails; retry saves the same upload', async () => {
    let calls = 0
    const p = start({
      saveAvatar: async () => {
        calls += 1
        if (calls === 1) throw new ApiError('network')
        return 1
      },
    })
    p.actor.send({ type: 'avatar.choose' })
    p.actor.send({ type: 'avatar.pick', file: png(), quality: 'original' })
    await vi.waitFor(() => expect(p.uploads).toHaveLength(1))
    p.uploads[0]!.sendBack({ type: 'upload.done', url: '/uploads/new.png' })
    await waitFor(p.actor, (s) => s.matches({ avatar: 'saveFailed' }))
    expect(p.view().avatar).toMatchObject({
      status: 'saveFailed',
      error: 'network',
      canRetry: true,
    })
    expect(p.actor.getSnapshot().context.avatar).toBe('')
    p.actor.send({ type: 'avatar.retry' })
    await waitFor(p.actor, (s) => s.matches({ avatar: 'idle' }))
    expect(p.saveAvatar).toHaveBeenNthCalledWith(2, { path: '/uploads/new.png' })
    expect(p.uploads).toHaveLength(1)
    expect(p.emitted).toEqual([{ type: 'saved', field: 'avatar' }])
  })

  it('discarding a failed save puts the old avatar back', async () => {
    const p = start({
      saveAvatar: async () => {
        throw new ApiError('parameterError', { serverMessage: 'Not your picture' })
      },
    })
    p.actor.send({ type: 'avatar.choose' })
    p.actor.send({ type: 'avatar.pick', file: png(), quality: 'original' })
    await vi.waitFor(() => expect(p.uploads).toHaveLength(1))
    p.uploads[0]!.sendBack({ type: 'upload.done', url: '/uploads/new.png' })
    await waitFor(p.actor, (s) => s.matches({ avatar: 'saveFailed' }))
    expect(p.view().avatar.serverMessage).toBe('Not your picture')
    p.actor.send({ type: 'avatar.discard' })
    expect(p.view().avatar).toMatchObject({ status: 'idle', src: null, error: null })
  })

  it('closes the chooser without picking', () => {
    const p = start()
    p.actor.send({ type: 'avatar.choose' })
    p.actor.send({ type: 'avatar.cancel' })
    expect(p.view().avatar).toMatchObject({ status: 'idle', isChoosing: false })
  })
})

describe('profile fixtures', () => {
  it('cover every state', () => {
    expect(uncoveredLeaves(profileMachine, profileSnapshots)).toEqual([])
  })

  it('read as the states they are named after', () => {
    const view = (name: keyof typeof profileFixtures) => {
      const f: {
        snapshot: (typeof profileFixtures)[typeof name]['snapshot']
        picture?: PictureSnapshot
      } = profileFixtures[name]
      return toProfileView(f.snapshot, f.picture)
    }
    expect(view('avatarUploading').avatar).toMatchObject({ status: 'uploading', progress: 42 })
    expect(view('avatarUnreadable').avatar).toMatchObject({
      status: 'uploadFailed',
      error: 'invalidResponse',
    })
    expect(view('avatarSaveFailed').avatar).toMatchObject({
      status: 'saveFailed',
      error: 'network',
    })
    expect(view('nicknameInvalid').editor).toMatchObject({ issue: 'profile.nickname.characters' })
    expect(view('savingSignature').editor).toMatchObject({ field: 'signature', isSaving: true })
    expect(view('blank')).toMatchObject({ signature: '', avatar: { src: null } })
  })
})
