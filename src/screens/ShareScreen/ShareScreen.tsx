import { useMachine } from '@xstate/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { paths } from '@/app/paths'
import { useToast } from '@/app/services'
import { useBack } from '@/app/use-back'
import { InvitePanel } from '@/components/InvitePanel/InvitePanel'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { inviteMachine } from '@/machines/invite/invite.machine'
import { toInviteView } from '@/machines/invite/invite.view'

export interface ShareScreenProps {
  /** Stories pass `inviteMachine.provide(...)` (e.g. a clipboard that refuses). @default inviteMachine */
  machine?: typeof inviteMachine
  /** The app's address the share link starts with. @default this page's origin and path */
  shareBase?: string
}

const ownAddress = () => `${window.location.origin}${window.location.pathname}`

/** Spec §2 /pages/setting/share: the invite code and link, invitees and rebates. */
export function ShareScreen({ machine = inviteMachine, shareBase }: ShareScreenProps) {
  const { t } = useTranslation('invite')
  const toast = useToast()
  const [snapshot, send, actorRef] = useMachine(machine, {
    input: { shareBase: shareBase ?? ownAddress() },
  })

  useEffect(() => {
    const subscription = actorRef.on('copied', () =>
      toast({ tone: 'success', key: 'invite:share.copySuccess' }),
    )
    return () => subscription.unsubscribe()
  }, [actorRef, toast])

  const back = useBack(paths.home)

  return (
    <>
      <NavBar title={t('share.title')} onBack={back} />
      <main className="px-4 py-4">
        <InvitePanel
          {...toInviteView(snapshot)}
          onCopy={(what) => send({ type: 'copy', what })}
          onRetry={() => send({ type: 'invite.retry' })}
        />
      </main>
    </>
  )
}
