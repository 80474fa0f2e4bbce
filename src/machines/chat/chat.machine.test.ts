import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import {
  CHAT_AGENT_ID,
  CHAT_TEXT_MAX,
  type ChatLogs,
  type ChatMessage,
  type ChatSendRequest,
} from '@/api/contract/chat'
import { MOCK_CHAT_USER } from '@/api/contract/chat.fixtures'
import { ApiError } from '@/api/errors'
import { uncoveredLeaves } from '@/test/state-coverage'
import { chatSnapshots, mockChatMessages } from './chat.fixtures'
import { toSendRequest, type Outgoing } from './chat.logic'
import { chatMachine } from './chat.machine'
import { toChatView } from './chat.view'

const page = (data: ChatMessage[], more = false): ChatLogs => ({
  login_user: MOCK_CHAT_USER,
  data,
  more,
})

function stored(req: ChatSendRequest, id: number): ChatMessage {
  return {
    id,
    client_id: req.client_id,
    type: req.type,
    content: req.message,
    from_user: MOCK_CHAT_USER,
    to_user: CHAT_AGENT_ID,
    auto: false,
    readed: 0,
    created_at: 1_795_690_800,
  }
}

interface Fakes {
  logs?: (before?: number) => Promise<ChatLogs>
  send?: (req: ChatSendRequest) => Promise<ChatMessage>
  upload?: (file: File) => Promise<string>
}

function start(fakes: Fakes = {}) {
  let keys = 0
  let ids = 200
  const logs = vi.fn(fakes.logs ?? (async () => page(mockChatMessages)))
  const send = vi.fn(fakes.send ?? (async (req: ChatSendRequest) => stored(req, ids++)))
  const upload = vi.fn(
    fakes.upload ?? (async () => '/uploads/abcdef0123456789abcdef0123456789.png'),
  )
  const markRead = vi.fn(async () => {})
  const machine = chatMachine.provide({
    actors: {
      fetchLogs: fromPromise(({ input }: { input: { before?: number } }) => logs(input.before)),
      createClientId: fromPromise(async () => `test-key-${++keys}`),
      uploadPicture: fromPromise(({ input }: { input: { file: File } }) => upload(input.file)),
      sendMessage: fromPromise(({ input }: { input: Outgoing }) => send(toSendRequest(input))),
      markRead: fromPromise(() => markRead()),
    },
  })
  const actor = createActor(machine).start()
  const view = () => toChatView(actor.getSnapshot())
  const idle = () =>
    waitFor(actor, (s) => s.matches({ ready: { outbox: 'idle' } }) && !s.hasTag('busy'))
  return { actor, view, logs, send, upload, markRead, idle }
}

const png = (size = 10) => new File([new Uint8Array(size)], 'shot.png', { type: 'image/png' })

describe('customer-service chat', () => {
  it('shows the last 7 days and sends a typed message with a client id made once', async () => {
    const t = start()
    expect(t.view().status).toBe('loading')
    await waitFor(t.actor, (s) => s.hasTag('ready'))
    expect(t.view().items.map((i) => i.key)).toEqual(['m101', 'm102', 'm103', 'm104'])
    expect(t.view().items[1]).toMatchObject({ mine: false, auto: true, state: 'received' })

    t.actor.send({ type: 'draft.change', value: '  Thanks!  ' })
    t.actor.send({ type: 'message.send' })
    expect(t.view().draft).toBe('')
    await t.idle()
    expect(t.send).toHaveBeenCalledExactlyOnceWith({
      client_id: 'test-key-1',
      type: 1,
      message: 'Thanks!',
    })
    expect(t.view().items.at(-1)).toMatchObject({ key: 'm200', text: 'Thanks!', state: 'sent' })
    expect(t.actor.getSnapshot().context.outbox).toEqual([])
  })

  it('sends nothing empty or too long', async () => {
    const t = start()
    await waitFor(t.actor, (s) => s.hasTag('ready'))
    t.actor.send({ type: 'draft.change', value: '   ' })
    expect(t.view()).toMatchObject({ canSend: false, draftIssue: null })
    t.actor.send({ type: 'message.send' })
    t.actor.send({ type: 'draft.change', value: 'x'.repeat(CHAT_TEXT_MAX + 1) })
    expect(t.view()).toMatchObject({ canSend: false, draftIssue: 'chatMessageTooLong' })
    t.actor.send({ type: 'message.send' })
    expect(t.send).not.toHaveBeenCalled()
    expect(t.view().draft).toHaveLength(CHAT_TEXT_MAX + 1)
  })

  it('keeps a failed message with its text and retries it with the same client id', async () => {
    let calls = 0
    const t = start({
      send: async (req) => {
        if (calls++ === 0) throw new ApiError('network')
        return stored(req, 300)
      },
    })
    await waitFor(t.actor, (s) => s.hasTag('ready'))
    t.actor.send({ type: 'draft.change', value: 'Hello?' })
    t.actor.send({ type: 'message.send' })
    await t.idle()
    expect(t.view().items.at(-1)).toMatchObject({
      text: 'Hello?',
      state: 'failed',
      error: 'network',
      seq: 1,
    })
    t.actor.send({ type: 'message.retry', seq: 1 })
    await t.idle()
    expect(t.send.mock.calls.map(([req]) => req.client_id)).toEqual(['test-key-1', 'test-key-1'])
    expect(t.view().items.at(-1)).toMatchObject({ key: 'm300', state: 'sent' })
  })

  it('discards a failed message when asked, and only a failed one', async () => {
    const t = start({ send: async () => Promise.reject(new ApiError('network')) })
    await waitFor(t.actor, (s) => s.hasTag('ready'))
    t.actor.send({ type: 'draft.change', value: 'Hello?' })
    t.actor.send({ type: 'message.send' })
    await t.idle()
    t.actor.send({ type: 'message.discard', seq: 1 })
    expect(t.actor.getSnapshot().context.outbox).toEqual([])
  })

  it('uploads a picture once, then sends its path; a refused file is never uploaded', async () => {
    let sends = 0
    const t = start({
      send: async (req) => {
        if (sends++ === 0) throw new ApiError('network')
        return stored(req, 400)
      },
    })
    await waitFor(t.actor, (s) => s.hasTag('ready'))
    t.actor.send({
      type: 'picture.pick',
      file: new File(['x'], 'notes.pdf', { type: 'application/pdf' }),
    })
    t.actor.send({ type: 'picture.pick', file: png(6 * 1024 * 1024) })
    expect(t.view().pictureError).toBe('fileTooLarge')
    expect(t.upload).not.toHaveBeenCalled()

    t.actor.send({ type: 'picture.pick', file: png() })
    expect(t.view().pictureError).toBeNull()
    await t.idle()
    expect(t.view().items.at(-1)).toMatchObject({ kind: 'picture', state: 'failed' })
    t.actor.send({ type: 'message.retry', seq: 1 })
    await t.idle()
    expect(t.upload).toHaveBeenCalledTimes(1)
    expect(t.send.mock.calls.map(([req]) => req)).toEqual([
      {
        client_id: 'test-key-1',
        type: 2,
        message: '/uploads/abcdef0123456789abcdef0123456789.png',
      },
      {
        client_id: 'test-key-1',
        type: 2,
        message: '/uploads/abcdef0123456789abcdef0123456789.png',
      },
    ])
    expect(t.view().items.at(-1)).toMatchObject({ key: 'm400', kind: 'picture' })
  })

  it('loads older messages before the first one shown', async () => {
    const [first, ...rest] = mockChatMessages
    const t = start({
      logs: async (before) => (before === undefined ? page(rest, true) : page([first!], false)),
    })
    await waitFor(t.actor, (s) => s.hasTag('ready'))
    expect(t.view().hasOlder).toBe(true)
    t.actor.send({ type: 'history.more' })
    expect(t.view().isLoadingOlder).toBe(true)
    await waitFor(t.actor, (s) => !s.hasTag('loadingMore'))
    expect(t.logs.mock.calls).toEqual([[undefined], [102]])
    expect(t.view()).toMatchObject({ hasOlder: false, isLoadingOlder: false })
    expect(t.view().items.map((i) => i.key)).toEqual(['m101', 'm102', 'm103', 'm104'])
  })

  it('keeps the messages shown when an older page fails, and tries again', async () => {
    let calls = 0
    const t = start({
      logs: async () => {
        if (calls++ === 1) throw new ApiError('network')
        return page(mockChatMessages, true)
      },
    })
    await waitFor(t.actor, (s) => s.hasTag('ready'))
    t.actor.send({ type: 'history.more' })
    await waitFor(t.actor, (s) => s.hasTag('moreFailed'))
    expect(t.view()).toMatchObject({ olderError: 'network', status: 'ready' })
    expect(t.view().items).toHaveLength(4)
    t.actor.send({ type: 'history.more' })
    await waitFor(t.actor, (s) => !s.hasTag('busy'))
    expect(t.view().olderError).toBeNull()
  })

  it('shows a live answer once and marks it read; its own echo leaves the outbox', async () => {
    const t = start({ send: () => new Promise(() => {}) })
    await waitFor(t.actor, (s) => s.hasTag('ready'))
    const answer: ChatMessage = {
      ...mockChatMessages[3]!,
      id: 105,
      content: 'Anything else?',
      readed: 0,
    }
    t.actor.send({ type: 'message.received', message: answer })
    t.actor.send({ type: 'message.received', message: answer })
    expect(t.view().items.filter((i) => i.key === 'm105')).toHaveLength(1)
    await waitFor(t.actor, (s) => s.matches({ ready: { reading: 'idle' } }))
    expect(t.markRead).toHaveBeenCalled()

    t.actor.send({ type: 'draft.change', value: 'No, thanks' })
    t.actor.send({ type: 'message.send' })
    await waitFor(t.actor, (s) => s.matches({ ready: { outbox: 'sending' } }))
    t.actor.send({
      type: 'message.received',
      message: stored({ client_id: 'test-key-1', type: 1, message: 'No, thanks' }, 106),
    })
    expect(
      t
        .view()
        .items.map((i) => i.key)
        .slice(-2),
    ).toEqual(['m105', 'm106'])
    expect(t.markRead).toHaveBeenCalledTimes(1)
  })

  it('says when the conversation cannot be loaded, and retries', async () => {
    let calls = 0
    const t = start({
      logs: async () => {
        if (calls++ === 0) throw new ApiError('network')
        return page([])
      },
    })
    await waitFor(t.actor, (s) => s.hasTag('failed'))
    expect(t.view()).toMatchObject({ status: 'failed', error: 'network' })
    t.actor.send({ type: 'chat.retry' })
    await waitFor(t.actor, (s) => s.hasTag('ready'))
    expect(t.view().items).toEqual([])
  })

  it('has a snapshot for every state', () => {
    expect(uncoveredLeaves(chatMachine, chatSnapshots, ['chat.ready.outbox.starting'])).toEqual([])
    expect(
      toChatView(chatSnapshots.sendFailed)
        .items.slice(-2)
        .map((i) => i.state),
    ).toEqual(['failed', 'failed'])
    expect(toChatView(chatSnapshots.tooLong).draftIssue).toBe('chatMessageTooLong')
  })
})
