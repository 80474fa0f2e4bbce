/**
 * My copy trading's pure rules (my-copy.machine.ts): what follow/my and the live events change in
 * the lists.
 */
import type { MyFollows, SkippedCopy } from '@/api/contract/follow'
import type { LeverPosition } from '@/api/contract/lever'
import type { ActiveFollow, MyCopyContext } from './my-copy.types'

type Lists = Pick<MyCopyContext, 'follows' | 'copies' | 'skipped' | 'nicknames'>

const nicknamesOf = (data: Pick<MyFollows, 'follows' | 'skipped'>) =>
  Object.fromEntries([
    ...data.skipped.map((s) => [s.traderId, s.nickname] as const),
    ...data.follows.map((f) => [f.traderId, f.trader.nickname] as const),
  ])

/** follow/my's answer, with the nicknames the screen already knew. */
export const takeMine = (c: Lists, data: MyFollows): Lists => ({
  follows: data.follows,
  copies: data.copies,
  skipped: data.skipped,
  nicknames: { ...c.nicknames, ...nicknamesOf(data) },
})

/** An open copy first (once), or the copy taken out once it is closed or the user's own. */
export function withCopy(copies: readonly LeverPosition[], position: LeverPosition) {
  const rest = copies.filter((p) => p.id !== position.id)
  return position.copied && position.status === 'open' ? [position, ...rest] : rest
}

/** A skipped copy first (once). */
export const withSkipped = (skipped: readonly SkippedCopy[], s: SkippedCopy) => [
  s,
  ...skipped.filter((x) => x.id !== s.id),
]

/** The sheet's follow or copy is still listed (a live event may have taken it out). */
export function sheetTargetListed(c: Pick<MyCopyContext, 'sheet' | 'copies' | 'follows'>) {
  const sheet = c.sheet
  if (!sheet) return false
  return sheet.kind === 'cancel'
    ? c.follows.some((f) => f.traderId === sheet.follow.traderId)
    : c.copies.some((p) => p.id === sheet.position.id)
}

/** A copy opened: first in the open copies; its trader's nickname remembered. */
export const addedCopy = (
  c: Pick<MyCopyContext, 'copies' | 'nicknames'>,
  position: LeverPosition,
  nickname: string,
) => ({
  copies: withCopy(c.copies, position),
  nicknames: nickname ? { ...c.nicknames, [position.followUserId]: nickname } : c.nicknames,
})

/** A copy skipped: first in the skipped copies. */
export const addedSkipped = (c: Pick<MyCopyContext, 'skipped' | 'nicknames'>, s: SkippedCopy) => ({
  skipped: withSkipped(c.skipped, s),
  nicknames: { ...c.nicknames, [s.traderId]: s.nickname },
})

/** The trader lost the flag: the follow goes, a notice (once per trader) says so. */
export function endedFollow(
  c: Pick<MyCopyContext, 'follows' | 'notices'>,
  traderId: number,
  nickname: string,
) {
  const name = nickname || c.follows.find((f) => f.traderId === traderId)?.trader.nickname || ''
  return {
    follows: c.follows.filter((f) => f.traderId !== traderId),
    notices: [...c.notices.filter((n) => n.traderId !== traderId), { traderId, nickname: name }],
  }
}

/** The sheet's follow (the cancelling states only have a cancel sheet). */
export function sheetFollow(c: Pick<MyCopyContext, 'sheet'>): ActiveFollow {
  if (c.sheet?.kind !== 'cancel') throw new Error('no cancel sheet')
  return c.sheet.follow
}

/** The sheet's copy (the taking-over states only have a take-over sheet). */
export function sheetPosition(c: Pick<MyCopyContext, 'sheet'>): LeverPosition {
  if (c.sheet?.kind !== 'takeOver') throw new Error('no take-over sheet')
  return c.sheet.position
}
