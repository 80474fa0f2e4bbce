import type { StateValue } from 'xstate'
import { FollowAnswer } from '@/api/contract/follow'
import {
  MockFollowNow,
  MockFollows,
  MockTraderAurora,
  MockTraderBia,
  MockTraderKenji,
  type MockTrader,
} from '@/api/contract/follow.fixtures'
import { requestFingerprint } from '@/api/contract/request-fingerprint'
import { figureOf } from '../money-form'
import { mockDetail } from '../trader-detail/trader-detail.fixtures'
import { followFormMachine, toFollowRequest, type FollowFormContext } from './follow-form.machine'
import type { FollowFormSnapshot } from './follow-form.view'

const blank: FollowFormContext = {
  id: 8,
  detail: null,
  mode: 'ratio',
  number: '',
  touched: false,
  requestKey: null,
  error: null,
  errorField: null,
  serverMessage: '',
  follow: null,
}

/** The form loaded for `trader` (prefilled with the caller's follow, as the machine does). */
export const loadedFor = (
  trader: MockTrader,
  more: Partial<FollowFormContext> = {},
  leverBalance?: string,
): FollowFormContext => {
  const detail = mockDetail(trader)
  return {
    ...blank,
    id: trader.id,
    detail: leverBalance ? { ...detail, leverBalance } : detail,
    mode: detail.myFollow?.mode ?? 'ratio',
    number: detail.myFollow ? figureOf(detail.myFollow.number).value : '',
    ...more,
  }
}

/** Kenji (not followed; latest: a BTC short of 10 lots, 20×) at ratio 1.5: 15 lots. */
const kenjiRatio = loadedFor(MockTraderKenji, { number: '1.5' })
const keyed: FollowFormContext = {
  ...kenjiRatio,
  requestKey: { key: 'k-follow-0001', request: requestFingerprint(toFollowRequest(kenjiRatio)) },
}
const followed = FollowAnswer.parse({
  id: 3,
  user_id: 1,
  follow_user_id: 8,
  type: 1,
  number: '1.5',
  status: 1,
  create_time: Math.floor(MockFollowNow / 1000),
  update_time: Math.floor(MockFollowNow / 1000),
})

const at = (value: StateValue, context: FollowFormContext) =>
  followFormMachine.resolveState({ value, context }) as FollowFormSnapshot

/** One snapshot per state (and kind of preview) of the follow page. */
export const followFormSnapshots = {
  loading: at('loading', blank),
  loadFailed: at('loadFailed', { ...blank, error: 'network' }),
  notFound: at('notFound', { ...blank, id: 404 }),
  /** Kenji, nothing typed yet. */
  empty: at('editing', loadedFor(MockTraderKenji)),
  /** Ratio mode: ⌊10 × 1.5⌋ = 15 lots. */
  ratio: at('editing', kenjiRatio),
  /** Fixed lots: 3 lots whatever the trader opens. */
  lots: at('editing', loadedFor(MockTraderKenji, { mode: 'lots', number: '3' })),
  /** Ratio 5 (50 lots, 105.315 USDT) with 100 USDT in the futures account: it would be skipped. */
  insufficient: at('editing', loadedFor(MockTraderKenji, { number: '5' }, '100.0000')),
  /** Bia has no position yet: no figures. */
  noPosition: at('editing', loadedFor(MockTraderBia, { number: '1' })),
  /** 7 is above 5. */
  invalid: at('editing', loadedFor(MockTraderKenji, { number: '7', touched: true })),
  /** Two other follows already: the server refused. */
  limitReached: at('editing', { ...kenjiRatio, error: 'followLimitReached' }),
  /** Aurora, followed at ×2: the form starts from that follow. */
  editFollow: at('editing', loadedFor(MockTraderAurora)),
  confirming: at('confirming', kenjiRatio),
  /** The answer was lost: the sheet stays, with what was typed and the same key. */
  networkError: at('confirming', { ...keyed, error: 'network' }),
  keying: at({ submitting: 'keying' }, kenjiRatio),
  submitting: at({ submitting: 'sending' }, keyed),
  done: at('done', { ...keyed, requestKey: null, follow: followed }),
}

/** The follows of the fixtures' caller plus a second one: a third is refused. */
export const twoFollows = [...MockFollows, { ...MockFollows[0]!, id: 90, follow_user_id: 9 }]
