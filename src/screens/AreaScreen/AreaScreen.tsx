import { useMachine } from '@xstate/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { useAppStorage } from '@/app/services'
import { AreaPicker } from '@/components/AreaPicker/AreaPicker'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { areaPickerMachine } from '@/machines/area-picker/area-picker.machine'
import { toAreaPickerView } from '@/machines/area-picker/area-picker.view'
import { readPreferredArea, storePreferredArea } from './preferred-area'

export interface AreaScreenProps {
  /** @default areaPickerMachine */
  machine?: typeof areaPickerMachine
}

/**
 * Spec §2 common/area and setting/areas as a page: choose the country or region phone numbers
 * start with. The choice is remembered (phone fields start there) and the page goes back, or to
 * `?back=<path>`.
 */
export function AreaScreen({ machine = areaPickerMachine }: AreaScreenProps) {
  const { t, i18n } = useTranslation('auth')
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const storage = useAppStorage()
  const [snapshot, send, actorRef] = useMachine(machine, {
    input: { open: true, selected: readPreferredArea(storage, i18n.language) },
  })
  const back = params.get('back')

  useEffect(() => {
    // only paths of this app: `?back=` never leads off-site
    const leave = () => (back?.startsWith('/') ? navigate(back, { replace: true }) : navigate(-1))
    const sub = actorRef.on('area.selected', ({ area }) => {
      storePreferredArea(storage, area)
      leave()
    })
    return () => sub.unsubscribe()
  }, [actorRef, storage, back, navigate])

  return (
    <>
      <NavBar title={t('area.title')} onBack={() => navigate(-1)} />
      <main className="flex min-h-0 flex-1 flex-col px-4 pt-2 pb-6">
        <AreaPicker
          {...toAreaPickerView(snapshot, i18n.language)}
          onQueryChange={(value) => send({ type: 'query.change', value })}
          onSelect={(area) => send({ type: 'area.select', area })}
          onRetry={() => send({ type: 'list.retry' })}
        />
      </main>
    </>
  )
}
