import { useMachine, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { paths } from '@/app/paths'
import { useToast } from '@/app/services'
import { useBack } from '@/app/use-back'
import { KycAdvancedForm } from '@/components/KycAdvancedForm/KycAdvancedForm'
import { KycBasicForm } from '@/components/KycBasicForm/KycBasicForm'
import { KycLevelCard } from '@/components/KycLevelCard/KycLevelCard'
import { KycStatusBanner } from '@/components/KycStatusBanner/KycStatusBanner'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { useErrorText } from '@/i18n/use-error-text'
import type { PictureRef } from '@/machines/kyc/kyc-picture.machine'
import { kycMachine } from '@/machines/kyc/kyc.machine'
import { toKycView, type KycView } from '@/machines/kyc/kyc.view'

export interface VerificationScreenProps {
  /** The verification logic; stories pass `kycMachine.provide(...)`. @default kycMachine */
  machine?: typeof kycMachine
}

/**
 * Spec §2 /pages/setting/real_mark (where error 998 leads): the level and its limits, then the
 * step the user is at: basic form, review, refusal, advanced form with both document sides, done.
 */
export function VerificationScreen({ machine = kycMachine }: VerificationScreenProps) {
  const { t } = useTranslation('kyc')
  const toast = useToast()
  const [snapshot, send, actorRef] = useMachine(machine)
  const children = snapshot.children as { front?: PictureRef; reverse?: PictureRef }
  const front = useSelector(children.front, (s) => s)
  const reverse = useSelector(children.reverse, (s) => s)
  const view = toKycView(snapshot, { front, reverse })

  useEffect(() => {
    const subscriptions = [
      actorRef.on('submitted', () => toast({ tone: 'success', key: 'kyc:toast.submitted' })),
      actorRef.on('reviewed', ({ stage }) =>
        stage === 'lv1' || stage === 'lv2'
          ? toast({
              tone: 'success',
              key: 'kyc:toast.approved',
              values: { level: stage === 'lv2' ? 2 : 1 },
            })
          : toast({ tone: 'info', key: 'kyc:toast.refused' }),
      ),
      actorRef.on('refused', ({ code, serverMessage }) =>
        toast({ tone: 'error', code, serverMessage }),
      ),
    ]
    return () => subscriptions.forEach((s) => s.unsubscribe())
  }, [actorRef, toast])

  // the first page of a fresh tab (e.g. a 998 redirect) has nothing to go back to
  const back = useBack(paths.home)

  return (
    <>
      <NavBar title={t('screen.title')} onBack={back} />
      <main
        className="flex flex-col gap-4 px-4 py-4"
        aria-busy={view.screen === 'loading' || undefined}
      >
        {view.screen === 'loading' ? (
          <Loader />
        ) : view.screen === 'loadFailed' ? (
          <LoadFailed view={view} onRetry={() => send({ type: 'status.retry' })} />
        ) : (
          <>
            <KycLevelCard level={view.level} limits={view.limits} identity={view.identity} />
            {(!view.emailBound || !view.phoneBound) && view.screen !== 'lv2' && (
              <KycStatusBanner
                variant="contactsRequired"
                emailBound={view.emailBound}
                phoneBound={view.phoneBound}
              />
            )}
            <Step view={view} send={send} />
          </>
        )}
      </main>
    </>
  )
}

function LoadFailed({ view, onRetry }: { view: KycView; onRetry: () => void }) {
  const errorText = useErrorText()
  return <ErrorState title={errorText(view.loadError)} onRetry={onRetry} />
}

type Send = ReturnType<typeof useMachine<typeof kycMachine>>[1]

/** The part of the page that depends on where the user stands. */
function Step({ view, send }: { view: KycView; send: Send }) {
  const refused = (level: 'basic' | 'advanced') => (
    <KycStatusBanner
      variant="rejected"
      level={level}
      failCode={view.failCode}
      failReason={view.failReason}
      onRetry={() => send({ type: level === 'basic' ? 'basic.start' : 'advanced.start' })}
    />
  )
  const review = (level: 'basic' | 'advanced') => (
    <KycStatusBanner
      variant="inReview"
      level={level}
      isChecking={view.isChecking}
      onCheck={() => send({ type: 'status.refresh' })}
    />
  )

  switch (view.screen) {
    case 'basic':
      return (
        <KycBasicForm
          {...view.basic}
          onIdTypeChange={(value) => send({ type: 'idType.change', value })}
          onNameChange={(value) => send({ type: 'name.change', value })}
          onCardIdChange={(value) => send({ type: 'cardId.change', value })}
          onSubmit={() => send({ type: 'form.submit' })}
        />
      )
    case 'basicReview':
      return review('basic')
    case 'basicRejected':
      return refused('basic')
    case 'lv1':
      return (
        <KycStatusBanner
          variant="verified"
          level={1}
          onContinue={() => send({ type: 'advanced.start' })}
        />
      )
    case 'advanced':
      return (
        <KycAdvancedForm
          {...view.advanced}
          onQualityChange={(value) => send({ type: 'quality.change', value })}
          onPick={(side, file) => send({ type: 'picture.pick', side, file })}
          onRetry={(side) => send({ type: 'picture.retry', side })}
          onRemove={(side) => send({ type: 'picture.remove', side })}
          onSubmit={() => send({ type: 'form.submit' })}
          onCancel={() => send({ type: 'advanced.cancel' })}
        />
      )
    case 'advancedReview':
      return review('advanced')
    case 'advancedRejected':
      return refused('advanced')
    case 'lv2':
      return <KycStatusBanner variant="verified" level={2} />
    default:
      return null
  }
}
