import { RealState } from '@/api/contract/kyc'
import { MockRealState } from '@/api/contract/kyc.fixtures'
import { kycStatusMachine, type KycStatusContext } from './kyc-status.machine'

const at = (value: 'loading' | 'ready' | 'failed', context: KycStatusContext) =>
  kycStatusMachine.resolveState({ value, context })
const ready = (wire: keyof typeof MockRealState) =>
  at('ready', { status: RealState.parse(MockRealState[wire]), error: null })

/** One snapshot per state, and one per stage where the user may stand. */
export const kycStatusSnapshots = {
  loading: at('loading', { status: null, error: null }),
  failed: at('failed', { status: null, error: 'network' }),
  unverified: ready('unverifiedNoPhone'),
  basicPending: ready('basicPending'),
  basicRejected: ready('basicRejected'),
  lv1: ready('lv1'),
  advancedPending: ready('advancedPending'),
  advancedRejected: ready('advancedRejected'),
  lv2: ready('lv2'),
}
