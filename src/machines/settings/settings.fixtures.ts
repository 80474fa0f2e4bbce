import { RealState } from '@/api/contract/kyc'
import { MockRealState } from '@/api/contract/kyc.fixtures'
import { settingsMachine, type SettingsContext } from './settings.machine'

const lv1 = RealState.parse(MockRealState.lv1)
const ready: SettingsContext = { verification: lv1, error: null }

type Verification = 'loading' | 'ready' | 'failed'
type Panel = 'closed' | 'language' | 'fiat' | 'logout'

const at = (verification: Verification, panel: Panel, context: SettingsContext = ready) =>
  settingsMachine.resolveState({ value: { verification, panel }, context })

/** One snapshot per state of the settings hub. */
export const settingsSnapshots = {
  loading: at('loading', 'closed', { verification: null, error: null }),
  ready: at('ready', 'closed'),
  unverified: at('ready', 'closed', {
    verification: RealState.parse(MockRealState.unverified),
    error: null,
  }),
  inReview: at('ready', 'closed', {
    verification: RealState.parse(MockRealState.basicPending),
    error: null,
  }),
  advanced: at('ready', 'closed', {
    verification: RealState.parse(MockRealState.lv2),
    error: null,
  }),
  failed: at('failed', 'closed', { verification: null, error: 'network' }),
  choosingLanguage: at('ready', 'language'),
  choosingFiat: at('ready', 'fiat'),
  confirmingLogout: at('ready', 'logout'),
}
