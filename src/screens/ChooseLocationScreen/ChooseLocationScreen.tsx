import { useMachine } from '@xstate/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { paths } from '@/app/paths'
import { LocationPicker } from '@/components/LocationPicker/LocationPicker'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { chosenLocationPath, inAppPath } from '@/machines/geo-point'
import { locationPickMachine } from '@/machines/location-pick/location-pick.machine'
import { toLocationPickView } from '@/machines/location-pick/location-pick.view'

export interface ChooseLocationScreenProps {
  /** Stories pass `locationPickMachine.provide(...)` (a device position of their own). @default locationPickMachine */
  machine?: typeof locationPickMachine
}

/**
 * /choose-location?back=&latitude=&longitude=&name=&address= (the H5 page of uni.chooseLocation):
 * the chosen point goes back to `back` (an in-app path) with latitude, longitude, name and address
 * added to its query; without one, the point opens on /open-location. Cancel goes back with
 * nothing. Public.
 */
export function ChooseLocationScreen({ machine = locationPickMachine }: ChooseLocationScreenProps) {
  const { t } = useTranslation('location')
  const navigate = useNavigate()
  const location = useLocation()
  const [params] = useSearchParams()
  const [snapshot, send] = useMachine(machine, {
    input: {
      latitude: params.get('latitude'),
      longitude: params.get('longitude'),
      name: params.get('name'),
      address: params.get('address'),
    },
  })
  const back = params.get('back')
  const chosen = snapshot.status === 'done' ? snapshot.output : null

  useEffect(() => {
    // the chooser's page gives way to its answer, so going back later skips it
    if (chosen) void navigate(chosenLocationPath(back, chosen), { replace: true })
  }, [chosen, back, navigate])

  const cancel = () =>
    location.key === 'default'
      ? navigate(inAppPath(back) ?? paths.home, { replace: true })
      : navigate(-1)

  return (
    <>
      <NavBar title={t('chooseLocation.title')} onBack={cancel} />
      <main className="px-4 py-4">
        <LocationPicker
          {...toLocationPickView(snapshot)}
          onChange={(field, value) => send({ type: 'field.change', field, value })}
          onBlur={(field) => send({ type: 'field.blur', field })}
          onLocate={() => send({ type: 'position.locate' })}
          onStopLocating={() => send({ type: 'position.cancel' })}
          onConfirm={() => send({ type: 'form.submit' })}
          onCancel={cancel}
        />
      </main>
    </>
  )
}
