import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/Button/Button'
import { Dialog } from '@/components/ui/Dialog/Dialog'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { useErrorText } from '@/i18n/use-error-text'
import type { AddressBookView, AddressItemView } from '@/machines/address-book/address-book.view'

export interface AddressBookProps extends AddressBookView {
  /** The add-address screen. */
  addHref: string
  onRetry: () => void
  onDelete: (id: number) => void
  onConfirmDelete: () => void
  onCancelDelete: () => void
}

/** The withdrawal address book (spec §2 setting/wallet): the saved addresses, add and delete. */
export function AddressBook(props: AddressBookProps) {
  const { t } = useTranslation('payout')
  const errorText = useErrorText()
  const { status, confirming } = props

  if (status === 'loading') return <Loader />
  if (status === 'failed')
    return <ErrorState title={errorText(props.error)} onRetry={props.onRetry} />

  const add = (
    <a
      href={props.addHref}
      className="bg-primary flex h-11 items-center justify-center rounded-lg px-4 font-medium text-white"
    >
      {t('addressBook.add')}
    </a>
  )
  if (status === 'empty') {
    return (
      <EmptyState
        title={t('addressBook.empty.title')}
        description={t('addressBook.empty.description')}
        action={add}
      />
    )
  }

  return (
    <div data-slot="address-book" className="flex flex-col gap-3">
      <p className="text-muted text-sm">
        {t('addressBook.count', { count: props.count, max: props.limit })}
      </p>
      <ul aria-label={t('addressBook.list')} className="flex flex-col gap-3">
        {props.addresses.map((address) => (
          <AddressCard
            key={address.id}
            address={address}
            isDeleting={props.deletingId === address.id}
            onDelete={() => props.onDelete(address.id)}
          />
        ))}
      </ul>
      {props.canAdd ? (
        add
      ) : (
        <p className="text-muted text-center text-sm">
          {t('address.limit', { count: props.limit })}
        </p>
      )}
      <Dialog
        open={confirming !== null}
        onClose={props.onCancelDelete}
        title={t('addressBook.deleteConfirm.title')}
        actions={
          <>
            <Button variant="secondary" onClick={props.onCancelDelete}>
              {t('dialog.cancel')}
            </Button>
            <Button variant="down" onClick={props.onConfirmDelete}>
              {t('dialog.delete')}
            </Button>
          </>
        }
      >
        {confirming && (
          <p className="text-muted text-sm">
            {t('addressBook.deleteConfirm.description', {
              name: confirming.name,
              coin: confirming.coin,
              network: confirming.network,
            })}
          </p>
        )}
      </Dialog>
    </div>
  )
}

function AddressCard({
  address,
  isDeleting,
  onDelete,
}: {
  address: AddressItemView
  isDeleting: boolean
  onDelete: () => void
}) {
  const { t } = useTranslation('payout')
  return (
    <li
      data-slot="address-card"
      aria-busy={isDeleting || undefined}
      className="bg-surface flex items-start gap-3 rounded-xl p-4"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex items-center gap-2">
          <span className="truncate font-medium">{address.name}</span>
          <span className="bg-raised text-ink shrink-0 rounded px-1.5 py-0.5 text-xs font-medium">
            {t('addressBook.network', { coin: address.coin, network: address.network })}
          </span>
        </div>
        <p className="text-muted font-mono text-sm break-all">{address.address}</p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        busy={isDeleting}
        aria-label={t('addressBook.delete', { name: address.name })}
        onClick={onDelete}
        className="text-muted -mt-1 -mr-2 size-11 shrink-0 px-0"
      >
        {!isDeleting && <TrashIcon />}
      </Button>
    </li>
  )
}

function TrashIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
    </svg>
  )
}
