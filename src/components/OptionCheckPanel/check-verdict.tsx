import { useTranslation } from 'react-i18next'
import type { CheckFact } from '@/api/contract/micro-check'
import { Button } from '@/components/ui/Button/Button'
import type { OptionCheckView } from '@/machines/option-check/option-check.view'
import { CheckMark } from './check-mark'
import { useCheckFormat } from './use-check-format'

type VerdictProps = Pick<
  OptionCheckView,
  'status' | 'number' | 'open' | 'settle' | 'outcome' | 'mismatches'
> & { onRetry: () => void; timeZone?: string }

/** What the check found, first: it checks out, it is still running, or (loudly) what differs. */
export function CheckVerdict({ status, onRetry, timeZone, ...view }: VerdictProps) {
  const { t } = useTranslation('optionCheck')
  const f = useCheckFormat(timeZone)
  if (status === 'verified')
    return (
      <div role="status" className="border-success/60 flex flex-col gap-1 rounded-xl border p-3">
        <p className="text-ink flex items-center gap-2 font-semibold">
          <CheckMark ok /> {t('verified.title')}
        </p>
        <p className="text-muted text-sm">{t('verified.body')}</p>
      </div>
    )
  if (status === 'open' && view.settle)
    return (
      <div role="status" className="border-line flex flex-col gap-2 rounded-xl border p-3">
        <p className="text-ink font-semibold">{t('open.title')}</p>
        <p className="text-muted text-sm">{t('open.body', { time: f.dateTime(view.settle.at) })}</p>
        <Button variant="secondary" size="sm" className="self-start" onClick={onRetry}>
          {t('open.retry')}
        </Button>
      </div>
    )
  if (status !== 'mismatch') return null
  return (
    <div
      role="alert"
      data-slot="check-mismatch"
      className="border-error bg-error/10 flex flex-col gap-2 rounded-xl border-2 p-3"
    >
      <p className="text-ink flex items-center gap-2 text-base font-bold">
        <CheckMark ok={false} /> {t('mismatch.title')}
      </p>
      <p className="text-ink text-sm">{t('mismatch.body', { number: view.number })}</p>
      <ul className="text-ink flex list-disc flex-col gap-1 ps-5 text-sm">
        {view.mismatches.map((fact) => (
          <li key={fact} data-fact={fact}>
            <MismatchText fact={fact} view={view} timeZone={timeZone} />
          </li>
        ))}
      </ul>
    </div>
  )
}

function MismatchText({
  fact,
  view: { open, settle, outcome },
  timeZone,
}: {
  fact: CheckFact
  view: Pick<OptionCheckView, 'open' | 'settle' | 'outcome'>
  timeZone?: string
}) {
  const { t } = useTranslation('optionCheck')
  const f = useCheckFormat(timeZone)
  const price = (value: string | null | undefined) => (value ? f.price(value) : t('none'))
  if (fact === 'openPrice' && open)
    return t('mismatch.openPrice', {
      recorded: price(open.recorded),
      time: f.clock(open.at),
      published: price(open.published),
    })
  if (fact === 'duration' && settle)
    return t('mismatch.duration', { seconds: settle.seconds, elapsed: settle.elapsedSeconds })
  if (fact === 'settlePrice' && settle)
    return t('mismatch.settlePrice', {
      recorded: price(settle.recorded),
      time: f.clock(settle.at),
      published: price(settle.published),
    })
  const outcomeWord = (o: string | null | undefined) =>
    o === 'win' || o === 'tie' || o === 'loss' ? t(`outcome.${o}`) : t('none')
  return t('mismatch.outcome', {
    recorded: outcomeWord(outcome?.recorded),
    computed: outcomeWord(outcome?.computed),
  })
}
