import type { StateValue } from 'xstate'
import { IeoListAnswer } from '@/api/contract/ieo'
import { mockIeoList } from '@/api/contract/ieo.fixtures'
import { ieoListMachine, type IeoListContext } from './ieo-list.machine'
import type { IeoListSnapshot } from './ieo-list.view'

/** The three seeded projects: LUMA not started, NOVA in progress, ORBT ended. */
export const ieoProjects = IeoListAnswer.parse(mockIeoList())

const blank: IeoListContext = { list: null, elapsed: 0, filter: 'all', error: null }
const loaded: IeoListContext = { ...blank, list: ieoProjects }

const at = (value: StateValue, context: IeoListContext) =>
  ieoListMachine.resolveState({ value, context }) as IeoListSnapshot

/** One snapshot per state (and filter) of the IEO list. */
export const ieoListSnapshots = {
  loading: at('loading', blank),
  failed: at('failed', { ...blank, error: 'network' }),
  ready: at('ready', loaded),
  /** The in-progress chip: NOVA only. */
  inProgress: at('ready', { ...loaded, filter: 'inProgress' }),
  empty: at('ready', { ...blank, list: { projects: [], now: ieoProjects.now } }),
}
