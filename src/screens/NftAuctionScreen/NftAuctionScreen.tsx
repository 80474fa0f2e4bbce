import { useMachine } from '@xstate/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { NftOutbidEvent, NftWonEvent } from '@/api/contract/nft-auction'
import { useMarket } from '@/app/market'
import { href, paths } from '@/app/paths'
import { usePrivateEvent } from '@/app/private-events'
import { useToast } from '@/app/services'
import { useBack } from '@/app/use-back'
import { NftAuction } from '@/components/NftAuction/NftAuction'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { nftAuctionMachine } from '@/machines/nft-auction/nft-auction.machine'
import { codeOfParam } from '@/machines/nft-auction/nft-auction.types'
import { toNftAuctionView } from '@/machines/nft-auction/nft-auction.view'
import type { nftPaymentMachine } from '@/machines/nft-payment/nft-payment.machine'
import { formatCoinAsWritten } from '@/lib/wallet-format'
import { NftPayOrderConnected } from './nft-pay-order.connected'

export interface NftAuctionScreenProps {
  /** Stories pass `nftAuctionMachine.provide(...)` (a fixed key, slow seconds). */
  machine?: typeof nftAuctionMachine
  /** The winner's payment machine (stories: a fixed key). */
  paymentMachine?: typeof nftPaymentMachine
  /** Times are shown in this zone (stories fix it). @default the device's */
  timeZone?: string
}

/**
 * Spec §2 /pages/nft/purchase?code= (issue 17, api-reference §19): bidding on an auctioned NFT
 * with its live bid log; after the close, the winner pays here within 24 h (My NFTs links here for
 * it) and a losing bidder reads that the deposit came back.
 */
export function NftAuctionScreen({
  machine = nftAuctionMachine,
  paymentMachine,
  timeZone,
}: NftAuctionScreenProps) {
  const { t, i18n } = useTranslation('nftAuction')
  const toast = useToast()
  const { socket } = useMarket()
  const [params] = useSearchParams()
  const code = codeOfParam(params.get('code'))
  const [snapshot, send, actorRef] = useMachine(machine, { input: { code, socket } })

  useEffect(() => {
    const subscription = actorRef.on('bidPlaced', ({ result }) =>
      toast({
        tone: 'success',
        key: 'nftAuction:toast.bidPlaced',
        values: {
          total: t('amount', {
            amount: formatCoinAsWritten(result.price, i18n.language),
            currency: result.currencyName,
          }),
        },
      }),
    )
    return () => subscription.unsubscribe()
  }, [actorRef, toast, t, i18n.language])
  // the round closed on the user's bid, or they were outbid: the page reads the round again
  usePrivateEvent('nft_won', NftWonEvent, (order) => {
    if (order.code === code) send({ type: 'auction.refresh' })
  })
  usePrivateEvent('nft_outbid', NftOutbidEvent, (e) => {
    if (e.code === code) send({ type: 'auction.refresh' })
  })

  const view = toNftAuctionView(snapshot)
  const back = useBack(paths.nft)
  return (
    <>
      <NavBar title={t('title')} onBack={back} />
      <main className="px-4 py-4">
        <NftAuction
          {...view}
          marketHref={href(paths.nft)}
          timeZone={timeZone}
          payment={
            view.order && (
              <NftPayOrderConnected
                key={view.order.id}
                order={view.order}
                machine={paymentMachine}
                timeZone={timeZone}
                onPaid={(order) =>
                  toast({
                    tone: 'success',
                    key: 'nftAuction:toast.paid',
                    values: { name: order.name },
                  })
                }
              />
            )
          }
          onRetry={() => send({ type: 'auction.retry' })}
          onAmountChange={(value) => send({ type: 'amount.change', value })}
          onAmountBlur={() => send({ type: 'amount.blur' })}
          onMinimum={() => send({ type: 'amount.minimum' })}
          onSubmit={() => send({ type: 'form.submit' })}
          onConfirm={() => send({ type: 'confirm.submit' })}
          onCancel={() => send({ type: 'confirm.cancel' })}
        />
      </main>
    </>
  )
}
