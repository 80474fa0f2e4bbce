import type { IeoDetail, IeoPhase } from '@/api/contract/ieo'
import { CoinMark } from '@/components/CoinMark/CoinMark'
import { IeoCountdown, IeoPhaseChip } from '../IeoProjectList/ieo-phase'

export interface IeoProjectHeadProps {
  project: IeoDetail
  phase: IeoPhase
  secondsLeft: number
}

/** The project's token, name, phase and countdown, and its summary. */
export function IeoProjectHead({ project: p, phase, secondsLeft }: IeoProjectHeadProps) {
  return (
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
        <IeoPhaseChip phase={phase} />
      </div>
      <IeoCountdown
        phase={phase}
        secondsLeft={secondsLeft}
        className="text-ink text-sm font-medium"
      />
      {p.summary && <p className="text-muted text-sm">{p.summary}</p>}
    </section>
  )
}
