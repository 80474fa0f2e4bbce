import { useMachine } from '@xstate/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { CardKind } from '@/api/contract/payout'
import { href, paths } from '@/app/paths'
import { useToast } from '@/app/services'
import { useBack } from '@/app/use-back'
import { BankCardForm } from '@/components/BankCardForm/BankCardForm'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { bankCardMachine } from '@/machines/bank-card/bank-card.machine'
import { toBankCardView } from '@/machines/bank-card/bank-card.view'

export interface BankCardScreenProps {
  kind: CardKind
  /** Stories pass `bankCardMachine.provide(...)`. @default bankCardMachine */
  machine?: typeof bankCardMachine
}

/** Spec §2 /pages/setting/bank (domestic) and /pages/setting/bank_international. */
export function BankCardScreen({ kind, machine = bankCardMachine }: BankCardScreenProps) {
  const { t } = useTranslation('payout')
  const toast = useToast()
  const [snapshot, send, actorRef] = useMachine(machine, { input: { kind } })

  useEffect(() => {
    const subscriptions = [
      actorRef.on('saved', () => toast({ tone: 'success', key: 'payout:bankCard.saved' })),
      actorRef.on('deleted', () => toast({ tone: 'success', key: 'payout:bankCard.deleted' })),
    ]
    return () => subscriptions.forEach((s) => s.unsubscribe())
  }, [actorRef, toast])

  const back = useBack(paths.home)

  return (
    <>
      <NavBar title={t(`bankCard.${kind}.title`)} onBack={back} />
      <main className="px-4 py-4">
        <BankCardForm
          {...toBankCardView(snapshot)}
          switchHref={href(kind === 'domestic' ? paths.bankInternational : paths.bank)}
          onFieldChange={(field, value) => send({ type: 'field.change', field, value })}
          onSubmit={() => send({ type: 'form.submit' })}
          onRetry={() => send({ type: 'card.retry' })}
          onDelete={() => send({ type: 'card.delete' })}
          onConfirmDelete={() => send({ type: 'delete.confirm' })}
          onCancelDelete={() => send({ type: 'delete.cancel' })}
        />
      </main>
    </>
  )
}

export const DomesticBankCardScreen = () => <BankCardScreen kind="domestic" />
export const InternationalBankCardScreen = () => <BankCardScreen kind="international" />
