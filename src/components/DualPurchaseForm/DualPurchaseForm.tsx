import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { DualPayoff } from '@/components/DualPayoff/DualPayoff'
import { Button } from '@/components/ui/Button/Button'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Input } from '@/components/ui/Input/Input'
import { Loader } from '@/components/ui/Loader/Loader'
import { useErrorText } from '@/i18n/use-error-text'
import { formatCoin, formatCoinAsWritten } from '@/lib/wallet-format'
import type { DualPurchaseView } from '@/machines/dual-purchase/dual-purchase.view'
import { ProductTerms } from './product-terms'
import { PurchaseConfirm } from './purchase-confirm'
import { PurchaseDone } from './purchase-done'

export interface DualPurchaseFormProps extends DualPurchaseView {
  /** My dual orders. */
  mineHref: string
  /** The products of this coin and direction. */
  productsHref: string
  onRetry: () => void
  onSharesChange: (value: string) => void
  onSharesBlur: () => void
  onSubmit: () => void
  onConfirm: () => void
  onCancel: () => void
  /** A visitor taps "Log in to buy": the screen opens the login and comes back. */
  onLogin: () => void
}

/**
 * Buying a dual product (spec §2 invest/purchase, issue 16): its terms, the shares (whole, within
 * what is left, the caller's limit and balance), what they cost, and before buying the payoff card
 * with both outcomes; then a confirm step. A visitor reads it all and is offered the login.
 */
export function DualPurchaseForm(props: DualPurchaseFormProps) {
  const { t, i18n } = useTranslation('dual')
  const lang = i18n.language
  const errorText = useErrorText()
  if (props.status === 'loading') return <Loader label={t('purchase.loading')} />
  if (props.status === 'loadFailed')
    return (
      <ErrorState title={errorText(props.error, props.serverMessage)} onRetry={props.onRetry} />
    )
  const p = props.product
  if (props.status === 'notFound' || !p)
    return (
      <EmptyState
        title={t('purchase.notFound')}
        action={
          <a
            href={props.productsHref}
            className="text-primary-ink flex min-h-11 items-center font-medium"
          >
            {t('purchase.products')}
          </a>
        }
      />
    )
  if (props.status === 'done' && props.order)
    return (
      <PurchaseDone
        order={props.order}
        mineHref={props.mineHref}
        productsHref={props.productsHref}
      />
    )

  const investScale = p.direction === 'call' ? p.scales.coin : p.scales.usdt
  const money = (amount: string) =>
    t('amount', { amount: formatCoin(amount, investScale, lang), coin: p.investCurrency })
  const sharesError =
    (props.errorField === 'shares' ? errorText(props.error, props.serverMessage) : undefined) ??
    errorText(props.sharesIssue)
  const formError =
    props.error && !props.errorField && !props.isConfirmOpen
      ? errorText(props.error, props.serverMessage)
      : undefined
  const sheetError =
    props.error && !props.errorField ? errorText(props.error, props.serverMessage) : undefined
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (props.signedIn) props.onSubmit()
    else props.onLogin()
  }
  const open = props.state === 'open'
  return (
    <>
      <form
        noValidate
        onSubmit={submit}
        aria-label={t('purchase.title')}
        className="flex flex-col gap-4"
      >
        <ProductTerms product={p} days={props.days} limitLeft={props.limitLeft} />
        {open ? (
          <div className="bg-surface flex flex-col gap-3 rounded-xl p-4">
            <Input
              label={t('purchase.shares')}
              inputMode="numeric"
              autoComplete="off"
              value={props.shares}
              onChange={(e) => props.onSharesChange(e.target.value)}
              onBlur={props.onSharesBlur}
              hint={t('purchase.sharesHint', {
                size: formatCoinAsWritten(p.shareSize, lang),
                invest: p.investCurrency,
              })}
              error={sharesError}
            />
            <dl className="flex flex-col gap-1 text-sm">
              <div className="flex justify-between gap-3">
                <dt className="text-muted">{t('purchase.principal')}</dt>
                <dd className="text-ink text-right font-semibold tabular-nums">
                  {props.terms ? money(props.terms.principal) : '--'}
                </dd>
              </div>
              {props.balance !== null && (
                <div className="flex justify-between gap-3">
                  <dt className="text-muted">{t('purchase.balance')}</dt>
                  <dd className="text-ink text-right tabular-nums">{money(props.balance)}</dd>
                </div>
              )}
            </dl>
          </div>
        ) : (
          <p role="status" className="bg-surface text-muted rounded-xl p-4 text-sm">
            {t(props.state === 'soldOut' ? 'purchase.soldOut' : 'purchase.closed')}
          </p>
        )}
        {open && props.terms && (
          <DualPayoff
            id="dual-payoff"
            direction={p.direction}
            coin={p.coin}
            strike={p.strike}
            rate={p.rate}
            settleAt={p.settleAt}
            scales={p.scales}
            terms={props.terms}
          />
        )}
        {formError && (
          <p role="alert" className="text-error text-sm">
            {formError}
          </p>
        )}
        {open && (
          <Button type="submit" block>
            {t(props.signedIn ? 'purchase.submit' : 'purchase.login')}
          </Button>
        )}
      </form>
      <PurchaseConfirm
        open={props.isConfirmOpen}
        busy={props.isSubmitting}
        product={p}
        shares={props.shares}
        principal={props.terms ? money(props.terms.principal) : '--'}
        error={props.error}
        errorText={sheetError}
        onConfirm={props.onConfirm}
        onCancel={props.onCancel}
      />
    </>
  )
}
