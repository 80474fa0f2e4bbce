import { useMachine } from '@xstate/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { href, paths } from '@/app/paths'
import { useToast } from '@/app/services'
import { useBack } from '@/app/use-back'
import { AddressBook } from '@/components/AddressBook/AddressBook'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { isSessionError } from '@/api/errors'
import { addressBookMachine } from '@/machines/address-book/address-book.machine'
import { toAddressBookView } from '@/machines/address-book/address-book.view'

export interface AddressBookScreenProps {
  /** Stories pass `addressBookMachine.provide(...)`. @default addressBookMachine */
  machine?: typeof addressBookMachine
}

/** Spec §2 /pages/setting/wallet: the withdrawal address book. */
export function AddressBookScreen({ machine = addressBookMachine }: AddressBookScreenProps) {
  const { t } = useTranslation('payout')
  const toast = useToast()
  const [snapshot, send, actorRef] = useMachine(machine)

  useEffect(() => {
    const subscriptions = [
      actorRef.on('deleted', () => toast({ tone: 'success', key: 'payout:addressBook.deleted' })),
      actorRef.on('deleteFailed', ({ code, serverMessage }) => {
        if (!isSessionError(code)) toast({ tone: 'error', code, serverMessage })
      }),
    ]
    return () => subscriptions.forEach((s) => s.unsubscribe())
  }, [actorRef, toast])

  const back = useBack(paths.home)

  return (
    <>
      <NavBar title={t('addressBook.title')} onBack={back} />
      <main className="px-4 py-4">
        <AddressBook
          {...toAddressBookView(snapshot)}
          addHref={href(paths.addWallet)}
          onRetry={() => send({ type: 'list.retry' })}
          onDelete={(id) => send({ type: 'address.delete', id })}
          onConfirmDelete={() => send({ type: 'delete.confirm' })}
          onCancelDelete={() => send({ type: 'delete.cancel' })}
        />
      </main>
    </>
  )
}
