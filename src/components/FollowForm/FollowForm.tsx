import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { FollowMode } from '@/api/contract/follow-math'
import { ConfirmSheet } from '@/components/ConfirmSheet/ConfirmSheet'
import { UserAvatar } from '@/components/UserAvatar/UserAvatar'
import { Button } from '@/components/ui/Button/Button'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Input } from '@/components/ui/Input/Input'
import { Loader } from '@/components/ui/Loader/Loader'
import { useErrorText } from '@/i18n/use-error-text'
import { cn } from '@/lib/cn'
import { formatCoin, formatCoinAsWritten } from '@/lib/wallet-format'
import type { FollowFormView } from '@/machines/follow-form/follow-form.view'
import { FollowDone } from './follow-done'
import { FollowPreview } from './follow-preview'
import { FollowTerms } from './follow-terms'

export interface FollowFormProps extends FollowFormView {
  /** The fund transfer page (USDT from spot to futures). */
  transferHref: string
  /** My copy trading. */
  mineHref: string
  /** The traders' list (a trader not found). */
  tradersHref: string
  /** The trader's page. */
  traderHref: string
  onRetry: () => void
  onModeChange: (mode: FollowMode) => void
  onNumberChange: (value: string) => void
  onNumberBlur: () => void
  onSubmit: () => void
  onConfirm: () => void
  onCancel: () => void
}

const followModes: readonly FollowMode[] = ['ratio', 'lots']

/** Codes after which confirming again sends the same request again. */
const retryable = new Set(['network', 'timeout', 'http', 'unknown'])

/**
 * Following a trader or editing the follow (spec §2 follow/follow, issue 15): the mode (fixed ratio
 * or fixed lots), the number, a preview of the trader's latest position as it would be copied,
 * how copying works, then a confirm step with the terms.
 */
export function FollowForm(props: FollowFormProps) {
  const { t, i18n } = useTranslation('followForm')
  const errorText = useErrorText()
  if (props.status === 'loading') return <Loader label={t('loading')} />
  if (props.status === 'loadFailed')
    return (
      <ErrorState title={errorText(props.error, props.serverMessage)} onRetry={props.onRetry} />
    )
  if (props.status === 'notFound' || !props.trader)
    return (
      <EmptyState
        title={t('notFound.title')}
        description={t('notFound.hint')}
        action={
          <a
            href={props.tradersHref}
            className="text-primary-ink flex min-h-11 items-center font-medium"
          >
            {t('notFound.link')}
          </a>
        }
      />
    )
  const trader = props.trader
  if (props.status === 'done' && props.follow)
    return (
      <FollowDone
        follow={props.follow}
        nickname={trader.nickname}
        isEdit={props.isEdit}
        mineHref={props.mineHref}
        traderHref={props.traderHref}
      />
    )

  const numberError =
    (props.errorField === 'number' ? errorText(props.error, props.serverMessage) : undefined) ??
    errorText(props.numberIssue)
  const formError =
    props.error && !props.errorField && !props.isConfirmOpen
      ? errorText(props.error, props.serverMessage)
      : undefined
  const sheetError =
    props.error && !props.errorField ? errorText(props.error, props.serverMessage) : undefined
  const terms =
    props.mode === 'ratio'
      ? t('terms.ratio', { number: formatCoinAsWritten(props.number.trim() || '0', i18n.language) })
      : t('lots', { count: Number.parseInt(props.number, 10) || 0 })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    props.onSubmit()
  }

  return (
    <>
      <form
        noValidate
        onSubmit={submit}
        aria-label={t(props.isEdit ? 'titleEdit' : 'title', { name: trader.nickname })}
        className="flex flex-col gap-4"
      >
        <div className="bg-surface flex items-center gap-3 rounded-xl px-4 py-3">
          <UserAvatar src={trader.avatar || null} name={trader.nickname} size="sm" />
          <div className="min-w-0">
            <p className="text-ink truncate font-semibold">{trader.nickname}</p>
            <p className="text-muted text-sm">
              {t(props.isEdit ? 'editing' : 'intro', { name: trader.nickname })}
            </p>
          </div>
        </div>
        <fieldset className="bg-surface flex flex-col gap-3 rounded-xl p-4">
          <legend className="sr-only">{t('mode.label')}</legend>
          <p aria-hidden="true" className="text-muted text-sm">
            {t('mode.label')}
          </p>
          <div className="grid grid-cols-2 gap-2">
            {followModes.map((mode) => (
              <label
                key={mode}
                className={cn(
                  'flex min-h-11 cursor-pointer flex-col justify-center rounded-lg border px-3 py-2',
                  props.mode === mode ? 'border-primary bg-primary/10' : 'border-line',
                )}
              >
                <input
                  type="radio"
                  name="follow-mode"
                  value={mode}
                  checked={props.mode === mode}
                  onChange={() => props.onModeChange(mode)}
                  className="sr-only"
                />
                <span className="text-ink text-sm font-semibold">{t(`mode.${mode}`)}</span>
                <span className="text-muted text-xs">{t(`mode.${mode}Hint`)}</span>
              </label>
            ))}
          </div>
          <Input
            label={t(`number.${props.mode}`)}
            inputMode={props.mode === 'ratio' ? 'decimal' : 'numeric'}
            autoComplete="off"
            value={props.number}
            onChange={(e) => props.onNumberChange(e.target.value)}
            onBlur={props.onNumberBlur}
            hint={t(`number.${props.mode}Hint`, { max: props.numberMax })}
            error={numberError}
          />
        </fieldset>
        <FollowPreview
          nickname={trader.nickname}
          hasPosition={props.hasPosition}
          preview={props.preview}
          transferHref={props.transferHref}
        />
        {formError && (
          <p role="alert" className="text-error text-sm">
            {formError}
          </p>
        )}
        <Button type="submit" block>
          {t(props.isEdit ? 'submitEdit' : 'submit')}
        </Button>
        <FollowTerms limit={props.followLimit} />
      </form>
      <ConfirmSheet
        open={props.isConfirmOpen}
        title={t('confirm.title')}
        rows={[
          { id: 'trader', label: t('confirm.trader'), value: trader.nickname },
          { id: 'mode', label: t('mode.label'), value: t(`mode.${props.mode}`) },
          { id: 'number', label: t(`number.${props.mode}`), value: terms, emphasis: true },
          ...(props.preview
            ? [
                {
                  id: 'copy',
                  label: t('confirm.copy'),
                  value: t('confirm.copyValue', {
                    lots: t('lots', { count: props.preview.lots }),
                    cost: t('amount', {
                      amount: formatCoin(
                        props.preview.cost,
                        props.preview.quoteScale,
                        i18n.language,
                      ),
                      coin: props.preview.coin,
                    }),
                  }),
                },
              ]
            : []),
        ]}
        notice={<FollowTerms limit={props.followLimit} compact />}
        busy={props.isSubmitting}
        confirmLabel={
          props.error && retryable.has(props.error)
            ? t('confirm.retry')
            : t(props.isEdit ? 'submitEdit' : 'submit')
        }
        error={sheetError}
        onConfirm={props.onConfirm}
        onClose={props.onCancel}
      />
    </>
  )
}
