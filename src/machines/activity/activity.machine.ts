/**
 * The global loading indicator (spec §7, §9): it appears only when a request has been in flight
 * for `spinnerGrace` (800 ms), so quick answers never flash a spinner.
 * idle → waiting → visible → idle.
 */
import { fromCallback, setup } from 'xstate'
import { requestActivity } from '@/api/credentials'

export type ActivityEvent = { type: 'requests.busy' } | { type: 'requests.idle' }

export const activityMachine = setup({
  types: { events: {} as ActivityEvent },
  actors: {
    watchRequests: fromCallback<ActivityEvent>(({ sendBack }) =>
      requestActivity.subscribe((busy) =>
        sendBack({ type: busy ? 'requests.busy' : 'requests.idle' }),
      ),
    ),
  },
  delays: { spinnerGrace: 800 },
}).createMachine({
  id: 'activity',
  invoke: { src: 'watchRequests' },
  initial: 'idle',
  states: {
    idle: { on: { 'requests.busy': 'waiting' } },
    waiting: {
      on: { 'requests.idle': 'idle' },
      after: { spinnerGrace: 'visible' },
    },
    visible: { on: { 'requests.idle': 'idle' } },
  },
})
