import { useTranslation } from 'react-i18next'
import { CoinMark } from '@/components/CoinMark/CoinMark'
import { ConfirmSheet } from '@/components/ConfirmSheet/ConfirmSheet'
import { Button } from '@/components/ui/Button/Button'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { SafeHtml } from '@/components/ui/SafeHtml/SafeHtml'
import { useErrorText } from '@/i18n/use-error-text'
import { formatCoin, formatCoinAsWritten, formatDateTime } from '@/lib/wallet-format'
import type { IeoSubscribeView } from '@/machines/ieo-subscribe/ieo-subscribe.view'
import { IeoCountdown, IeoPhaseChip } from '../IeoProjectList/ieo-phase'
import { IeoFigures } from './ieo-figures'
import { IeoLatestOrder } from './ieo-latest-order'
import { IeoSubscribeForm } from './ieo-subscribe-form'

export interface IeoSubscribeProps extends IeoSubscribeView {
  /** My subscriptions. */
  ordersHref: string
  /** The projects' list (a project not found). */
  listHref: string
  timeZone?: string
  onRetry: () => void
  onAmountChange: (value: string) => void
  onMax: () => void
  onSubmit: () => void
  onConfirm: () => void
  onCancel: () => void
  onAgain: () => void
  /** A visitor taps subscribe: log in first. */
  onLogin: () => void
}

/** Codes after which confirming again sends the same request again. */
const retryable = new Set(['network', 'timeout', 'http', 'unknown'])

/**
 * An IEO project (spec §2 ieo/subscribe, §3; issue 16): its phase and countdown, its figures,
 * the caller's latest subscription, the subscription form, its description; a confirm step.
 */
export function IeoSubscribe(props: IeoSubscribeProps) {
  const { t, i18n } = useTranslation('ieo')
  const errorText = useErrorText()
  if (props.status === 'loading') return <Loader label={t('detail.loading')} />
  if (props.status === 'loadFailed')
    return (
      <ErrorState title={errorText(props.error, props.serverMessage)} onRetry={props.onRetry} />
    )
  const p = props.project
  if (props.status === 'notFound' || !p)
    return (
      <EmptyState
        title={t('detail.notFound')}
        description={t('detail.notFoundHint')}
        action={
          <a
            href={props.listHref}
            className="text-primary-ink flex min-h-11 items-center font-medium"
          >
            {t('detail.toList')}
          </a>
        }
      />
    )
  if (props.status === 'done' && props.order)
    return (
      <div className="flex flex-col gap-4">
        <IeoLatestOrder
          order={props.order}
          ordersHref={props.ordersHref}
          timeZone={props.timeZone}
          heading="done"
        />
        <Button type="button" variant="secondary" block onClick={props.onAgain}>
          {t('done.again')}
        </Button>
      </div>
    )
  const tag = i18n.language
  const amount = props.amount.trim()
  return (
    <>
      <div className="flex flex-col gap-4">
        <section className="bg-surface flex flex-col gap-2 rounded-xl p-4">
          <div className="flex items-center gap-3">
            {p.logo ? (
              <img src={p.logo} alt="" className="size-9 rounded-full" />
            ) : (
              <CoinMark name={p.tokenName} />
            )}
            <div className="min-w-0 flex-1">
              <p className="text-ink truncate font-semibold">{p.tokenName}</p>
              <p className="text-muted truncate text-sm">{p.title}</p>
            </div>
            <IeoPhaseChip phase={props.phase} />
          </div>
          <IeoCountdown
            phase={props.phase}
            secondsLeft={props.secondsLeft}
            className="text-ink text-sm font-medium"
          />
          {p.summary && <p className="text-muted text-sm">{p.summary}</p>}
        </section>
        <IeoSubscribeForm {...props} project={p} />
        {props.latestOrder && (
          <IeoLatestOrder
            order={props.latestOrder}
            ordersHref={props.ordersHref}
            timeZone={props.timeZone}
          />
        )}
        <IeoFigures project={p} timeZone={props.timeZone} />
        {p.content && (
          <section
            aria-labelledby="ieo-about"
            className="bg-surface flex flex-col gap-2 rounded-xl p-4"
          >
            <h2 id="ieo-about" className="text-ink font-semibold">
              {t('detail.about')}
            </h2>
            <SafeHtml html={p.content} />
          </section>
        )}
      </div>
      <ConfirmSheet
        open={props.isConfirmOpen}
        title={t('confirm.title')}
        rows={[
          { id: 'project', label: t('confirm.project'), value: `${p.tokenName} · ${p.title}` },
          {
            id: 'amount',
            label: t('form.amount'),
            value: t('amount', {
              amount: formatCoinAsWritten(amount || '0', tag),
              coin: p.tokenName,
            }),
          },
          {
            id: 'price',
            label: t('figures.price'),
            value: t('amount', {
              amount: formatCoinAsWritten(p.price, tag),
              coin: p.payCurrencyName,
            }),
          },
          ...(props.preview
            ? [
                {
                  id: 'cost',
                  label: t('preview.cost'),
                  value: t('amount', {
                    amount: formatCoin(props.preview.cost, p.payScale, tag),
                    coin: p.payCurrencyName,
                  }),
                  emphasis: true,
                },
                {
                  id: 'balance',
                  label: t('preview.balanceAfter'),
                  value: t('amount', {
                    amount: formatCoin(props.preview.balanceAfter, p.payScale, tag),
                    coin: p.payCurrencyName,
                  }),
                },
              ]
            : []),
        ]}
        notice={t('preview.delivery', {
          amount: t('amount', {
            amount: formatCoinAsWritten(amount || '0', tag),
            coin: p.tokenName,
          }),
          end: formatDateTime(p.endAt, tag, props.timeZone),
        })}
        busy={props.isSubmitting}
        confirmLabel={
          props.error && retryable.has(props.error) ? t('confirm.retry') : t('confirm.submit')
        }
        error={
          props.error && !props.errorField ? errorText(props.error, props.serverMessage) : undefined
        }
        onConfirm={props.onConfirm}
        onClose={props.onCancel}
      />
    </>
  )
}
