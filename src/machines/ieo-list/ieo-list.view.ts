import type { SnapshotFrom } from 'xstate'
import { ieoPhases, type IeoPhase, type IeoProject } from '@/api/contract/ieo'
import { phaseOf, secondsToNext } from '@/api/contract/ieo-math'
import type { ErrorCode } from '@/api/errors'
import { loadStatus } from '../load-status'
import type { ieoListMachine, IeoFilter } from './ieo-list.machine'

export type IeoListSnapshot = SnapshotFrom<typeof ieoListMachine>

export type IeoListStatus = 'loading' | 'failed' | 'empty' | 'ready'

/** A project's card as it stands on the list's clock. */
export interface IeoCard {
  id: number
  title: string
  summary: string
  logo: string
  tokenName: string
  payCurrencyName: string
  price: string
  supply: string
  remainingPercent: string
  startAt: number
  endAt: number
  /** The phase now (the clock's, not the answer's). */
  phase: IeoPhase
  /** Seconds to the start (not started) or to the end (in progress); 0 once ended. */
  secondsLeft: number
}

export interface IeoListView {
  status: IeoListStatus
  filter: IeoFilter
  filters: readonly IeoFilter[]
  /** The cards of the selected phase. */
  cards: IeoCard[]
  error: ErrorCode | null
}

export const ieoFilters: readonly IeoFilter[] = ['all', ...ieoPhases]

/** A project at `now` (ms): its phase and countdown. */
export function cardOf(p: IeoProject, now: number): IeoCard {
  return {
    id: p.id,
    title: p.title,
    summary: p.summary,
    logo: p.logo,
    tokenName: p.tokenName,
    payCurrencyName: p.payCurrencyName,
    price: p.price,
    supply: p.supply,
    remainingPercent: p.remainingPercent,
    startAt: p.startAt,
    endAt: p.endAt,
    phase: phaseOf(now, p.startAt, p.endAt),
    secondsLeft: secondsToNext(now, p.startAt, p.endAt),
  }
}

export function toIeoListView(s: IeoListSnapshot): IeoListView {
  const c = s.context
  const base = loadStatus(s)
  const list = c.list
  const now = (list?.now ?? 0) + c.elapsed
  const all = list ? list.projects.map((p) => cardOf(p, now)) : []
  const status: IeoListStatus = base === 'ready' && all.length === 0 ? 'empty' : base
  return {
    status,
    filter: c.filter,
    filters: ieoFilters,
    cards: c.filter === 'all' ? all : all.filter((card) => card.phase === c.filter),
    error: c.error,
  }
}
