import { useMachine } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import type { TraderAgreementVersion } from '@/api/contract/info-pages'
import { href, paths } from '@/app/paths'
import { useBack } from '@/app/use-back'
import { InfoPage } from '@/components/InfoPage/InfoPage'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { toInfoPageView } from '@/machines/settings/info-page.view'
import { traderAgreementMachines } from '@/machines/trader-application/trader-agreement'

const pathOf: Record<TraderAgreementVersion, string> = {
  en: paths.traderAgreementEn,
  zh: paths.traderAgreementZh,
}
const otherOf: Record<TraderAgreementVersion, TraderAgreementVersion> = { en: 'zh', zh: 'en' }
/** The version a reader of this interface language reads as their own (none: neither). */
const versionOfLanguage = (language: string): TraderAgreementVersion | null =>
  language.startsWith('zh') ? 'zh' : language.startsWith('en') ? 'en' : null

/**
 * `follow/agreement_en` and `follow/agreement_zh` (issue 15): the trader agreement, published in
 * English and Chinese only, each address in its own language whatever the interface's. A reader
 * of another language is told which version this is, with a link to the other. Public pages.
 */
function TraderAgreementScreen({ version }: { version: TraderAgreementVersion }) {
  const { t, i18n } = useTranslation('traderApply')
  const back = useBack(paths.home)
  const other = otherOf[version]
  const own = versionOfLanguage(i18n.language) === version
  return (
    <>
      <NavBar title={t('agreement.title')} onBack={back} />
      <main className="flex flex-col gap-4 px-4 pt-2 pb-8">
        {!own && (
          <aside
            aria-label={t('agreement.languages')}
            className="border-line flex flex-col gap-1 rounded-lg border px-3 py-2 text-sm"
          >
            <p className="text-ink">
              {t(version === 'en' ? 'agreement.noteEn' : 'agreement.noteZh')}
            </p>
            <a
              href={href(pathOf[other])}
              className="text-primary-ink flex min-h-11 items-center underline underline-offset-2"
            >
              {t(other === 'en' ? 'agreement.readEn' : 'agreement.readZh')}
            </a>
          </aside>
        )}
        {/* another version is another page: a fresh machine */}
        <AgreementBody key={version} version={version} />
      </main>
    </>
  )
}

function AgreementBody({ version }: { version: TraderAgreementVersion }) {
  // shown as the compliance page is: plain legal text
  const [snapshot, send] = useMachine(traderAgreementMachines[version], {
    input: { page: 'compliance' },
  })
  const view = toInfoPageView(snapshot)
  return (
    <div aria-busy={view.status === 'loading' || undefined}>
      <InfoPage {...view} onRetry={() => send({ type: 'page.retry' })} />
    </div>
  )
}

export const TraderAgreementEnScreen = () => <TraderAgreementScreen version="en" />
export const TraderAgreementZhScreen = () => <TraderAgreementScreen version="zh" />
