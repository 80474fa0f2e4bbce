import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/Button/Button'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { SafeHtml } from '@/components/ui/SafeHtml/SafeHtml'
import { useErrorText } from '@/i18n/use-error-text'
import type { IeoSubscribeView } from '@/machines/ieo-subscribe/ieo-subscribe.view'
import { IeoConfirmSheet } from './ieo-confirm-sheet'
import { IeoFigures } from './ieo-figures'
import { IeoLatestOrder } from './ieo-latest-order'
import { IeoProjectHead } from './ieo-project-head'
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
  /** The placement after the end (an ended project, with a session), under the result. */
  placement?: ReactNode
}

/**
 * An IEO project (spec §2 ieo/subscribe, §3; issue 16): its phase and countdown, its figures,
 * the caller's latest subscription, the subscription form, its description; a confirm step.
 */
export function IeoSubscribe(props: IeoSubscribeProps) {
  const { t } = useTranslation('ieo')
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
          scales={p}
          ordersHref={props.ordersHref}
          timeZone={props.timeZone}
          heading="done"
        />
        <Button type="button" variant="secondary" block onClick={props.onAgain}>
          {t('done.again')}
        </Button>
      </div>
    )
  return (
    <>
      <div className="flex flex-col gap-4">
        <IeoProjectHead project={p} phase={props.phase} secondsLeft={props.secondsLeft} />
        <IeoSubscribeForm {...props} project={p} />
        {props.phase === 'ended' && props.placement}
        {props.latestOrder && (
          <IeoLatestOrder
            order={props.latestOrder}
            scales={p}
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
      <IeoConfirmSheet {...props} project={p} />
    </>
  )
}
