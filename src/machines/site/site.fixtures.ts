import { MockSiteConfig } from '@/api/contract/common.fixtures'
import { siteMachine, type SiteContext } from './site.machine'

const storage: SiteContext['storage'] = { getItem: () => null, setItem: () => {} }
const resolve = (value: string, context: Partial<SiteContext>) =>
  siteMachine.resolveState({ value, context: { storage, config: null, error: null, ...context } })

/** One snapshot per state of the site config: first load, cached copy refreshing, ready, failed. */
export const siteSnapshots = {
  loading: resolve('loading', {}),
  refreshingCached: resolve('loading', { config: MockSiteConfig }),
  ready: resolve('ready', { config: MockSiteConfig }),
  failed: resolve('failed', { error: 'network' }),
  failedWithCached: resolve('failed', { config: MockSiteConfig, error: 'timeout' }),
}
