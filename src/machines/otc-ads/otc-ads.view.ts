import type { SnapshotFrom } from 'xstate'
import type { OtcAd } from '@/api/contract/otc'
import { toPagedListView, type PagedListView } from '../paged-list/paged-list.view'
import type { OtcAdsFilter, otcAdsMachine } from './otc-ads.machine'

export type OtcAdsSnapshot = SnapshotFrom<typeof otcAdsMachine>

export type OtcAdsView = PagedListView<OtcAd, OtcAdsFilter>

export const toOtcAdsView = (s: OtcAdsSnapshot): OtcAdsView => toPagedListView(s)
