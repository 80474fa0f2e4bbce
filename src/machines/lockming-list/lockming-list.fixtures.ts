import { LOCKMING_CONFIG_PAGE_SIZE, LockConfig, type LockKind } from '@/api/contract/lockming'
import { MockLockConfigs } from '@/api/contract/lockming.fixtures'
import { pagedListSnapshots } from '@/machines/paged-list/paged-list.fixtures'
import { lockmingListMachine } from './lockming-list.machine'

/** The fixtures' products as the client reads them. */
export const mockLockProducts: LockConfig[] = MockLockConfigs.map((w) => LockConfig.parse(w))

/** The products of one kind. */
export const productsOf = (kind: LockKind) => mockLockProducts.filter((c) => c.kind === kind)

const resolve = lockmingListMachine.resolveState.bind(lockmingListMachine)
const snapshotsOf = (kind: LockKind) =>
  pagedListSnapshots((value, context) => resolve({ value, context }), {
    filter: kind,
    pageSize: LOCKMING_CONFIG_PAGE_SIZE,
    items: productsOf(kind),
    // pages of 3 here, so that "load more" shows in a phone's first screen (the wire's are 10)
    firstOfTwo: { items: productsOf(kind).slice(0, 3), total: 5, pageSize: 3 },
  })

const locked = snapshotsOf('lock')

/** One snapshot per state of the products list (the locked tab), and the other two tabs. */
export const lockmingListSnapshots = {
  ...locked,
  defi: snapshotsOf('defi').ready,
  cloud: snapshotsOf('cloud').ready,
}
