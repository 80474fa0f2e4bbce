import { NewsDetail } from '@/api/contract/content'
import type { InfoPageKey } from '@/api/contract/info-pages'
import { MockInfoPages } from '@/api/contract/info-pages.fixtures'
import { infoPageMachine, type InfoPageContext } from './info-page.machine'

const pageOf = (key: InfoPageKey) => NewsDetail.parse(MockInfoPages[key].en)
const at = (value: 'loading' | 'ready' | 'empty' | 'failed', context: InfoPageContext) =>
  infoPageMachine.resolveState({ value, context })
const ready = (page: InfoPageKey) => at('ready', { page, content: pageOf(page), error: null })

/** One snapshot per state of an information page (and a ready one per page). */
export const infoPageSnapshots = {
  loading: at('loading', { page: 'about', content: null, error: null }),
  about: ready('about'),
  faq: ready('faq'),
  contact: ready('contact'),
  compliance: ready('compliance'),
  empty: at('empty', { page: 'compliance', content: null, error: null }),
  failed: at('failed', { page: 'faq', content: null, error: 'network' }),
}
