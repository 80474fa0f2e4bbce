/**
 * Customer-service chat (spec §2 other/kefu/index, §1 "customer service chat"; api-reference
 * §16.7; contract/chat.ts): the user's one conversation with the support desk.
 * loading → ready | failed —chat.retry→ loading; ready has three regions:
 * - history: idle —history.more→ loadingOlder → idle | olderFailed —history.more→ loadingOlder
 *   (the last 7 days, older pages before the first message shown);
 * - outbox: idle → keying (a client id, once per message) → uploading (a picture) → sending →
 *   idle; a refusal marks the message failed, kept with its text or picture for message.retry
 *   (same client id, so a send that did arrive is not stored twice) or message.discard;
 * - reading: idle —a desk message arrives live→ marking (read) → idle.
 * The socket's `chat_message` (message.received) merges by id from anywhere, and takes a message
 * of the outbox that it shows stored (another tab, or an answer lost on the way).
 */
import { assign, setup } from 'xstate'
import type { ChatLogs, ChatMessage } from '@/api/contract/chat'
import { ownErrorCode } from '../own-error'
import {
  change,
  chatActors,
  chatGuards,
  currentOf,
  discard,
  failed,
  firstPage,
  olderPage,
  pictureIssue,
  queue,
  received,
  retry,
  sent,
  start,
} from './chat.logic'
import type { ChatContext, ChatEvent, ChatTag } from './chat.types'

export type { ChatContext, ChatEvent, ChatTag } from './chat.types'

const failure = ({ event }: { event: { error: unknown } }) => ({ error: event.error })

export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    tags: {} as ChatTag,
  },
  actors: chatActors,
  guards: chatGuards,
  actions: {
    takeFirstPage: assign((_, { logs }: { logs: ChatLogs }) => firstPage(logs)),
    takeOlderPage: assign(({ context }, { logs }: { logs: ChatLogs }) => olderPage(context, logs)),
    rememberError: assign((_, { error }: { error: unknown }) => ({ error: ownErrorCode(error) })),
    rememberOlderError: assign((_, { error }: { error: unknown }) => ({
      olderError: ownErrorCode(error),
    })),
    takeReceived: assign(({ context, event }) =>
      event.type === 'message.received' ? received(context, event.message) : {},
    ),
    queueDraft: assign(({ context }) => queue(context, 'text', context.draft.trim(), null)),
    queuePicture: assign(({ context, event }) =>
      event.type === 'picture.pick' ? queue(context, 'picture', '', event.file) : {},
    ),
    refusePicture: assign(({ event }) => ({
      pictureError: event.type === 'picture.pick' ? pictureIssue(event.file) : null,
    })),
    retryOutgoing: assign(({ context, event }) =>
      event.type === 'message.retry' ? retry(context, event.seq) : {},
    ),
    discardOutgoing: assign(({ context, event }) =>
      event.type === 'message.discard' ? discard(context, event.seq) : {},
    ),
    startOutgoing: assign(({ context }) => start(context)),
    takeKey: assign(({ context }, { key }: { key: string }) => change(context, { clientId: key })),
    takeUpload: assign(({ context }, { path }: { path: string }) =>
      change(context, { path, file: null }),
    ),
    takeSent: assign(({ context }, { message }: { message: ChatMessage }) =>
      sent(context, message),
    ),
    failOutgoing: assign(({ context }, { error }: { error: unknown }) =>
      failed(context, ownErrorCode(error) ?? 'unknown'),
    ),
  },
}).createMachine({
  id: 'chat',
  context: {
    userId: null,
    messages: [],
    more: false,
    outbox: [],
    current: null,
    nextSeq: 1,
    draft: '',
    pictureError: null,
    error: null,
    olderError: null,
  },
  on: { 'message.received': { actions: 'takeReceived' } },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        src: 'fetchLogs',
        input: {},
        onDone: {
          target: 'ready',
          actions: { type: 'takeFirstPage', params: ({ event }) => ({ logs: event.output }) },
        },
        onError: { target: 'failed', actions: { type: 'rememberError', params: failure } },
      },
    },
    failed: { tags: ['failed'], on: { 'chat.retry': 'loading' } },
    ready: {
      type: 'parallel',
      tags: ['ready'],
      on: {
        'draft.change': { actions: assign(({ event }) => ({ draft: event.value })) },
        'message.send': { guard: 'canSendDraft', actions: 'queueDraft' },
        'picture.pick': [
          { guard: 'isPictureAccepted', actions: 'queuePicture' },
          { actions: 'refusePicture' },
        ],
        'message.retry': { actions: 'retryOutgoing' },
        'message.discard': { actions: 'discardOutgoing' },
      },
      states: {
        history: {
          initial: 'idle',
          states: {
            idle: { on: { 'history.more': { guard: 'hasMore', target: 'loadingOlder' } } },
            loadingOlder: {
              tags: ['busy', 'loadingMore'],
              invoke: {
                src: 'fetchLogs',
                input: ({ context }) => ({ before: context.messages[0]?.id }),
                onDone: {
                  target: 'idle',
                  actions: {
                    type: 'takeOlderPage',
                    params: ({ event }) => ({ logs: event.output }),
                  },
                },
                onError: {
                  target: 'olderFailed',
                  actions: { type: 'rememberOlderError', params: failure },
                },
              },
            },
            olderFailed: { tags: ['moreFailed'], on: { 'history.more': 'loadingOlder' } },
          },
        },
        outbox: {
          initial: 'idle',
          states: {
            idle: { always: { guard: 'hasNext', target: 'starting', actions: 'startOutgoing' } },
            /** The message in flight needs a client id first, or its picture uploaded. */
            starting: {
              always: [
                { guard: 'needsKey', target: 'keying' },
                { guard: 'needsUpload', target: 'uploading' },
                { target: 'sending' },
              ],
            },
            keying: {
              tags: ['sending'],
              invoke: {
                src: 'createClientId',
                onDone: {
                  target: 'starting',
                  actions: { type: 'takeKey', params: ({ event }) => ({ key: event.output }) },
                },
                onError: { target: 'idle', actions: { type: 'failOutgoing', params: failure } },
              },
            },
            uploading: {
              tags: ['busy', 'sending'],
              invoke: {
                src: 'uploadPicture',
                input: ({ context }) => ({ file: currentOf(context)!.file! }),
                onDone: {
                  target: 'sending',
                  actions: { type: 'takeUpload', params: ({ event }) => ({ path: event.output }) },
                },
                onError: { target: 'idle', actions: { type: 'failOutgoing', params: failure } },
              },
            },
            sending: {
              tags: ['busy', 'sending'],
              invoke: {
                src: 'sendMessage',
                input: ({ context }) => currentOf(context)!,
                onDone: {
                  target: 'idle',
                  actions: { type: 'takeSent', params: ({ event }) => ({ message: event.output }) },
                },
                onError: { target: 'idle', actions: { type: 'failOutgoing', params: failure } },
              },
            },
          },
        },
        reading: {
          initial: 'idle',
          states: {
            // the root's takeReceived is not taken when this region takes the event
            idle: {
              on: {
                'message.received': {
                  guard: 'isNewFromDesk',
                  target: 'marking',
                  actions: 'takeReceived',
                },
              },
            },
            marking: {
              on: {
                'message.received': {
                  guard: 'isNewFromDesk',
                  target: 'marking',
                  reenter: true,
                  actions: 'takeReceived',
                },
              },
              invoke: { src: 'markRead', onDone: 'idle', onError: 'idle' },
            },
          },
        },
      },
    },
  },
})
