import { useMachine } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { announcementHref, paths } from '@/app/paths'
import { useBack } from '@/app/use-back'
import { AnnouncementList } from '@/components/AnnouncementList/AnnouncementList'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { announcementsMachine } from '@/machines/messages/announcements.machine'
import { toAnnouncementsView } from '@/machines/messages/announcements.view'

export interface AnnouncementListScreenProps {
  /** Stories pass `announcementsMachine.provide(...)`. @default announcementsMachine */
  machine?: typeof announcementsMachine
}

/** Spec §2 /pages/other/ggList: platform announcements (news `c_id` 4); visitors may read them. */
export function AnnouncementListScreen({
  machine = announcementsMachine,
}: AnnouncementListScreenProps) {
  const { t } = useTranslation('message')
  const [snapshot, send] = useMachine(machine, { input: {} })
  const back = useBack(paths.home)
  return (
    <>
      <NavBar title={t('announcements.title')} onBack={back} />
      <main className="px-4 py-2 pb-8">
        <AnnouncementList
          {...toAnnouncementsView(snapshot)}
          announcementHref={announcementHref}
          onRetry={() => send({ type: 'list.retry' })}
          onLoadMore={() => send({ type: 'list.more' })}
        />
      </main>
    </>
  )
}
