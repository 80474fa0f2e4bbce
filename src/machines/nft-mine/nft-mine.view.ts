import type { SnapshotFrom } from 'xstate'
import type { NftItem } from '@/api/contract/nft'
import type { NftMyBid, NftWinnerOrder } from '@/api/contract/nft-auction'
import { standingOf, type MyNftStanding } from '../my-nft/my-nft.view'
import { toPagedListView, type PagedListView } from '../paged-list/paged-list.view'
import { mineTabs, type MineRow, type MineTab } from './nft-mine.actors'
import type { nftMineMachine } from './nft-mine.machine'

export type NftMineSnapshot = SnapshotFrom<typeof nftMineMachine>

export type MineRowView =
  | { kind: 'owned'; key: string; item: NftItem; standing: MyNftStanding }
  | { kind: 'bid'; key: string; bid: NftMyBid }
  | {
      kind: 'order'
      key: string
      order: NftWinnerOrder
      /** Until the payment deadline at the server's clock (ms, ≥ 0); null once paid or expired. */
      remainingMs: number | null
    }

export interface NftMineView extends Omit<PagedListView<MineRow, MineTab>, 'items' | 'filter'> {
  tab: MineTab
  /** The tabs, in order. */
  tabs: readonly MineTab[]
  rows: MineRowView[]
}

function toRow(row: MineRow, now: number): MineRowView {
  if (row.kind === 'owned')
    return {
      kind: 'owned',
      key: `owned-${row.item.id}`,
      item: row.item,
      standing: standingOf(row.item),
    }
  if (row.kind === 'bid') return { kind: 'bid', key: `bid-${row.bid.id}`, bid: row.bid }
  const o = row.order
  return {
    kind: 'order',
    key: `order-${o.id}`,
    order: o,
    remainingMs: o.state === 'awaitingPayment' ? Math.max(0, o.deadline - now) : null,
  }
}

export function toNftMineView(s: NftMineSnapshot): NftMineView {
  const { items, filter, ...list } = toPagedListView(s)
  const now = s.context.serverNow + s.context.elapsed
  return { ...list, tab: filter, tabs: mineTabs, rows: items.map((row) => toRow(row, now)) }
}
