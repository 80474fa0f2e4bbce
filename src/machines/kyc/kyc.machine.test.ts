import { describe, expect, it, vi } from 'vitest'
import {
  createActor,
  fromCallback,
  fromPromise,
  SimulatedClock,
  waitFor,
  type AnyActorRef,
} from 'xstate'
import { RealState, type KycStatus } from '@/api/contract/kyc'
import { MockFrontPic, MockRealState, MockReversePic } from '@/api/contract/kyc.fixtures'
import { ApiError } from '@/api/errors'
import { pictureMachine, type PictureEvent } from './kyc-picture.machine'
import { kycSnapshots } from './kyc.fixtures'
import { kycMachine, type KycEmitted } from './kyc.machine'
import { toKycView, type PictureSnapshot } from './kyc.view'

type Stage = keyof typeof MockRealState
const status = (key: Stage): KycStatus => RealState.parse(MockRealState[key])

function start(first: Stage | Error = 'unverified') {
  const clock = new SimulatedClock()
  const answers: Array<KycStatus | Error> = [first instanceof Error ? first : status(first)]
  const loadState = vi.fn(async () => {
    const next = answers.length > 1 ? answers.shift()! : answers[0]!
    if (next instanceof Error) throw next
    return next
  })
  const submitBasic = vi.fn(async (_: unknown) => 'submitted')
  const submitAdvanced = vi.fn(async (_: unknown) => 'submitted')
  // each picked file uploads at once to the path named after it
  const picture = pictureMachine.provide({
    actors: {
      preparePicture: fromPromise(async ({ input }) => ({
        blob: input.file,
        previewUrl: 'data:,',
        name: 'p.jpg',
      })),
      uploadPicture: fromCallback<PictureEvent, { blob: Blob; name: string }, PictureEvent>(
        ({ sendBack, input }) => {
          sendBack({ type: 'upload.done', url: (input.blob as File).name })
        },
      ),
    },
  })
  const machine = kycMachine.provide({
    actors: {
      loadState: fromPromise(loadState),
      submitBasic: fromPromise(async ({ input }) => submitBasic(input)),
      submitAdvanced: fromPromise(async ({ input }) => submitAdvanced(input)),
      picture,
    },
  })
  const actor = createActor(machine, { clock })
  const emitted: KycEmitted[] = []
  actor.on('*', (e) => emitted.push(e as KycEmitted))
  actor.start()
  const pictures = () => {
    const c = actor.getSnapshot().children as Record<string, AnyActorRef | undefined>
    return {
      front: c.front?.getSnapshot() as PictureSnapshot,
      reverse: c.reverse?.getSnapshot() as PictureSnapshot,
    }
  }
  const view = () => toKycView(actor.getSnapshot(), pictures())
  const settled = (screen: string) => waitFor(actor, (s) => s.matches(screen as 'loading'))
  /** What the next loads answer (the last one repeats). */
  const willLoad = (...next: Array<Stage | Error>) =>
    answers.splice(0, answers.length, ...next.map((n) => (n instanceof Error ? n : status(n))))
  return { actor, clock, loadState, submitBasic, submitAdvanced, emitted, view, settled, willLoad }
}

const file = (name: string) => new File([name], name, { type: 'image/jpeg' })

describe('kyc: loading and routing', () => {
  const routes: Array<[Stage, string]> = [
    ['unverified', 'basic'],
    ['basicPending', 'basicReview'],
    ['basicRejected', 'basicRejected'],
    ['lv1', 'lv1'],
    ['advancedPending', 'advancedReview'],
    ['advancedRejected', 'advancedRejected'],
    ['lv2', 'lv2'],
  ]
  for (const [stage, screen] of routes) {
    it(`shows ${screen} for a user at ${stage}`, async () => {
      const { settled, view } = start(stage)
      await settled(screen)
      expect(view().screen).toBe(screen)
    })
  }

  it('offers a retry when the state cannot be loaded', async () => {
    const { actor, settled, view, willLoad } = start(new ApiError('network'))
    await settled('loadFailed')
    expect(view()).toMatchObject({ screen: 'loadFailed', loadError: 'network' })
    willLoad('lv1')
    actor.send({ type: 'status.retry' })
    await settled('lv1')
    expect(view()).toMatchObject({ level: 1, loadError: null })
  })
})

describe('kyc: basic level', () => {
  const fill = (
    a: ReturnType<typeof start>['actor'],
    fields: { idType?: '' | '0' | '1' | '2'; name?: string; cardId?: string },
  ) => {
    if (fields.idType) a.send({ type: 'idType.change', value: fields.idType })
    a.send({ type: 'name.change', value: fields.name ?? 'Ana Souza' })
    a.send({ type: 'cardId.change', value: fields.cardId ?? 'ab 123-4567' })
  }

  const invalid: Array<[{ idType?: '' | '1'; name?: string; cardId?: string }, string, string]> = [
    [{ idType: '' }, 'idTypeRequired', 'idType'],
    [{ idType: '1', name: '   ' }, 'nameRequired', 'name'],
    [{ idType: '1', name: 'A' }, 'nameInvalid', 'name'],
    [{ idType: '1', name: 'N'.repeat(51) }, 'nameInvalid', 'name'],
    [{ idType: '1', name: 'Ana <Souza>' }, 'specialCharacters', 'name'],
    [{ idType: '1', cardId: ' ' }, 'cardIdRequired', 'cardId'],
    [{ idType: '1', cardId: 'AB12' }, 'cardIdInvalid', 'cardId'],
    [{ idType: '1', cardId: 'AB12#4567' }, 'specialCharacters', 'cardId'],
  ]
  for (const [fields, error, errorField] of invalid) {
    it(`refuses ${JSON.stringify(fields)} with ${error}, sending nothing`, async () => {
      const { actor, settled, submitBasic, view } = start()
      await settled('basic')
      fill(actor, fields)
      actor.send({ type: 'form.submit' })
      expect(view()).toMatchObject({
        screen: 'basic',
        basic: { error, errorField, isSubmitting: false },
      })
      expect(submitBasic).not.toHaveBeenCalled()
      actor.send({ type: 'name.change', value: 'Ana' })
      expect(view().basic.error).toBeNull()
    })
  }

  it('sends the normalised identity, then waits for the review', async () => {
    const { actor, settled, submitBasic, emitted, view } = start()
    await settled('basic')
    fill(actor, { idType: '2', name: '  Ana   Souza ' })
    actor.send({ type: 'form.submit' })
    expect(view().basic.isSubmitting).toBe(true)
    await settled('basicReview')
    expect(submitBasic).toHaveBeenCalledWith({
      real_type: '1',
      id_type: '2',
      name: 'Ana Souza',
      card_id: 'AB1234567',
    })
    expect(emitted).toContainEqual({ type: 'submitted', level: 'basic' })
  })

  it('puts a server refusal under its field and keeps what was typed', async () => {
    const { actor, settled, submitBasic, view } = start()
    submitBasic.mockRejectedValueOnce(new ApiError('cardIdTaken', { serverMessage: 'taken' }))
    await settled('basic')
    fill(actor, { idType: '1' })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.matches({ basic: 'editing' }))
    expect(view().basic).toMatchObject({
      error: 'cardIdTaken',
      errorField: 'cardId',
      name: 'Ana Souza',
    })
  })

  it('reloads when the server says the record moved on (already in review)', async () => {
    const { actor, settled, submitBasic, emitted, willLoad } = start()
    submitBasic.mockRejectedValueOnce(new ApiError('kycInReview'))
    await settled('basic')
    fill(actor, { idType: '1' })
    willLoad('basicPending')
    actor.send({ type: 'form.submit' })
    await settled('basicReview')
    expect(emitted).toContainEqual({ type: 'refused', code: 'kycInReview', serverMessage: '' })
  })

  it('after a refusal, shows the reason and reopens the form with the last submission', async () => {
    const { actor, settled, view } = start('basicRejected')
    await settled('basicRejected')
    expect(view()).toMatchObject({
      failCode: 'reviewRejected',
      failReason: 'The name does not match the document.',
    })
    actor.send({ type: 'basic.start' })
    expect(view()).toMatchObject({
      screen: 'basic',
      basic: { idType: '1', name: 'Ana Souza', cardId: 'AB1234567' },
    })
  })
})

describe('kyc: review', () => {
  it('checks again every poll and moves on when the reviewer decided', async () => {
    const { actor, clock, settled, loadState, emitted, willLoad, view } = start('basicPending')
    await settled('basicReview')
    expect(loadState).toHaveBeenCalledTimes(1)
    clock.increment(10_000)
    expect(view().isChecking).toBe(true)
    await waitFor(actor, (s) => s.matches({ basicReview: 'waiting' }))
    expect(loadState).toHaveBeenCalledTimes(2)
    willLoad('lv1')
    clock.increment(10_000)
    await settled('lv1')
    expect(emitted).toContainEqual({ type: 'reviewed', stage: 'lv1' })
  })

  it('checks now on request, and shrugs off a failed check', async () => {
    const { actor, settled, loadState, willLoad } = start('advancedPending')
    await settled('advancedReview')
    willLoad(new ApiError('network'))
    actor.send({ type: 'status.refresh' })
    await waitFor(actor, (s) => s.matches({ advancedReview: 'waiting' }))
    willLoad('advancedRejected')
    actor.send({ type: 'status.refresh' })
    await settled('advancedRejected')
    expect(loadState).toHaveBeenCalledTimes(3)
  })
})

describe('kyc: advanced level', () => {
  async function openAdvanced() {
    const kyc = start('lv1')
    await kyc.settled('lv1')
    kyc.actor.send({ type: 'advanced.start' })
    return kyc
  }

  it('refuses to send without both sides, naming the missing one', async () => {
    const { actor, submitAdvanced, view } = await openAdvanced()
    actor.send({ type: 'form.submit' })
    expect(view().advanced).toMatchObject({ error: 'pictureRequired', errorField: 'front' })
    actor.send({ type: 'picture.pick', side: 'front', file: file(MockFrontPic) })
    await vi.waitFor(() => expect(view().advanced.front.status).toBe('uploaded'))
    actor.send({ type: 'form.submit' })
    expect(view().advanced).toMatchObject({ error: 'pictureRequired', errorField: 'reverse' })
    expect(submitAdvanced).not.toHaveBeenCalled()
  })

  it('refuses the same picture for both sides', async () => {
    const { actor, submitAdvanced, view } = await openAdvanced()
    actor.send({ type: 'picture.pick', side: 'front', file: file(MockFrontPic) })
    actor.send({ type: 'picture.pick', side: 'reverse', file: file(MockFrontPic) })
    await vi.waitFor(() => expect(view().advanced.reverse.status).toBe('uploaded'))
    actor.send({ type: 'form.submit' })
    expect(view().advanced).toMatchObject({ error: 'picturesIdentical', errorField: 'reverse' })
    expect(submitAdvanced).not.toHaveBeenCalled()
  })

  it('uploads each side with the chosen quality and sends both paths', async () => {
    const { actor, settled, submitAdvanced, emitted, view } = await openAdvanced()
    actor.send({ type: 'quality.change', value: 'original' })
    actor.send({ type: 'picture.pick', side: 'front', file: file(MockFrontPic) })
    actor.send({ type: 'picture.pick', side: 'reverse', file: file(MockReversePic) })
    await vi.waitFor(() => expect(view().advanced.canSubmit).toBe(true))
    const front = (
      actor.getSnapshot().children as Record<string, AnyActorRef>
    ).front!.getSnapshot() as PictureSnapshot
    expect(front.context.quality).toBe('original')
    actor.send({ type: 'form.submit' })
    await settled('advancedReview')
    expect(submitAdvanced).toHaveBeenCalledWith({
      real_type: '2',
      front_pic: MockFrontPic,
      reverse_pic: MockReversePic,
    })
    expect(emitted).toContainEqual({ type: 'submitted', level: 'advanced' })
  })

  it('forgets a removed side', async () => {
    const { actor, view } = await openAdvanced()
    actor.send({ type: 'picture.pick', side: 'front', file: file(MockFrontPic) })
    await vi.waitFor(() => expect(actor.getSnapshot().context.pictures.front).toBe(MockFrontPic))
    actor.send({ type: 'picture.remove', side: 'front' })
    expect(actor.getSnapshot().context.pictures.front).toBeNull()
    expect(view().advanced.front.status).toBe('empty')
  })

  it('shows a server refusal of the pictures and stays in the form', async () => {
    const { actor, submitAdvanced, view } = await openAdvanced()
    submitAdvanced.mockRejectedValueOnce(new ApiError('pictureInvalid'))
    actor.send({ type: 'picture.pick', side: 'front', file: file(MockFrontPic) })
    actor.send({ type: 'picture.pick', side: 'reverse', file: file(MockReversePic) })
    await vi.waitFor(() => expect(view().advanced.canSubmit).toBe(true))
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.matches({ advanced: 'editing' }) && s.context.error !== null)
    expect(view().advanced).toMatchObject({ error: 'pictureInvalid', errorField: null })
    expect(view().advanced.front.status).toBe('uploaded')
  })

  it('can be left for later, and retried after a refusal', async () => {
    const { actor, settled, view } = await openAdvanced()
    actor.send({ type: 'advanced.cancel' })
    await settled('lv1')
    const refused = start('advancedRejected')
    await refused.settled('advancedRejected')
    expect(refused.view()).toMatchObject({
      level: 1,
      failReason: 'The reverse picture is blurred.',
    })
    refused.actor.send({ type: 'advanced.start' })
    expect(refused.view().screen).toBe('advanced')
    expect(view().screen).toBe('lv1')
  })
})

describe('kyc: fixtures', () => {
  it('cover every top-level state', () => {
    const shown = new Set(Object.values(kycSnapshots).map(({ kyc }) => toKycView(kyc).screen))
    expect([...shown].sort()).toEqual(
      Object.keys(kycMachine.root.states)
        .filter((s) => s !== 'routing')
        .sort(),
    )
  })

  it('view the masked identity and the limits of spec §6', () => {
    const view = toKycView(kycSnapshots.lv1.kyc)
    expect(view.identity).toEqual({ idType: '1', name: 'Ana Souza', cardId: 'AB*****67' })
    expect(view.limits.map((l) => [l.withdrawPerDay.amount, l.fiatTrade.amount])).toEqual([
      ['200', '2000'],
      ['500', '1000000'],
    ])
  })
})
