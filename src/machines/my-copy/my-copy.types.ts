import type { FollowTerms, MyFollows, SkippedCopy, TraderItem } from '@/api/contract/follow'
import type { LeverPosition } from '@/api/contract/lever'
import type { ErrorCode } from '@/api/errors'

/** The screen's tabs, in order. */
export const myCopyTabs = ['following', 'copies', 'skipped', 'history'] as const
export type MyCopyTab = (typeof myCopyTabs)[number]

/** An active follow with its trader (follow/my). */
export type ActiveFollow = MyFollows['follows'][number]

/** The sheet open: end the follow of a trader, or take over a copy. */
export type MyCopySheet =
  { kind: 'cancel'; follow: ActiveFollow } | { kind: 'takeOver'; position: LeverPosition }

/** What the screen says once: a trader lost the flag and the follow ended. */
export interface FollowEndedNotice {
  traderId: number
  nickname: string
}

export interface MyCopyContext {
  tab: MyCopyTab
  follows: ActiveFollow[]
  /** Open copies, newest first. */
  copies: LeverPosition[]
  skipped: SkippedCopy[]
  /** Traders' nicknames by id (follows, skipped copies, events), for copies of ended follows. */
  nicknames: Record<number, string>
  /** Last prices by pair ("BTC/USDT"), fed by the screen. */
  marks: Record<string, string>
  sheet: MyCopySheet | null
  /** Why the last load or action failed; never a session error. */
  error: ErrorCode | null
  notices: FollowEndedNotice[]
}

export interface MyCopyInput {
  /** @default 'following' */
  tab?: MyCopyTab
}

export type MyCopyEvent =
  | { type: 'list.retry' }
  | { type: 'list.refresh' }
  | { type: 'tab.change'; tab: MyCopyTab }
  | { type: 'marks.update'; marks: Readonly<Record<string, string>> }
  | { type: 'follow.cancel'; traderId: number }
  | { type: 'copy.takeOver'; id: number }
  | { type: 'sheet.confirm' }
  | { type: 'sheet.close' }
  | { type: 'notice.dismiss'; traderId: number }
  /** follow_copy: a copy opened or closed with the trader. */
  | { type: 'copy.opened'; position: LeverPosition; nickname: string }
  | { type: 'copy.closed'; position: LeverPosition }
  | { type: 'copy.skipped'; skipped: SkippedCopy }
  /** follow_cancelled: the trader lost the flag, the follow ended. */
  | { type: 'follow.ended'; traderId: number; nickname: string }
  /** lever_position: one of the user's positions changed (a copy taken over elsewhere, closed). */
  | { type: 'position.changed'; position: LeverPosition }

/** Told to the screen: a toast, the history's new row. */
export type MyCopyEmitted =
  | { type: 'followCancelled'; trader: TraderItem; terms: FollowTerms }
  | { type: 'takenOver'; position: LeverPosition }
  | { type: 'copyClosed'; position: LeverPosition }

export type MyCopyTag =
  'busy' | 'loading' | 'failed' | 'ready' | 'sheetOpen' | 'submitting' | 'actionFailed'
