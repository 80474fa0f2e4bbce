/** Site-wide public endpoints (api-reference §3.5). */
import { get, type RequestOptions } from './client'
import { Setting, SiteConfig, type SettingKey } from './contract/common'
import type { z } from 'zod'

export const commonApi = {
  siteConfig: (opts?: RequestOptions) => get('getSiteConfig', {}, SiteConfig, opts),
  setting: (keyword: z.infer<typeof SettingKey>, opts?: RequestOptions) =>
    get('getSetting', { keyword }, Setting, opts),
}
