import { activityMachine } from './activity.machine'

/** One snapshot per state of the loading indicator (only `visible` draws the spinner). */
export const activitySnapshots = {
  idle: activityMachine.resolveState({ value: 'idle' }),
  waiting: activityMachine.resolveState({ value: 'waiting' }),
  visible: activityMachine.resolveState({ value: 'visible' }),
}
