import { supportMachine, type SupportContext } from './support.machine'

const base: SupportContext = { key: 'support_url', url: null, error: null }
const at = (value: 'loading' | 'ready' | 'unconfigured' | 'failed', context: SupportContext) =>
  supportMachine.resolveState({ value, context })

/** One snapshot per state of the customer-service entry. */
export const supportSnapshots = {
  loading: at('loading', base),
  ready: at('ready', { ...base, url: 'https://example.com/support' }),
  unconfigured: at('unconfigured', base),
  failed: at('failed', { ...base, error: 'network' }),
}
