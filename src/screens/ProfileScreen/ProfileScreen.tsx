import { useMachine, useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { UserInfo } from '@/api/contract/auth'
import { paths } from '@/app/paths'
import { SessionContext, useToast } from '@/app/services'
import { useBack } from '@/app/use-back'
import { ProfileForm } from '@/components/ProfileForm/ProfileForm'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import type { PictureRef } from '@/machines/kyc/kyc-picture.machine'
import { profileMachine } from '@/machines/profile/profile.machine'
import { toProfileView } from '@/machines/profile/profile.view'
import { toSessionView } from '@/machines/session/session.view'

export interface ProfileScreenProps {
  /** The profile logic; stories pass `profileMachine.provide(...)`. @default profileMachine */
  machine?: typeof profileMachine
}

/**
 * Spec §2 /pages/setting/userInfo: the signed-in user's avatar, nickname and signature. After each
 * save the session reads the user again, so the hub and the home page show the change.
 */
export function ProfileScreen({ machine = profileMachine }: ProfileScreenProps) {
  const { t } = useTranslation('settings')
  const session = SessionContext.useActorRef()
  const { user, isLoadingUser } = SessionContext.useSelector(toSessionView)
  // a direct link has nowhere to go back to: the settings hub is the profile's parent
  const back = useBack(paths.settings)

  return (
    <>
      <NavBar title={t('profile.title')} onBack={back} />
      <main className="px-4 pb-8">
        {user ? (
          <Profile user={user} machine={machine} />
        ) : isLoadingUser ? (
          <Loader label={t('profile.user.loading')} aria-label={t('profile.user.loading')} />
        ) : (
          <ErrorState
            title={t('profile.user.failed')}
            onRetry={() => session.send({ type: 'user.refresh' })}
          />
        )}
      </main>
    </>
  )
}

function Profile({ user, machine }: { user: UserInfo; machine: typeof profileMachine }) {
  const session = SessionContext.useActorRef()
  const sessionBusy = SessionContext.useSelector((s) => s.matches({ loggedIn: 'loadingUser' }))
  const toast = useToast()
  const [snapshot, send, actor] = useMachine(machine, { input: { user } })
  const picture = useSelector(snapshot.children.picture as PictureRef | undefined, (s) => s)
  const view = toProfileView(snapshot, picture)
  const refreshWanted = useRef(false)

  useEffect(() => {
    const subscription = actor.on('saved', (e) => {
      toast({ tone: 'success', key: `settings:profile.saved.${e.field}` })
      // the session reads the user again; a read already under way may predate this save
      refreshWanted.current = true
      if (!session.getSnapshot().matches({ loggedIn: 'loadingUser' })) {
        refreshWanted.current = false
        session.send({ type: 'user.refresh' })
      }
    })
    return () => subscription.unsubscribe()
  }, [actor, session, toast])

  useEffect(() => {
    if (sessionBusy || !refreshWanted.current) return
    refreshWanted.current = false
    session.send({ type: 'user.refresh' })
  }, [sessionBusy, session])

  return (
    <ProfileForm
      {...view}
      uid={user.id}
      account={user.email || user.phone || user.account_number}
      onEditNickname={() => send({ type: 'nickname.edit' })}
      onEditSignature={() => send({ type: 'signature.edit' })}
      onDraftChange={(value) => send({ type: 'draft.change', value })}
      onSubmit={() => send({ type: 'form.submit' })}
      onCancelEdit={() => send({ type: 'form.cancel' })}
      onChooseAvatar={() => send({ type: 'avatar.choose' })}
      onCancelChoose={() => send({ type: 'avatar.cancel' })}
      onPickAvatar={(file, quality) => send({ type: 'avatar.pick', file, quality })}
      onRetryAvatar={() => send({ type: 'avatar.retry' })}
      onDiscardAvatar={() => send({ type: 'avatar.discard' })}
    />
  )
}
