import type { SnapshotFrom } from 'xstate'
import type { OtcOrder } from '@/api/contract/otc'
import { toPagedListView, type PagedListView } from '../paged-list/paged-list.view'
import type { OtcOrdersFilter, otcOrdersMachine } from './otc-orders.machine'

export type OtcOrdersSnapshot = SnapshotFrom<typeof otcOrdersMachine>

export type OtcOrdersView = PagedListView<OtcOrder, OtcOrdersFilter>

export const toOtcOrdersView = (s: OtcOrdersSnapshot): OtcOrdersView => toPagedListView(s)
