import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmSheet } from '@/components/ConfirmSheet/ConfirmSheet'
import { NftMedia } from '@/components/NftMedia/NftMedia'
import { Button } from '@/components/ui/Button/Button'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Input } from '@/components/ui/Input/Input'
import { Loader } from '@/components/ui/Loader/Loader'
import { useErrorText } from '@/i18n/use-error-text'
import { cn } from '@/lib/cn'
import { formatCoin, formatDateTime } from '@/lib/wallet-format'
import type { ResaleField, ResalePayType } from '@/machines/nft-resell/nft-resell.logic'
import type { NftResellView } from '@/machines/nft-resell/nft-resell.view'
import { ResellDone } from './resell-done'
import { ResellPreview, ratePercent } from './resell-preview'

export interface NftResellFormProps extends NftResellView {
  /** My NFTs. */
  mineHref: string
  /** The item's own page (My NFT). */
  itemHref: string
  /** Dates are shown in this zone. @default the device's */
  timeZone?: string
  onRetry: () => void
  onPayTypeChange: (value: ResalePayType) => void
  onFieldChange: (field: ResaleField, value: string) => void
  onSubmit: () => void
  onConfirm: () => void
  onCancel: () => void
}

/** Codes after which confirming again sends the same request again. */
const retryable = new Set(['network', 'timeout', 'http', 'unknown'])
const payTypes: readonly ResalePayType[] = ['fixed', 'auction']

/**
 * Putting an owned NFT on sale again (spec §2 nft/resell, §5): fixed price or auction (starting
 * price and minimum increment), a start and an end, the fee and what the seller receives, then a
 * confirm step; once listed, links to the item and to My NFTs.
 */
export function NftResellForm(props: NftResellFormProps) {
  const { t, i18n } = useTranslation('nftMine')
  const errorText = useErrorText()
  const lang = i18n.language
  if (props.status === 'loading') return <Loader label={t('resell.loading')} />
  if (props.status === 'loadFailed')
    return (
      <ErrorState title={errorText(props.error, props.serverMessage)} onRetry={props.onRetry} />
    )
  const back = (
    <a href={props.mineHref} className="text-primary-ink flex min-h-11 items-center font-medium">
      {t('done.mine')}
    </a>
  )
  if (props.status === 'notFound' || !props.item)
    return (
      <EmptyState
        title={t('resell.notFound')}
        description={t('resell.notFoundHint')}
        action={back}
      />
    )
  const item = props.item
  if (props.status === 'blocked')
    return (
      <EmptyState title={t('resell.blocked')} description={errorText(props.block)} action={back} />
    )
  if (props.status === 'done' && props.listed)
    return (
      <ResellDone
        item={props.listed}
        timeZone={props.timeZone}
        itemHref={props.itemHref}
        mineHref={props.mineHref}
      />
    )
  const coin = item.currencyName
  const f = props.form
  const auction = f.payType === 'auction'
  const issue = (field: ResaleField) => errorText(props.issues[field] ?? null)
  const amount = (value: string) =>
    t('amount', { amount: formatCoin(value, item.scale, lang), coin })
  const when = (ms: number | null) =>
    ms === null ? '--' : formatDateTime(ms, lang, props.timeZone)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    props.onSubmit()
  }
  const kind = auction ? 'auction' : 'fixed'
  const formError =
    props.error && !props.isConfirmOpen ? errorText(props.error, props.serverMessage) : undefined
  return (
    <>
      <form noValidate onSubmit={submit} aria-label={item.name} className="flex flex-col gap-4">
        <div className="flex items-center gap-3">
          <NftMedia
            type={item.mediaType}
            image={item.image}
            media={item.media}
            name={item.name}
            className="size-16 shrink-0 overflow-hidden rounded-lg"
          />
          <div className="min-w-0">
            <h2 className="text-ink truncate font-semibold">{item.name}</h2>
            <p className="text-muted text-sm">{item.authorName}</p>
          </div>
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="text-muted mb-1.5 text-sm">{t('resell.payType')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {payTypes.map((value) => (
              <label
                key={value}
                className={cn(
                  'bg-surface border-line flex min-h-11 cursor-pointer items-center justify-center rounded-lg border px-3 font-medium',
                  'has-[:checked]:border-primary-ink has-[:checked]:text-primary-ink has-[:focus-visible]:outline-primary-ink has-[:focus-visible]:outline-2',
                )}
              >
                <input
                  type="radio"
                  name="pay-type"
                  value={value}
                  checked={f.payType === value}
                  onChange={() => props.onPayTypeChange(value)}
                  className="sr-only"
                />
                {t(`resell.payType.${value}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <Input
          label={t(`resell.price.${kind}`, { coin })}
          inputMode="decimal"
          autoComplete="off"
          value={f.price}
          onChange={(e) => props.onFieldChange('price', e.target.value)}
          error={issue('price')}
        />
        {auction && (
          <Input
            label={t('resell.perIncrease', { coin })}
            inputMode="decimal"
            autoComplete="off"
            value={f.perIncrease}
            onChange={(e) => props.onFieldChange('perIncrease', e.target.value)}
            error={issue('perIncrease')}
          />
        )}
        <Input
          label={t('resell.start')}
          type="datetime-local"
          min={props.startMin}
          value={f.start}
          onChange={(e) => props.onFieldChange('start', e.target.value)}
          error={issue('start')}
        />
        <Input
          label={t('resell.end')}
          type="datetime-local"
          min={f.start || props.startMin}
          value={f.end}
          onChange={(e) => props.onFieldChange('end', e.target.value)}
          error={issue('end')}
          hint={t('resell.timeHint')}
        />
        <ResellPreview
          split={props.split}
          auction={auction}
          scale={item.scale}
          coin={coin}
          rate={props.feeRate}
        />
        {formError && (
          <p role="alert" className="text-error text-sm">
            {formError}
          </p>
        )}
        <Button type="submit" block>
          {t('resell.submit')}
        </Button>
      </form>
      <ConfirmSheet
        open={props.isConfirmOpen}
        title={t('confirm.title')}
        rows={[
          { id: 'type', label: t('confirm.type'), value: t(`resell.payType.${kind}`) },
          {
            id: 'price',
            label: t(`confirm.price.${kind}`),
            value: amount(f.price || '0'),
            emphasis: true,
          },
          ...(auction
            ? [
                {
                  id: 'perIncrease',
                  label: t('confirm.perIncrease'),
                  value: amount(f.perIncrease || '0'),
                },
              ]
            : []),
          { id: 'start', label: t('confirm.start'), value: when(props.startAt) },
          { id: 'end', label: t('confirm.end'), value: when(props.endAt) },
          ...(props.split
            ? [
                {
                  id: 'fee',
                  label: t('confirm.fee', { rate: ratePercent(props.feeRate, lang) }),
                  value: amount(props.split.fee),
                },
                {
                  id: 'receive',
                  label: t(`confirm.receive.${kind}`),
                  value: amount(props.split.credit),
                },
              ]
            : []),
        ]}
        notice={t(auction ? 'confirm.noticeAuction' : 'confirm.noticeFixed')}
        busy={props.isSubmitting}
        confirmLabel={
          props.error && retryable.has(props.error) ? t('confirm.retry') : t('confirm.submit')
        }
        error={props.isConfirmOpen ? errorText(props.error, props.serverMessage) : undefined}
        onConfirm={props.onConfirm}
        onClose={props.onCancel}
      />
    </>
  )
}
