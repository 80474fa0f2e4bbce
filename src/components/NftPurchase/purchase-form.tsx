import { useTranslation } from 'react-i18next'
import type { NftItem } from '@/api/contract/nft'
import { NftMedia } from '@/components/NftMedia/NftMedia'
import { Button } from '@/components/ui/Button/Button'
import { useErrorText } from '@/i18n/use-error-text'
import { formatNumber } from '@/lib/format'
import { BlindBoxOdds } from '../NftArtworkDetail/blind-box-odds'
import type { NftPurchaseProps } from './NftPurchase'
import { ProvablyFair } from './provably-fair'
import { SeedField } from './seed-field'

export interface PurchaseFormProps extends NftPurchaseProps {
  item: NftItem
  /** An amount in the item's currency, formatted. */
  money: (value: string) => string
}

/** The purchase to confirm: the item, price, balance, the seller's fee, a box's terms and seed. */
export function PurchaseForm(p: PurchaseFormProps) {
  const { t, i18n } = useTranslation('nftBuy')
  const errorText = useErrorText()
  const { item, money } = p
  const tag = i18n.language
  const box = item.payType === 'blindBox'
  const formError =
    p.error && p.errorField !== 'seed' ? errorText(p.error, p.serverMessage) : undefined
  return (
    <div className="flex flex-col gap-4">
      <section className="bg-surface flex gap-3 rounded-xl p-4">
        <NftMedia
          type={item.mediaType}
          image={item.image}
          media={item.media}
          name={item.name}
          className="size-20 shrink-0 rounded-lg"
        />
        <div className="min-w-0 flex-1">
          <h2 className="text-ink truncate font-semibold">
            <a href={p.detailHref}>{item.name}</a>
          </h2>
          <p className="text-muted text-sm">{t(`payType.${item.payType}`)}</p>
        </div>
      </section>
      <dl className="bg-surface grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl p-4 text-sm">
        <dt className="text-muted">{t('purchase.price')}</dt>
        <dd className="text-ink text-right font-semibold tabular-nums">{money(item.price)}</dd>
        <dt className="text-muted">{t('purchase.balance')}</dt>
        <dd className="text-ink text-right tabular-nums">
          {p.balance === null ? '--' : money(p.balance)}
        </dd>
        {p.balanceAfter !== null && (
          <>
            <dt className="text-muted">{t('purchase.balanceAfter')}</dt>
            <dd className="text-ink text-right tabular-nums">{money(p.balanceAfter)}</dd>
          </>
        )}
      </dl>
      <p className="text-muted text-sm" data-testid="nft-fee">
        {p.sellerFee
          ? t('purchase.sellerFee', {
              rate: formatNumber(p.sellerFee.ratePercent, tag, { decimals: 1 }),
              fee: money(p.sellerFee.fee),
              credit: money(p.sellerFee.sellerCredit),
            })
          : t('purchase.noFee')}
      </p>
      {box && p.box && <BlindBoxOdds box={p.box} />}
      {box && <SeedField {...p} />}
      {box && <ProvablyFair />}
      {p.issue && !p.error && <p className="text-down text-sm">{errorText(p.issue)}</p>}
      {formError && (
        <p role="alert" className="text-down text-sm">
          {formError}
        </p>
      )}
      <Button
        type="button"
        block
        busy={p.isSubmitting}
        disabled={p.issue !== null}
        onClick={p.onBuy}
      >
        {t(box ? 'purchase.buyBox' : 'purchase.buy', { amount: money(item.price) })}
      </Button>
    </div>
  )
}
