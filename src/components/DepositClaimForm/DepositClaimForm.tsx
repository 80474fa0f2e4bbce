import { useId, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmSheet } from '@/components/ConfirmSheet/ConfirmSheet'
import { StatusTimeline } from '@/components/StatusTimeline/StatusTimeline'
import { Button } from '@/components/ui/Button/Button'
import { Input } from '@/components/ui/Input/Input'
import { useErrorText } from '@/i18n/use-error-text'
import { formatCoin } from '@/lib/wallet-format'
import type { DepositView } from '@/machines/deposit/deposit.view'

export interface DepositClaimFormProps {
  coin: string
  network: string
  /** The coin's decimals. */
  scale: number
  claim: DepositView['claim']
  /** The deposit records (where the claim is followed). */
  recordsHref: string
  onAmountChange: (value: string) => void
  onAccountChange: (value: string) => void
  /** Check the form and open the confirm sheet. */
  onReview: () => void
  /** Send the claim (or send it again after a failure). */
  onConfirm: () => void
  /** Back to the form, from the sheet. */
  onCancel: () => void
  /** Another claim, from the done panel. */
  onNewClaim: () => void
  /** Times are shown in this zone. @default the device's */
  timeZone?: string
}

/**
 * The deposit claim (spec §2 fund/receive, api-reference §5.2 wallet/charge_req): after sending,
 * the user says how much and from where, confirms in a sheet what will be credited, and follows
 * the claim — pending until the platform credits it — on its status timeline.
 */
export function DepositClaimForm(props: DepositClaimFormProps) {
  const { t, i18n } = useTranslation('wallet')
  const errorText = useErrorText()
  const id = useId()
  const { claim, coin, network } = props
  const lang = i18n.language

  if (claim.step === 'done' && claim.record) {
    const record = claim.record
    return (
      <section
        aria-labelledby={`${id}-done`}
        data-slot="deposit-claim"
        data-state="done"
        className="bg-surface flex flex-col gap-4 rounded-xl p-4"
      >
        <div className="flex flex-col gap-1">
          <h2 id={`${id}-done`} className="text-lg font-semibold">
            {t('deposit.done.title')}
          </h2>
          <p className="text-muted text-sm">{t('deposit.done.description')}</p>
        </div>
        <dl className="bg-raised/60 flex flex-col gap-2 rounded-lg p-3 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-muted">{t('deposit.claim.amount')}</dt>
            <dd className="font-medium tabular-nums">
              {t('deposit.coinAmount', {
                amount: formatCoin(record.amount, props.scale, lang),
                coin,
              })}
            </dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-muted">{t('deposit.claim.order')}</dt>
            <dd className="font-mono">{record.oid}</dd>
          </div>
        </dl>
        <StatusTimeline steps={record.timeline} outcome="credited" timeZone={props.timeZone} />
        <div className="flex gap-3 *:flex-1">
          <Button variant="secondary" onClick={props.onNewClaim}>
            {t('deposit.done.another')}
          </Button>
          <a
            href={props.recordsHref}
            className="bg-primary flex h-11 items-center justify-center rounded-lg px-4 font-medium text-white"
          >
            {t('deposit.done.records')}
          </a>
        </div>
      </section>
    )
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    props.onReview()
  }
  const issue = (field: 'amount' | 'account') =>
    claim.issues[field] === 'amountTooPrecise'
      ? t('deposit.claim.tooPrecise', { coin, count: props.scale })
      : errorText(claim.issues[field] ?? null)
  const formError =
    claim.step === 'editing' ? errorText(claim.error, claim.serverMessage) : undefined
  const amount = t('deposit.coinAmount', {
    amount: claim.credited ? formatCoin(claim.credited, props.scale, lang) : '',
    coin,
  })

  return (
    <form
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={submit}
      data-slot="deposit-claim"
      data-state={claim.step}
      className="bg-surface flex flex-col gap-4 rounded-xl p-4"
    >
      <div className="flex flex-col gap-1">
        <h2 id={`${id}-title`} className="text-base font-semibold">
          {t('deposit.claim.title')}
        </h2>
        <p className="text-muted text-sm">{t('deposit.claim.description')}</p>
      </div>
      <Input
        label={t('deposit.claim.amountLabel', { coin })}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0"
        value={claim.amount}
        onChange={(e) => props.onAmountChange(e.target.value)}
        hint={t('deposit.claim.amountHint', { count: props.scale })}
        error={issue('amount')}
      />
      <Input
        label={t('deposit.claim.accountLabel')}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        value={claim.account}
        onChange={(e) => props.onAccountChange(e.target.value)}
        hint={t('deposit.claim.accountHint')}
        error={issue('account')}
      />
      {formError && (
        <p role="alert" className="text-error text-sm">
          {formError}
        </p>
      )}
      <Button type="submit" block>
        {t('deposit.claim.continue')}
      </Button>
      <ConfirmSheet
        open={claim.step !== 'editing'}
        title={t('deposit.confirm.title')}
        rows={[
          {
            id: 'coin',
            label: t('deposit.confirm.coin'),
            value: t('deposit.network', { coin, network }),
          },
          {
            id: 'account',
            label: t('deposit.confirm.account'),
            value: claim.account.trim(),
            long: true,
          },
          { id: 'amount', label: t('deposit.confirm.amount'), value: amount },
          { id: 'credited', label: t('deposit.confirm.credited'), value: amount, emphasis: true },
        ]}
        notice={t('deposit.confirm.notice')}
        confirmLabel={
          claim.step === 'failed' ? t('deposit.confirm.retry') : t('deposit.confirm.submit')
        }
        busy={claim.step === 'submitting'}
        error={claim.step === 'failed' ? errorText(claim.error, claim.serverMessage) : undefined}
        onConfirm={props.onConfirm}
        onClose={props.onCancel}
      />
    </form>
  )
}
