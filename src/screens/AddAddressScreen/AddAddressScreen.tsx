import { useMachine } from '@xstate/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { networkByKey } from '@/api/contract/payout'
import { paths } from '@/app/paths'
import { useToast } from '@/app/services'
import { useBack } from '@/app/use-back'
import { AddressForm } from '@/components/AddressForm/AddressForm'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { addressFormMachine } from '@/machines/address-book/address-form.machine'
import { toAddressFormView } from '@/machines/address-book/address-form.view'

export interface AddAddressScreenProps {
  /** Stories pass `addressFormMachine.provide(...)`. @default addressFormMachine */
  machine?: typeof addressFormMachine
}

/**
 * Spec §2 /pages/setting/addWallet: a new withdrawal address; `?network=USDT-TRC20` preselects the
 * network. Once saved, the address book shows it.
 */
export function AddAddressScreen({ machine = addressFormMachine }: AddAddressScreenProps) {
  const { t } = useTranslation('payout')
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const toast = useToast()
  const [snapshot, send] = useMachine(machine, {
    input: { network: networkByKey(params.get('network') ?? '')?.key },
  })

  useEffect(() => {
    if (snapshot.status !== 'done') return
    toast({ tone: 'success', key: 'payout:addressForm.saved' })
    navigate(paths.wallet, { replace: true })
  }, [snapshot.status, toast, navigate])

  const back = useBack(paths.wallet)

  return (
    <>
      <NavBar title={t('addressForm.title')} onBack={back} />
      <main className="px-4 py-4">
        <AddressForm
          {...toAddressFormView(snapshot)}
          onNetworkChange={(network) => send({ type: 'network.change', network })}
          onNameChange={(value) => send({ type: 'name.change', value })}
          onAddressChange={(value) => send({ type: 'address.change', value })}
          onSubmit={() => send({ type: 'form.submit' })}
        />
      </main>
    </>
  )
}
