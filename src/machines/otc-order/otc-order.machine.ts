/**
 * One OTC order from opening to its end (issue 18; spec §2 otc/otc; api-reference §16.6;
 * contract/otc.ts, rules in otc-math.ts): the payment window's countdown, "I have paid", cancel,
 * the seller's release, an appeal with a picture (the app's upload, kyc-picture.machine.ts), and
 * what the merchant or the reviewer did (the `otc_order` private event, sent in as order.changed).
 * The server decides expiry: the countdown only shows its deadline, and at zero the order is read
 * again (the sandbox's job has cancelled it; while it has not, it is read again every `recheck`).
 *
 * starting → loading (a valid `?order=`) | notFound;  loading → open | notFound | failed
 * open ∥ status: routing → awaitingPayment (counting → expiring → overdue ⟲) | paid | appeal |
 *                 completed | cancelled;  order.refresh → refreshing → routing
 *      ∥ step:   idle —step.request→ confirming —confirm.submit→ sending → idle
 *                idle —appeal.open→ appealing (editing —appeal.submit→ sending) → idle
 */
import { assign, raise } from 'xstate'
import { withError, withOutput } from '../keyed-submission'
import { otcOrderSetup, noError } from './otc-order.setup'

export const otcOrderMachine = otcOrderSetup.createMachine({
  id: 'otcOrder',
  context: ({ input }) => ({
    id: input.id,
    order: null,
    now: input.now ?? Date.now,
    receivedAt: 0,
    secondsLeft: 0,
    step: null,
    appealText: '',
    appealImg: null,
    appealTouched: false,
    ...noError,
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'hasId', target: 'loading' }, { target: 'notFound' }] },
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        src: 'loadOrder',
        input: ({ context }) => ({ id: context.id! }),
        onDone: { target: 'open', actions: withOutput('takeOrder') },
        onError: [
          { guard: withError('isNotFound'), target: 'notFound' },
          { target: 'failed', actions: withError('rememberError') },
        ],
      },
    },
    failed: {
      tags: ['failed'],
      on: { 'order.retry': { target: 'loading', actions: 'clearError' } },
    },
    notFound: { tags: ['notFound'] },
    open: {
      type: 'parallel',
      states: {
        status: {
          initial: 'routing',
          on: {
            'order.changed': { guard: 'isThisOrder', target: '.routing', actions: 'takeChanged' },
            'order.refresh': '.refreshing',
          },
          states: {
            routing: {
              always: [
                { guard: 'isOverdue', target: 'awaitingPayment.overdue' },
                { guard: { type: 'is', params: 'awaitingPayment' }, target: 'awaitingPayment' },
                { guard: { type: 'is', params: 'paid' }, target: 'paid' },
                { guard: { type: 'is', params: 'appeal' }, target: 'appeal' },
                { guard: { type: 'is', params: 'completed' }, target: 'completed' },
                { target: 'cancelled' },
              ],
            },
            awaitingPayment: {
              initial: 'counting',
              states: {
                counting: {
                  always: { guard: 'isWindowOver', target: 'expiring' },
                  after: { second: { target: 'counting', reenter: true, actions: 'tick' } },
                },
                expiring: {
                  tags: ['busy', 'refreshing'],
                  invoke: {
                    src: 'loadOrder',
                    input: ({ context }) => ({ id: context.id! }),
                    onDone: {
                      target: '#otcOrder.open.status.routing',
                      actions: withOutput('takeOrder'),
                    },
                    onError: 'overdue',
                  },
                },
                overdue: { after: { recheck: 'expiring' } },
              },
            },
            paid: {},
            appeal: {},
            completed: {},
            cancelled: {},
            refreshing: {
              tags: ['busy', 'refreshing'],
              invoke: {
                src: 'loadOrder',
                input: ({ context }) => ({ id: context.id! }),
                onDone: { target: 'routing', actions: withOutput('takeOrder') },
                onError: 'routing',
              },
            },
          },
        },
        step: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'step.request': {
                  guard: 'canStep',
                  target: 'confirming',
                  actions: ['chooseStep', 'clearError'],
                },
                'appeal.open': { guard: 'canAppeal', target: 'appealing', actions: 'clearAppeal' },
              },
            },
            confirming: {
              tags: ['sheetOpen'],
              // the merchant acted or the window closed meanwhile: nothing left to confirm
              always: { guard: 'isStepMoot', target: 'idle', actions: 'forgetStep' },
              on: {
                'confirm.cancel': { target: 'idle', actions: 'forgetStep' },
                'confirm.submit': { target: 'sending', actions: 'clearError' },
              },
            },
            sending: {
              tags: ['busy', 'submitting', 'sheetOpen'],
              invoke: {
                src: 'takeStep',
                input: ({ context }) => ({ id: context.id!, step: context.step! }),
                onDone: { target: 'idle', actions: ['forgetStep', withOutput('announce')] },
                onError: [
                  {
                    guard: withError('isNotActionable'),
                    target: 'idle',
                    actions: ['forgetStep', raise({ type: 'order.refresh' })],
                  },
                  { target: 'confirming', actions: withError('rememberError') },
                ],
              },
            },
            appealing: {
              tags: ['sheetOpen', 'appealing'],
              invoke: { id: 'picture', src: 'picture', input: { side: 'front' } },
              always: { guard: 'isAppealMoot', target: 'idle', actions: 'clearAppeal' },
              on: {
                'appeal.close': { target: 'idle', actions: 'clearAppeal' },
                'picture.pick': { actions: 'forwardPick' },
                'picture.retry': { actions: 'retryPicture' },
                'picture.changed': { actions: 'takePicture' },
              },
              initial: 'editing',
              states: {
                editing: {
                  on: {
                    'appeal.text': {
                      actions: assign(({ event }) => ({ appealText: event.value, ...noError })),
                    },
                    'appeal.submit': [
                      { guard: 'isAppealValid', target: 'sending', actions: 'clearError' },
                      { actions: assign({ appealTouched: true }) },
                    ],
                  },
                },
                sending: {
                  tags: ['busy', 'submitting'],
                  invoke: {
                    src: 'sendAppeal',
                    input: ({ context }) => ({
                      id: context.id!,
                      img: context.appealImg!,
                      content: context.appealText.trim(),
                    }),
                    onDone: { target: '#otcOrder.open.step.idle', actions: withOutput('announce') },
                    onError: { target: 'editing', actions: withError('rememberError') },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
})
