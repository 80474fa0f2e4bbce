import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { useErrorText } from '@/i18n/use-error-text'
import { formatCoin } from '@/lib/wallet-format'
import type { NftPurchaseView } from '@/machines/nft-purchase/nft-purchase.view'
import { BlindBoxCheck } from './blind-box-check'
import { BlindBoxReveal } from './blind-box-reveal'
import { PurchaseForm } from './purchase-form'

export interface NftPurchaseProps extends NftPurchaseView {
  /** The item's page. */
  detailHref: string
  /** The caller's NFTs. */
  myNftsHref: string
  /** The market (an item not found). */
  marketHref: string
  onRetry: () => void
  onSeedChange: (value: string) => void
  onRegenerateSeed: () => void
  onBuy: () => void
  onOpenRetry: () => void
  onVerify: () => void
  onVerifyBack: () => void
}

/**
 * Buying a fixed-price NFT or a blind box (spec §2 nft/purchase_one): price, balance, the
 * seller's fee where there is one, the client seed of a box; then the receipt, or the box opened,
 * its work revealed and the draw verified in the browser.
 */
export function NftPurchase(props: NftPurchaseProps) {
  const { t, i18n } = useTranslation('nftBuy')
  const errorText = useErrorText()
  const item = props.item
  const tag = i18n.language
  if (props.status === 'loading') return <Loader label={t('purchase.loading')} />
  if (props.status === 'loadFailed')
    return (
      <ErrorState title={errorText(props.error, props.serverMessage)} onRetry={props.onRetry} />
    )
  if (props.status === 'notFound' || !item)
    return (
      <EmptyState
        title={t('detail.notFound')}
        action={
          <a href={props.marketHref} className="text-primary-ink flex min-h-11 items-center">
            {t('detail.toMarket')}
          </a>
        }
      />
    )
  const money = (v: string) => `${formatCoin(v, item.scale, tag)} ${item.currencyName}`
  if (props.status === 'opening') return <Loader label={t('reveal.opening')} />
  if (props.status === 'openFailed')
    return (
      <ErrorState
        title={errorText(props.error, props.serverMessage)}
        description={t('reveal.failedHint')}
        onRetry={props.onOpenRetry}
      />
    )
  if (props.status === 'opened' && props.reveal)
    return (
      <BlindBoxReveal
        reveal={props.reveal}
        myNftsHref={props.myNftsHref}
        onVerify={props.onVerify}
      />
    )
  if (props.status === 'verifying' && props.reveal && props.check)
    return (
      <BlindBoxCheck
        reveal={props.reveal}
        check={props.check}
        publishedCommitment={props.publishedCommitment ?? ''}
        onBack={props.onVerifyBack}
      />
    )
  if (props.status === 'bought' && props.purchase)
    return (
      <section aria-labelledby="nft-bought" className="flex flex-col gap-4 text-center">
        <h2 id="nft-bought" className="text-ink text-lg font-semibold">
          {t('done.title')}
        </h2>
        <p className="text-ink">
          {t('done.paid', { name: item.name, amount: money(props.purchase.order.price) })}
        </p>
        <a
          href={props.myNftsHref}
          className="text-primary-ink flex min-h-11 items-center justify-center"
        >
          {t('done.mine')}
        </a>
      </section>
    )
  return <PurchaseForm {...props} item={item} money={money} />
}
