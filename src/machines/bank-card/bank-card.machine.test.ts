import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor, type StateValue } from 'xstate'
import {
  domesticFields,
  internationalFields,
  type BankCard,
  type CardField,
  type CardKind,
  type CardValues,
} from '@/api/contract/payout'
import { MockBankCard, MockInternationalBankCard } from '@/api/contract/payout.fixtures'
import { ApiError } from '@/api/errors'
import { bankCardSnapshots } from './bank-card.fixtures'
import { bankCardMachine, type BankCardEmitted } from './bank-card.machine'
import { toBankCardView } from './bank-card.view'

interface Fakes {
  load?: () => Promise<BankCard | null>
  save?: (input: { kind: CardKind; values: CardValues }) => Promise<BankCard>
  remove?: (input: { id: number }) => Promise<unknown>
}

function start(kind: CardKind, fakes: Fakes = {}) {
  const load = vi.fn(fakes.load ?? (async () => null))
  const save = vi.fn(
    fakes.save ?? (async ({ values }: { values: CardValues }) => ({ id: 5, values })),
  )
  const remove = vi.fn(fakes.remove ?? (async (input: { id: number }) => input))
  const machine = bankCardMachine.provide({
    actors: {
      loadCard: fromPromise(() => load()),
      saveCard: fromPromise(({ input }) => save(input)),
      deleteCard: fromPromise(({ input }) => remove(input)),
    },
  })
  const actor = createActor(machine, { input: { kind } })
  const emitted: BankCardEmitted['type'][] = []
  actor.on('*', (e) => emitted.push(e.type))
  actor.start()
  const view = () => toBankCardView(actor.getSnapshot())
  const fill = (values: CardValues) => {
    for (const [field, value] of Object.entries(values))
      actor.send({ type: 'field.change', field: field as CardField, value })
  }
  const issueOf = (field: CardField) => view().fields.find((f) => f.name === field)?.issue
  return { actor, load, save, remove, emitted, view, fill, issueOf }
}

const ready = async (ctx: ReturnType<typeof start>) =>
  waitFor(ctx.actor, (s) => !s.matches('loading'))

describe('bank card: domestic', () => {
  it('starts empty when no card is saved, saves a valid card and says so', async () => {
    const ctx = start('domestic')
    await ready(ctx)
    expect(ctx.view()).toMatchObject({ status: 'ready', hasCard: false })
    expect(ctx.view().fields.map((f) => f.name)).toEqual(domesticFields)
    ctx.fill(MockBankCard.values)
    ctx.actor.send({ type: 'form.submit' })
    expect(ctx.view().isSaving).toBe(true)
    await waitFor(ctx.actor, (s) => s.matches('saved'))
    expect(ctx.save).toHaveBeenCalledWith({ kind: 'domestic', values: MockBankCard.values })
    expect(ctx.view()).toMatchObject({ isSaved: true, hasCard: true })
    expect(ctx.emitted).toEqual(['saved'])
    ctx.actor.send({ type: 'field.change', field: 'bankName', value: 'Banco Inter' })
    expect(ctx.actor.getSnapshot().value).toBe('editing')
  })

  it('fills the form with the saved card', async () => {
    const ctx = start('domestic', { load: async () => MockBankCard })
    await ready(ctx)
    expect(ctx.view().fields.map((f) => f.value)).toEqual(
      domesticFields.map((f) => MockBankCard.values[f]),
    )
  })

  it('says every field is required when submitted empty, and sends nothing', async () => {
    const ctx = start('domestic')
    await ready(ctx)
    ctx.actor.send({ type: 'form.submit' })
    expect(Object.fromEntries(ctx.view().fields.map((f) => [f.name, f.issue]))).toEqual({
      realName: 'card.realName.required',
      cardNumber: 'card.cardNumber.required',
      bankName: 'card.bankName.required',
      bankBranch: 'card.bankBranch.required',
      bankCity: 'card.bankCity.required',
    })
    expect(ctx.save).not.toHaveBeenCalled()
  })

  it.each<[CardField, string, string]>([
    ['realName', '   ', 'card.realName.required'],
    ['realName', 'A', 'card.realName.invalid'],
    ['realName', 'Ana@Souza', 'form.specialCharacters'],
    ['cardNumber', '12ab34567', 'card.cardNumber.invalid'],
    ['cardNumber', '1234567', 'card.cardNumber.invalid'],
    ['bankName', 'B', 'card.bankName.invalid'],
    ['bankName', 'Banco $', 'form.specialCharacters'],
    ['bankBranch', '', 'card.bankBranch.required'],
    ['bankBranch', 'x'.repeat(101), 'card.bankBranch.invalid'],
    ['bankCity', '', 'card.bankCity.required'],
    ['bankCity', 'Rio<', 'form.specialCharacters'],
  ])('refuses %s = %j with %s and sends nothing', async (field, value, issue) => {
    const ctx = start('domestic')
    await ready(ctx)
    ctx.fill({ ...MockBankCard.values, [field]: value })
    ctx.actor.send({ type: 'form.submit' })
    expect(ctx.issueOf(field)).toBe(issue)
    expect(
      ctx
        .view()
        .fields.filter((f) => f.issue)
        .map((f) => f.name),
    ).toEqual([field])
    expect(ctx.save).not.toHaveBeenCalled()
    // typing clears that field's message
    ctx.actor.send({ type: 'field.change', field, value: MockBankCard.values[field]! })
    expect(ctx.issueOf(field)).toBeNull()
  })

  it('keeps the values and shows the error when saving fails', async () => {
    const ctx = start('domestic', {
      save: async () => {
        throw new ApiError('network')
      },
    })
    await ready(ctx)
    ctx.fill(MockBankCard.values)
    ctx.actor.send({ type: 'form.submit' })
    await waitFor(ctx.actor, (s) => s.matches('editing') && s.context.error !== null)
    expect(ctx.view()).toMatchObject({ error: 'network', isSaving: false })
    expect(ctx.view().fields[0]!.value).toBe(MockBankCard.values.realName)
    expect(ctx.emitted).toEqual([])
  })

  it('leaves a session error to the session', async () => {
    const ctx = start('domestic', {
      load: async () => {
        throw new ApiError('sessionExpired')
      },
    })
    await waitFor(ctx.actor, (s) => s.matches('failed'))
    expect(ctx.view().error).toBeNull()
  })

  it('loads again after a failure', async () => {
    let calls = 0
    const ctx = start('domestic', {
      load: async () => {
        calls += 1
        if (calls === 1) throw new ApiError('timeout')
        return MockBankCard
      },
    })
    await waitFor(ctx.actor, (s) => s.matches('failed'))
    expect(ctx.view()).toMatchObject({ status: 'failed', error: 'timeout' })
    ctx.actor.send({ type: 'card.retry' })
    await waitFor(ctx.actor, (s) => s.matches('editing'))
    expect(ctx.view()).toMatchObject({ hasCard: true, error: null })
  })

  it('deletes the card after a confirmation, and can be cancelled', async () => {
    const ctx = start('domestic', { load: async () => MockBankCard })
    await ready(ctx)
    ctx.actor.send({ type: 'card.delete' })
    expect(ctx.view().isConfirmingDelete).toBe(true)
    ctx.actor.send({ type: 'delete.cancel' })
    expect(ctx.view()).toMatchObject({ isConfirmingDelete: false, hasCard: true })
    expect(ctx.remove).not.toHaveBeenCalled()

    ctx.actor.send({ type: 'card.delete' })
    ctx.actor.send({ type: 'delete.confirm' })
    expect(ctx.view().isDeleting).toBe(true)
    await waitFor(ctx.actor, (s) => s.matches('editing'))
    expect(ctx.remove).toHaveBeenCalledWith({ id: MockBankCard.id })
    expect(ctx.view()).toMatchObject({ hasCard: false })
    expect(ctx.view().fields.every((f) => f.value === '')).toBe(true)
    expect(ctx.emitted).toEqual(['deleted'])
  })

  it('keeps the card when deleting fails, and treats notFound as deleted', async () => {
    const failing = start('domestic', {
      load: async () => MockBankCard,
      remove: async () => {
        throw new ApiError('network')
      },
    })
    await ready(failing)
    failing.actor.send({ type: 'card.delete' })
    failing.actor.send({ type: 'delete.confirm' })
    await waitFor(failing.actor, (s) => s.matches('editing'))
    expect(failing.view()).toMatchObject({ hasCard: true, error: 'network' })

    const gone = start('domestic', {
      load: async () => MockBankCard,
      remove: async () => {
        throw new ApiError('notFound')
      },
    })
    await ready(gone)
    gone.actor.send({ type: 'card.delete' })
    gone.actor.send({ type: 'delete.confirm' })
    await waitFor(gone.actor, (s) => s.matches('editing'))
    expect(gone.view()).toMatchObject({ hasCard: false, error: null })
  })

  it('offers no delete without a saved card', async () => {
    const ctx = start('domestic')
    await ready(ctx)
    ctx.actor.send({ type: 'card.delete' })
    expect(ctx.actor.getSnapshot().value).toBe('editing')
  })
})

describe('bank card: international', () => {
  it('has the eight fields of spec §3 and saves them', async () => {
    const ctx = start('international')
    await ready(ctx)
    expect(ctx.view().fields.map((f) => f.name)).toEqual(internationalFields)
    ctx.fill(MockInternationalBankCard.values)
    ctx.actor.send({ type: 'form.submit' })
    await waitFor(ctx.actor, (s) => s.matches('saved'))
    expect(ctx.save).toHaveBeenCalledWith({
      kind: 'international',
      values: MockInternationalBankCard.values,
    })
  })

  it('says every field is required when submitted empty', async () => {
    const ctx = start('international')
    await ready(ctx)
    ctx.actor.send({ type: 'form.submit' })
    expect(ctx.view().fields.map((f) => f.issue)).toEqual(
      internationalFields.map((f) => `card.${f}.required`),
    )
    expect(ctx.save).not.toHaveBeenCalled()
  })

  it.each<[CardField, string, string]>([
    ['accountNumber', 'GB29 NWBK 6016 1331 9268 18', 'card.accountNumber.invalid'],
    ['accountNumber', 'ABCD', 'card.accountNumber.invalid'],
    ['bankNetwork', 'S', 'card.bankNetwork.invalid'],
    ['swiftCode', 'NWBK GB', 'card.swiftCode.invalid'],
    ['abaNumber', '021000022', 'card.abaNumber.invalid'],
    ['abaNumber', '02100002', 'card.abaNumber.invalid'],
    ['phone', 'call me', 'card.phone.invalid'],
    ['phone', '+12', 'card.phone.invalid'],
    ['address', 'Lond', 'card.address.invalid'],
    ['address', '1 Main St {x}', 'form.specialCharacters'],
  ])('refuses %s = %j with %s and sends nothing', async (field, value, issue) => {
    const ctx = start('international')
    await ready(ctx)
    ctx.fill({ ...MockInternationalBankCard.values, [field]: value })
    ctx.actor.send({ type: 'form.submit' })
    expect(ctx.issueOf(field)).toBe(issue)
    expect(ctx.save).not.toHaveBeenCalled()
  })

  it('accepts an IBAN with spaces and lower case, and a plain account number', async () => {
    const ctx = start('international')
    await ready(ctx)
    ctx.fill({ ...MockInternationalBankCard.values, accountNumber: 'gb29 nwbk 6016 1331 9268 19' })
    ctx.actor.send({ type: 'form.submit' })
    expect(ctx.actor.getSnapshot().value).toBe('saving')
    const other = start('international')
    await ready(other)
    other.fill({ ...MockInternationalBankCard.values, accountNumber: '000123456789' })
    other.actor.send({ type: 'form.submit' })
    expect(other.actor.getSnapshot().value).toBe('saving')
  })
})

describe('bank card fixtures', () => {
  it('has a fixture for every state', () => {
    const covered = new Set(Object.values(bankCardSnapshots).map((s) => s.value as StateValue))
    expect(Object.keys(bankCardMachine.root.states).filter((state) => !covered.has(state))).toEqual(
      [],
    )
  })

  it('views each fixture', () => {
    const views = Object.fromEntries(
      Object.entries(bankCardSnapshots).map(([name, s]) => {
        const v = toBankCardView(s)
        return [
          name,
          [v.status, v.hasCard, v.isSaving, v.isSaved, v.isConfirmingDelete, v.isDeleting, v.error],
        ]
      }),
    )
    expect(views.loading).toEqual(['loading', false, false, false, false, false, null])
    expect(views.saveFailed).toEqual(['ready', true, false, false, false, false, 'network'])
    expect(views.deleting).toEqual(['ready', true, false, false, false, true, null])
    expect(
      toBankCardView(bankCardSnapshots.required).fields.every((f) =>
        f.issue?.endsWith('.required'),
      ),
    ).toBe(true)
  })
})
