import { useMachine } from '@xstate/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearchParams } from 'react-router-dom'
import { paths } from '@/app/paths'
import { useToast } from '@/app/services'
import { useBack } from '@/app/use-back'
import { LocationDetails } from '@/components/LocationDetails/LocationDetails'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { locationOpenMachine } from '@/machines/location-open/location-open.machine'
import { toLocationOpenView } from '@/machines/location-open/location-open.view'

export interface OpenLocationScreenProps {
  /** Stories pass `locationOpenMachine.provide(...)` (a clipboard of their own). @default locationOpenMachine */
  machine?: typeof locationOpenMachine
}

/**
 * /open-location?latitude=&longitude=&name=&address=&scale= (the H5 page of uni.openLocation): the
 * place, its coordinates to copy and a link to OpenStreetMap. Public.
 */
export function OpenLocationScreen({ machine = locationOpenMachine }: OpenLocationScreenProps) {
  const { t } = useTranslation('location')
  const location = useLocation()
  const back = useBack(paths.home)
  return (
    <>
      <NavBar title={t('openLocation.title')} onBack={back} />
      <main className="px-4 py-4">
        {/* another point in the address is another page: a new machine reads it */}
        <OpenLocation key={location.search} machine={machine} onBack={back} />
      </main>
    </>
  )
}

function OpenLocation({
  machine,
  onBack,
}: {
  machine: typeof locationOpenMachine
  onBack: () => void
}) {
  const [params] = useSearchParams()
  const toast = useToast()
  const [snapshot, send, actorRef] = useMachine(machine, {
    input: {
      latitude: params.get('latitude'),
      longitude: params.get('longitude'),
      name: params.get('name'),
      address: params.get('address'),
      scale: params.get('scale'),
    },
  })
  useEffect(() => {
    const subscription = actorRef.on('copied', () =>
      toast({ tone: 'success', key: 'location:openLocation.copySuccess' }),
    )
    return () => subscription.unsubscribe()
  }, [actorRef, toast])
  return (
    <LocationDetails
      {...toLocationOpenView(snapshot)}
      onCopy={() => send({ type: 'coordinates.copy' })}
      onBack={onBack}
    />
  )
}
