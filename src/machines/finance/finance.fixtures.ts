import { DualIndexAnswer } from '@/api/contract/dual'
import { MockDualProducts } from '@/api/contract/dual.fixtures'
import { dualHighlight, ieoCounts, lockHighlights } from '@/api/contract/finance-math'
import { IeoListAnswer } from '@/api/contract/ieo'
import { mockIeoList } from '@/api/contract/ieo.fixtures'
import { LockConfigsAnswer } from '@/api/contract/lockming'
import { MockLockConfigs } from '@/api/contract/lockming.fixtures'
import { financeMachine, type FinanceContext } from './finance.machine'

type Leaf = 'loading' | 'ready' | 'failed'

/** The cards' figures from the fixtures the MSW mocks answer. */
export const MockFinanceFigures = {
  lock: lockHighlights(LockConfigsAnswer.parse(MockLockConfigs)),
  dual: dualHighlight(DualIndexAnswer.parse({ dual_currencys: MockDualProducts })),
  ieo: ieoCounts(IeoListAnswer.parse(mockIeoList()).projects),
}

const none = { lock: null, dual: null, ieo: null }
const resolve = (
  value: { lock: Leaf; dual: Leaf; ieo: Leaf },
  context: Partial<FinanceContext> = {},
) =>
  financeMachine.resolveState({
    value,
    context: { ...none, errors: { lock: null, dual: null, ieo: null }, ...context },
  })

/** One snapshot per state of the hub (each card's leaves are covered). */
export const financeSnapshots = {
  loading: resolve({ lock: 'loading', dual: 'loading', ieo: 'loading' }),
  ready: resolve({ lock: 'ready', dual: 'ready', ieo: 'ready' }, MockFinanceFigures),
  /** Answered, with no product open and no project listed. */
  nothingOpen: resolve(
    { lock: 'ready', dual: 'ready', ieo: 'ready' },
    { ieo: { inProgress: 0, notStarted: 0 } },
  ),
  lockFailed: resolve(
    { lock: 'failed', dual: 'ready', ieo: 'ready' },
    { ...MockFinanceFigures, lock: null, errors: { lock: 'network', dual: null, ieo: null } },
  ),
  dualFailed: resolve(
    { lock: 'ready', dual: 'failed', ieo: 'loading' },
    { ...MockFinanceFigures, dual: null, errors: { lock: null, dual: 'timeout', ieo: null } },
  ),
  ieoFailed: resolve(
    { lock: 'loading', dual: 'ready', ieo: 'failed' },
    { ...MockFinanceFigures, ieo: null, errors: { lock: null, dual: null, ieo: 'network' } },
  ),
}
