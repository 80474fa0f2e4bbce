import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { OptionCheck } from '@/api/contract/micro'
import type {
  OpenStepView,
  OutcomeStepView,
  SettleStepView,
} from '@/machines/option-check/option-check.view'
import { CheckMark } from './check-mark'
import { useCheckFormat } from './use-check-format'

export interface CheckStepsProps {
  order: OptionCheck
  open: OpenStepView
  settle: SettleStepView
  /** null: not settled yet. */
  outcome: OutcomeStepView | null
  klineHref: (symbol: string, at: number) => string
  timeZone?: string
}

/** The check as numbered steps anyone can follow, each fact marked, each second linked to its chart. */
export function CheckSteps({ order, open, settle, outcome, klineHref, timeZone }: CheckStepsProps) {
  const { t } = useTranslation('optionCheck')
  const f = useCheckFormat(timeZone)
  const chart = (ms: number) => (
    <a href={klineHref(order.symbol, ms / 1000)} className="text-primary-ink self-start text-sm">
      {t('chart', { symbol: order.symbol, time: f.clock(ms) })}
    </a>
  )
  const recorded = (value: string | null) => (value === null ? t('none') : f.price(value))
  const settled = settle.ok !== null && settle.published !== null
  const times = {
    seconds: settle.seconds,
    elapsed: settle.elapsedSeconds,
    time: f.clock(settle.at),
  }
  return (
    <section aria-labelledby="check-steps" className="flex flex-col gap-2">
      <h2 id="check-steps" className="text-ink text-base font-semibold">
        {t('steps.title')}
      </h2>
      <ol className="marker:text-muted flex list-decimal flex-col gap-3 ps-5 text-sm">
        <Step id="open">
          <Fact ok={open.ok}>
            {t('step.open', {
              recorded: f.price(open.recorded),
              time: f.clock(open.at),
              published: f.price(open.published),
            })}
          </Fact>
          {chart(open.at)}
        </Step>
        <Step id="settle">
          {!settled && <Fact ok={settle.durationOk}>{t('step.pending', times)}</Fact>}
          {settled && settle.durationOk && (
            <Fact ok={settle.ok!}>
              {t('step.settle', {
                ...times,
                recorded: recorded(settle.recorded),
                published: f.price(settle.published!),
              })}
            </Fact>
          )}
          {settled && !settle.durationOk && (
            <>
              <Fact ok={false}>{t('step.duration', times)}</Fact>
              <Fact ok={settle.ok!}>
                {t('step.settleAt', {
                  time: times.time,
                  recorded: recorded(settle.recorded),
                  published: f.price(settle.published!),
                })}
              </Fact>
            </>
          )}
          {settled && chart(settle.at)}
        </Step>
        {outcome && (
          <Step id="outcome">
            <p className="text-ink">{t(`rule.${outcome.direction}`)}</p>
            <Fact ok={outcome.ok}>
              {t(`compare.${outcome.relation}`, {
                settle: f.price(outcome.settle),
                open: f.price(outcome.open),
                outcome: t(`outcome.${outcome.computed}`),
              })}{' '}
              {t('recorded', {
                outcome: outcome.recorded ? t(`outcome.${outcome.recorded}`) : t('none'),
              })}
            </Fact>
          </Step>
        )}
      </ol>
    </section>
  )
}

function Step({ id, children }: { id: string; children: ReactNode }) {
  return (
    <li data-step={id} className="ps-1">
      <div className="flex flex-col gap-1.5">{children}</div>
    </li>
  )
}

function Fact({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <p className="text-ink" data-ok={ok}>
      {children} <CheckMark ok={ok} />
    </p>
  )
}
