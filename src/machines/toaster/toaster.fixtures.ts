import { toasterMachine, type ToasterContext } from './toaster.machine'

const resolve = (value: string, context: ToasterContext) =>
  toasterMachine.resolveState({ value, context })

/** One snapshot per state of the toaster: nothing to show, and a queue with an error behind a success. */
export const toasterSnapshots = {
  idle: resolve('idle', { toasts: [], nextId: 1 }),
  showing: resolve('showing', {
    toasts: [
      { id: 1, tone: 'success', key: 'auth:login.success' },
      { id: 2, tone: 'error', code: 'network' },
    ],
    nextId: 3,
  }),
}
