import type { RequestHandler } from 'msw'
import { createNftMock, type NftMockState } from '@/api/msw/nft'
import { nftCardsMachine } from '@/machines/nft-cards/nft-cards.machine'
import { MockToken, MockUser } from '@/test/fixtures'

/** The cards' second lasts an hour: a countdown's picture does not depend on the machine's speed. */
export const frozenCards = nftCardsMachine.provide({ delays: { tick: 3_600_000 } })

/** A fresh sandbox stand-in for the NFT endpoints; `first` answers before it. */
export const nftMsw = (...first: RequestHandler[]) => nftMswFrom({}, ...first)

/** The same, starting from `state` (the caller's favourites, funds…). */
export const nftMswFrom = (state: NftMockState, ...first: RequestHandler[]) => ({
  msw: { handlers: { nft: [...first, ...createNftMock(state).list] } },
})

/** Every NFT page needs a session (api-reference §19.2). */
export const nftSession = { session: { token: MockToken, user: MockUser } }

/** Scrolls every box under and around `el` back to the top (a click may have scrolled the frame). */
export function scrollBack(el: HTMLElement): void {
  for (let node: HTMLElement | null = el; node; node = node.parentElement) node.scrollTop = 0
  for (const node of el.querySelectorAll<HTMLElement>('*')) if (node.scrollTop) node.scrollTop = 0
}
