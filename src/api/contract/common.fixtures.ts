/** Common entities shared by stories, MSW handlers, machine fixtures and unit tests. */
import type { SiteConfig } from './common'

export const MockSiteConfig: SiteConfig = {
  site_name: 'Sandbox Exchange',
  site_logo: '/brand/logo.svg',
  down_logo: '',
  support_url: '',
}
