/** Site-wide public endpoints (api-reference §3.5). */
import { get, type RequestOptions } from './client'
import { Setting, SiteConfig, type SettingKey } from './contract/common'
import type { infer as Infer } from 'zod/mini'

export const commonApi = {
  siteConfig: (opts?: RequestOptions) => get('getSiteConfig', {}, SiteConfig, opts),
  setting: (keyword: Infer<typeof SettingKey>, opts?: RequestOptions) =>
    get('getSetting', { keyword }, Setting, opts),
}
