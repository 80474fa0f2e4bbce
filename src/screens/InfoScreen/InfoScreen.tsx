import { useMachine } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import type { InfoPageKey } from '@/api/contract/info-pages'
import { paths } from '@/app/paths'
import { useAppStorage } from '@/app/services'
import { useBack } from '@/app/use-back'
import { InfoPage } from '@/components/InfoPage/InfoPage'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { infoPageMachine } from '@/machines/settings/info-page.machine'
import { toInfoPageView } from '@/machines/settings/info-page.view'
import { siteMachine } from '@/machines/site/site.machine'

export interface InfoScreenProps {
  /** The page logic; stories pass `infoPageMachine.provide(...)`. @default infoPageMachine */
  machine?: typeof infoPageMachine
  /** Contact us reads the customer-service address from the site config. @default siteMachine */
  siteLogic?: typeof siteMachine
}

/**
 * Spec §2 common/aboutus, common/faq, common/contactus and setting/operational_compliance: the
 * platform's page in the interface language (English when it has none). Public pages.
 */
function InfoScreen({ page, ...props }: InfoScreenProps & { page: InfoPageKey }) {
  const { t, i18n } = useTranslation('settings')
  const back = useBack(paths.home)
  return (
    <>
      <NavBar title={t(`info.${page}.title`)} onBack={back} />
      <main className="px-4 pt-2 pb-8">
        {/* another language is another page: read it again */}
        {page === 'contact' ? (
          <ContactBody key={i18n.language} {...props} />
        ) : (
          <InfoBody key={i18n.language} page={page} {...props} />
        )}
      </main>
    </>
  )
}

function InfoBody({
  page,
  machine = infoPageMachine,
  supportUrl,
}: InfoScreenProps & { page: InfoPageKey; supportUrl?: string }) {
  const [snapshot, send] = useMachine(machine, { input: { page } })
  const view = toInfoPageView(snapshot)
  return (
    <div aria-busy={view.status === 'loading' || undefined}>
      <InfoPage {...view} supportUrl={supportUrl} onRetry={() => send({ type: 'page.retry' })} />
    </div>
  )
}

function ContactBody({ siteLogic = siteMachine, ...props }: InfoScreenProps) {
  const storage = useAppStorage()
  const [site] = useMachine(siteLogic, { input: { storage } })
  return (
    <InfoBody
      page="contact"
      {...props}
      supportUrl={site.context.config?.support_url || undefined}
    />
  )
}

export const AboutUsScreen = (props: InfoScreenProps) => <InfoScreen page="about" {...props} />
export const FaqScreen = (props: InfoScreenProps) => <InfoScreen page="faq" {...props} />
export const ContactUsScreen = (props: InfoScreenProps) => <InfoScreen page="contact" {...props} />
export const ComplianceScreen = (props: InfoScreenProps) => (
  <InfoScreen page="compliance" {...props} />
)
