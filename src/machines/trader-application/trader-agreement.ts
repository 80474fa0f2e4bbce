/**
 * The trader agreement's pages (issue 15; contract/info-pages.ts `traderAgreementPage`): the
 * information page machine (settings/info-page.machine.ts: loading → ready | empty | failed),
 * reading one version of the agreement in its own language whatever the interface's.
 */
import { fromPromise } from 'xstate'
import type { InfoPage, InfoPageKey, TraderAgreementVersion } from '@/api/contract/info-pages'
import { infoPagesApi } from '@/api/info-pages'
import { infoPageMachine } from '../settings/info-page.machine'

const readVersion = (version: TraderAgreementVersion) =>
  // background: the page shows its own skeleton while it loads; `page` (the machine's input) is
  // not read: the version is the page
  fromPromise<InfoPage | null, { page: InfoPageKey }>(({ signal }) =>
    infoPagesApi.traderAgreement(version, { signal, background: true }),
  )

export const traderAgreementMachines: Record<TraderAgreementVersion, typeof infoPageMachine> = {
  en: infoPageMachine.provide({ actors: { readPage: readVersion('en') } }),
  zh: infoPageMachine.provide({ actors: { readPage: readVersion('zh') } }),
}
