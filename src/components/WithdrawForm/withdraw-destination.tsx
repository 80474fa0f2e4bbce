import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { WithdrawKind } from '@/api/contract/wallet'
import { Tabs } from '@/components/ui/Tabs/Tabs'
import { cn } from '@/lib/cn'
import type { WithdrawView } from '@/machines/withdraw/withdraw.view'

export interface DestinationLinks {
  /** Adding an address of this coin and network (spec §2 setting/addWallet). */
  addAddressHref: string
  /** The domestic and the international card forms (setting/bank, setting/bank_international). */
  cardHrefs: Record<Exclude<WithdrawKind, 'address'>, string>
}

interface Props extends DestinationLinks {
  view: WithdrawView
  error?: ReactNode
  onSelect: (kind: WithdrawKind, addressId?: number) => void
}

/** Where the withdrawal goes: one of the saved addresses of this coin's network, or a saved card. */
export function WithdrawDestination({ view, error, onSelect, addAddressHref, cardHrefs }: Props) {
  const { t } = useTranslation('wallet')
  const errorId = useId()
  const panel =
    view.kind === 'address' ? (
      <AddressChoices
        view={view}
        errorId={error ? errorId : undefined}
        onSelect={onSelect}
        addHref={addAddressHref}
      />
    ) : (
      <CardChoice view={view} kind={view.kind} href={cardHrefs[view.kind]} />
    )
  return (
    <section aria-labelledby={`${errorId}-title`} className="flex flex-col gap-2">
      <h2 id={`${errorId}-title`} className="text-muted text-sm">
        {t('withdraw.destination.label')}
      </h2>
      {view.kinds.length > 1 ? (
        <Tabs
          aria-label={t('withdraw.destination.label')}
          items={view.kinds.map((k) => ({ value: k, label: t(`withdraw.kind.${k}`) }))}
          value={view.kind}
          onValueChange={(kind) =>
            onSelect(kind, kind === 'address' ? view.addresses[0]?.id : undefined)
          }
          className="[&>[role=tablist]]:gap-3 [&>[role=tablist]_button]:text-sm"
        >
          <div className="pt-3">{panel}</div>
        </Tabs>
      ) : (
        panel
      )}
      {error && (
        <p id={errorId} className="text-error text-sm">
          {error}
        </p>
      )}
    </section>
  )
}

function AddressChoices(props: {
  view: WithdrawView
  errorId?: string
  addHref: string
  onSelect: Props['onSelect']
}) {
  const { t } = useTranslation('wallet')
  const { view } = props
  return (
    <div className="flex flex-col gap-2">
      {view.addresses.length === 0 ? (
        <p className="bg-surface text-muted rounded-lg p-3 text-sm">
          {t('withdraw.address.none', { coin: view.coin, network: view.network })}
        </p>
      ) : (
        <div
          role="radiogroup"
          aria-label={t('withdraw.kind.address')}
          aria-describedby={props.errorId}
          className="flex flex-col gap-2"
        >
          {view.addresses.map((a) => (
            <label
              key={a.id}
              className={cn(
                'bg-surface border-line flex cursor-pointer flex-col gap-0.5 rounded-lg border px-3 py-2',
                'has-[:checked]:border-primary-ink has-[:focus-visible]:outline-primary-ink has-[:focus-visible]:outline-2',
              )}
            >
              <input
                type="radio"
                name="withdraw-address"
                className="sr-only"
                checked={view.addressId === a.id}
                onChange={() => props.onSelect('address', a.id)}
              />
              <span className="text-sm font-medium">{a.name}</span>
              <span className="text-muted font-mono text-xs break-all">{a.address}</span>
            </label>
          ))}
        </div>
      )}
      <a href={props.addHref} className="text-primary-ink self-start text-sm font-medium">
        {t('withdraw.address.add')}
      </a>
    </div>
  )
}

function CardChoice({
  view,
  kind,
  href,
}: {
  view: WithdrawView
  kind: Exclude<WithdrawKind, 'address'>
  href: string
}) {
  const { t } = useTranslation('wallet')
  const card = view.cards[kind]
  if (!card) {
    return (
      <div className="bg-surface flex flex-col gap-2 rounded-lg p-3 text-sm">
        <p className="text-muted">{t('withdraw.card.none')}</p>
        <a href={href} className="text-primary-ink self-start font-medium">
          {t('withdraw.card.add')}
        </a>
      </div>
    )
  }
  return (
    <div className="bg-surface border-primary-ink flex items-center justify-between gap-3 rounded-lg border px-3 py-2">
      <div className="flex min-w-0 flex-col gap-0.5">
        <span className="text-sm font-medium">{card.bankName}</span>
        <span className="text-muted text-xs">
          {t('withdraw.card.number', { last4: card.last4 })} · {card.holder}
        </span>
      </div>
      <a href={href} className="text-primary-ink shrink-0 text-sm font-medium">
        {t('withdraw.card.change')}
      </a>
    </div>
  )
}
