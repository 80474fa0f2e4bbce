import { useMachine } from '@xstate/react'
import { useCallback, useEffect } from 'react'
import { useToast } from '@/app/services'
import type { nftCardsMachine } from '@/machines/nft-cards/nft-cards.machine'
import { toNftCard, toNftCardsView, type NftCardView } from '@/machines/nft-cards/nft-cards.view'
import type { NftRow } from '@/machines/nft-market/nft-market.machine'

/**
 * The cards of an NFT screen: its clock synced to the latest answer's `now` (`clock.sync`), a
 * row as a card, the heart's toggle, and a refused favourite as an error toast.
 */
export function useNftCards(machine: typeof nftCardsMachine, now: number) {
  const toast = useToast()
  const [snapshot, send, actorRef] = useMachine(machine, { input: {} })
  useEffect(() => {
    const sub = actorRef.on('collectFailed', ({ code }) => toast({ tone: 'error', code }))
    return () => sub.unsubscribe()
  }, [actorRef, toast])
  useEffect(() => {
    if (now > 0) send({ type: 'clock.sync', now })
  }, [now, send])
  const cards = toNftCardsView(snapshot)
  return {
    toCards: (rows: NftRow[]) => rows.map((row) => toNftCard(row, cards)),
    onToggleCollect: useCallback(
      (card: NftCardView) =>
        send({ type: 'collect.toggle', code: card.code, collected: card.collected }),
      [send],
    ),
  }
}
