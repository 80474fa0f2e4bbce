import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor, type StateValue } from 'xstate'
import { WithdrawAddress, type AddressPage, type SaveAddressRequest } from '@/api/contract/payout'
import { MockUsdtAddress } from '@/api/contract/payout.fixtures'
import { ApiError } from '@/api/errors'
import { addressBookSnapshots, mockAddressList } from './address-book.fixtures'
import { addressBookMachine, type AddressBookEmitted } from './address-book.machine'
import { toAddressBookView } from './address-book.view'
import { addressFormSnapshots } from './address-form.fixtures'
import { addressFormMachine, type AddressField } from './address-form.machine'
import { toAddressFormView } from './address-form.view'

const page = (data = mockAddressList): AddressPage => ({
  data,
  page: 1,
  pages: 1,
  total: data.length,
})

function startBook(
  load: () => Promise<AddressPage> = async () => page(),
  remove = async (input: { id: number }) => input,
) {
  const loadFn = vi.fn(load)
  const removeFn = vi.fn(remove)
  const actor = createActor(
    addressBookMachine.provide({
      actors: {
        loadAddresses: fromPromise(() => loadFn()),
        deleteAddress: fromPromise(({ input }) => removeFn(input)),
      },
    }),
  )
  const emitted: AddressBookEmitted[] = []
  actor.on('*', (e) => emitted.push(e))
  actor.start()
  return {
    actor,
    load: loadFn,
    remove: removeFn,
    emitted,
    view: () => toAddressBookView(actor.getSnapshot()),
  }
}

const usdt = WithdrawAddress.parse(MockUsdtAddress)

describe('address book', () => {
  it('lists the addresses, or says the book is empty', async () => {
    const { actor, view } = startBook()
    expect(view().status).toBe('loading')
    await waitFor(actor, (s) => s.matches('ready'))
    expect(view()).toMatchObject({ status: 'ready', count: 3, canAdd: true })
    expect(view().addresses[1]).toEqual({
      id: usdt.id,
      name: usdt.name,
      coin: 'USDT',
      network: 'TRC20',
      address: usdt.address,
    })

    const empty = startBook(async () => page([]))
    await waitFor(empty.actor, (s) => s.matches('ready'))
    expect(empty.view()).toMatchObject({ status: 'empty', canAdd: true })
  })

  it('fails, then loads again on retry', async () => {
    let calls = 0
    const { actor, view } = startBook(async () => {
      calls += 1
      if (calls === 1) throw new ApiError('network')
      return page()
    })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(view()).toMatchObject({ status: 'failed', error: 'network', canAdd: false })
    actor.send({ type: 'list.retry' })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(view().error).toBeNull()
  })

  it('deletes an address only after confirmation', async () => {
    const { actor, view, remove, emitted } = startBook()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'address.delete', id: usdt.id })
    expect(view().confirming).toMatchObject({ id: usdt.id, name: usdt.name })
    actor.send({ type: 'delete.cancel' })
    expect(view().confirming).toBeNull()
    expect(remove).not.toHaveBeenCalled()

    actor.send({ type: 'address.delete', id: usdt.id })
    actor.send({ type: 'delete.confirm' })
    expect(view().deletingId).toBe(usdt.id)
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    expect(remove).toHaveBeenCalledWith({ id: usdt.id })
    expect(view().addresses.map((a) => a.id)).not.toContain(usdt.id)
    expect(emitted).toEqual([{ type: 'deleted' }])
  })

  it('keeps the address when deleting fails, and says why', async () => {
    const { actor, view, emitted } = startBook(undefined, async () => {
      throw new ApiError('timeout')
    })
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'address.delete', id: usdt.id })
    actor.send({ type: 'delete.confirm' })
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    expect(view().count).toBe(3)
    expect(emitted).toEqual([{ type: 'deleteFailed', code: 'timeout', serverMessage: '' }])
  })

  it('treats an address already deleted elsewhere as deleted', async () => {
    const { actor, view } = startBook(undefined, async () => {
      throw new ApiError('notFound')
    })
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'address.delete', id: usdt.id })
    actor.send({ type: 'delete.confirm' })
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    expect(view().count).toBe(2)
  })

  it('ignores a delete of an address it does not list', async () => {
    const { actor } = startBook()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'address.delete', id: 424242 })
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
  })

  it('offers no add button on a full book', () => {
    expect(toAddressBookView(addressBookSnapshots.full)).toMatchObject({ count: 20, canAdd: false })
  })

  it('has a fixture for every leaf state', () => {
    const leaves = (value: StateValue): string[] =>
      typeof value === 'string'
        ? [value]
        : Object.entries(value).flatMap(([k, v]) => leaves(v!).map((l) => `${k}.${l}`))
    const covered = new Set(Object.values(addressBookSnapshots).flatMap((s) => leaves(s.value)))
    expect([...covered].sort()).toEqual([
      'failed',
      'loading',
      'ready.confirmingDelete',
      'ready.deleting',
      'ready.idle',
    ])
  })
})

function startForm(
  save = async (req: SaveAddressRequest) => WithdrawAddress.parse({ ...MockUsdtAddress, ...req }),
) {
  const saveFn = vi.fn(save)
  const actor = createActor(
    addressFormMachine.provide({
      actors: { saveAddress: fromPromise(({ input }) => saveFn(input)) },
    }),
    { input: {} },
  ).start()
  const view = () => toAddressFormView(actor.getSnapshot())
  const fill = (
    network: 'BTC' | 'ETH-ERC20' | 'USDT-ERC20' | 'USDT-TRC20' | null,
    name: string,
    address: string,
  ) => {
    if (network) actor.send({ type: 'network.change', network })
    actor.send({ type: 'name.change', value: name })
    actor.send({ type: 'address.change', value: address })
  }
  return { actor, save: saveFn, view, fill }
}

describe('add address', () => {
  it('saves a valid address and ends with it', async () => {
    const { actor, save, fill, view } = startForm()
    fill('USDT-TRC20', 'Exchange deposit', ` ${usdt.address} `)
    actor.send({ type: 'form.submit' })
    expect(view().isSaving).toBe(true)
    await waitFor(actor, (s) => s.status === 'done')
    expect(save).toHaveBeenCalledWith({
      currency: 3,
      type: 'TRC20',
      name: 'Exchange deposit',
      address: usdt.address,
    })
    expect(actor.getSnapshot().output).toMatchObject({ id: usdt.id })
  })

  it('says every field is required when submitted empty, and sends nothing', () => {
    const { actor, save, view } = startForm()
    actor.send({ type: 'form.submit' })
    expect(view().issues).toEqual({
      network: 'address.network.required',
      name: 'address.name.required',
      address: 'address.address.required',
    })
    expect(save).not.toHaveBeenCalled()
  })

  it.each<[Parameters<ReturnType<typeof startForm>['fill']>, AddressField, string]>([
    [
      [null, 'Cold', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
      'network',
      'address.network.required',
    ],
    [['BTC', '  ', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'], 'name', 'address.name.required'],
    [
      ['BTC', 'x'.repeat(21), 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
      'name',
      'address.name.invalid',
    ],
    [
      ['BTC', 'Cold <1>', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
      'name',
      'form.specialCharacters',
    ],
    [['BTC', 'Cold', ''], 'address', 'address.address.required'],
    [['BTC', 'Cold', usdt.address], 'address', 'address.address.invalid'],
    [
      ['USDT-TRC20', 'Tron', '0x52908400098527886E0F7030069857D2E4169EE7'],
      'address',
      'address.address.invalid',
    ],
    [['ETH-ERC20', 'Eth', '0x5290840009852788'], 'address', 'address.address.invalid'],
    [
      ['USDT-ERC20', 'Eth', '52908400098527886E0F7030069857D2E4169EE7'],
      'address',
      'address.address.invalid',
    ],
  ])('refuses %j: %s says %s, and sends nothing', (values, field, issue) => {
    const { actor, save, view, fill } = startForm()
    fill(...values)
    actor.send({ type: 'form.submit' })
    expect(view().issues).toEqual({ [field]: issue })
    expect(save).not.toHaveBeenCalled()
  })

  it('clears a field’s message when it changes', () => {
    const { actor, view } = startForm()
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'name.change', value: 'N' })
    expect(Object.keys(view().issues)).toEqual(['network', 'address'])
    actor.send({ type: 'network.change', network: 'BTC' })
    expect(Object.keys(view().issues)).toEqual(['address'])
  })

  it('shows the server’s sentence when it refuses the address', async () => {
    const { actor, fill, view } = startForm(async () => {
      throw new ApiError('unknown', {
        serverMessage: 'This address is already in your address book',
      })
    })
    fill('USDT-TRC20', 'Again', usdt.address)
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null)
    expect(view()).toMatchObject({
      error: 'unknown',
      serverMessage: 'This address is already in your address book',
      name: 'Again',
    })
  })

  it('has a fixture for every state', () => {
    const covered = new Set(Object.values(addressFormSnapshots).map((s) => s.value))
    expect([...covered].sort()).toEqual(Object.keys(addressFormMachine.root.states).sort())
    expect(toAddressFormView(addressFormSnapshots.duplicate)).toMatchObject({ error: 'unknown' })
  })
})
