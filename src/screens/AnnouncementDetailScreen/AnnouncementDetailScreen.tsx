import { useMachine } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { href, paths } from '@/app/paths'
import { useBack } from '@/app/use-back'
import { MessageDetail } from '@/components/MessageDetail/MessageDetail'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { articleMachine } from '@/machines/article/article.machine'
import { toAnnouncementDetailView } from '@/machines/messages/announcement-detail.view'

export interface AnnouncementDetailScreenProps {
  /** The news reader; stories pass `articleMachine.provide(...)`. @default articleMachine */
  machine?: typeof articleMachine
  /** Times are shown in this zone (stories fix it). @default the device's */
  timeZone?: string
}

/**
 * Spec §2 /pages/other/ggDetail?id=<news id>: one platform announcement (news/detail), its HTML
 * through SafeHtml only; visitors may read it.
 */
export function AnnouncementDetailScreen({
  machine = articleMachine,
  timeZone,
}: AnnouncementDetailScreenProps) {
  const [params] = useSearchParams()
  const id = params.get('id')
  return <Reader key={id ?? ''} id={id} machine={machine} timeZone={timeZone} />
}

function Reader({
  id,
  machine,
  timeZone,
}: {
  id: string | null
  machine: typeof articleMachine
  timeZone?: string
}) {
  const { t } = useTranslation('message')
  const [snapshot, send] = useMachine(machine, { input: { id } })
  const back = useBack(paths.announcements)
  const view = toAnnouncementDetailView(snapshot)
  return (
    <>
      <NavBar title={t('announcement.title')} onBack={back} />
      <main className="px-4 pt-2 pb-8" aria-busy={view.status === 'loading' || undefined}>
        <MessageDetail
          {...view}
          kind="announcement"
          listHref={href(paths.announcements)}
          timeZone={timeZone}
          onRetry={() => send({ type: 'article.retry' })}
        />
      </main>
    </>
  )
}
