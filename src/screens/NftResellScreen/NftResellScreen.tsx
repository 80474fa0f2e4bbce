import { useMachine } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { href, myNftHref, paths } from '@/app/paths'
import { NftResellForm } from '@/components/NftResellForm/NftResellForm'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { itemIdOfParam } from '@/machines/my-nft/my-nft.machine'
import { nftResellMachine } from '@/machines/nft-resell/nft-resell.machine'
import { toNftResellView } from '@/machines/nft-resell/nft-resell.view'

export interface NftResellScreenProps {
  /** Stories pass `nftResellMachine.provide(...)` (a fixed key). @default nftResellMachine */
  machine?: typeof nftResellMachine
  /** Wall-clock ms, moved on from the server's now (stories fix it). @default Date.now */
  clock?: () => number
  /** The zone times are typed and shown in (stories fix it). @default the device's */
  timeZone?: string
}

/**
 * Spec §2 /pages/nft/resell?id= (issue 17, §5 "NFT resell"): putting one of the user's NFTs on
 * sale again at a fixed price or by auction, with the fee and what the seller receives shown
 * before confirming.
 */
export function NftResellScreen({
  machine = nftResellMachine,
  clock,
  timeZone,
}: NftResellScreenProps) {
  const { t } = useTranslation('nftMine')
  const navigate = useNavigate()
  const location = useLocation()
  const [params] = useSearchParams()
  const id = itemIdOfParam(params.get('id'))
  const [snapshot, send] = useMachine(machine, { input: { id, clock, timeZone } })
  const back = () =>
    location.key === 'default'
      ? navigate(id ? `${paths.myNft}?id=${id}` : paths.nftMine)
      : navigate(-1)
  return (
    <>
      <NavBar title={t('resell.title')} onBack={back} />
      <main className="px-4 py-4">
        <NftResellForm
          {...toNftResellView(snapshot)}
          mineHref={href(paths.nftMine)}
          itemHref={myNftHref(id ?? 0)}
          timeZone={timeZone}
          onRetry={() => send({ type: 'item.retry' })}
          onPayTypeChange={(value) => send({ type: 'payType.change', value })}
          onFieldChange={(field, value) => send({ type: 'field.change', field, value })}
          onSubmit={() => send({ type: 'form.submit' })}
          onConfirm={() => send({ type: 'confirm.submit' })}
          onCancel={() => send({ type: 'confirm.cancel' })}
        />
      </main>
    </>
  )
}
