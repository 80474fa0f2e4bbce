import { useMachine } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppStorage } from '@/app/services'
import type { AreaPickerSheetProps } from '@/components/AreaPicker/AreaPicker'
import type { AreaChoice } from '@/machines/account-fields'
import { areaPickerMachine } from '@/machines/area-picker/area-picker.machine'
import { toAreaPickerView } from '@/machines/area-picker/area-picker.view'
import { readPreferredArea, storePreferredArea } from './preferred-area'

/** Where a phone field starts: the remembered area, else the interface language's country. */
export function usePreferredArea(): AreaChoice {
  const { i18n } = useTranslation()
  const storage = useAppStorage()
  // read once: a choice made in this screen goes to its form directly
  const [area] = useState(() => readPreferredArea(storage, i18n.language))
  return area
}

/**
 * Wires the area picker for a form screen: `open(current)` shows the sheet, a choice goes to
 * `onSelect` and is remembered as the preferred area.
 */
export function useAreaPicker(onSelect: (area: AreaChoice) => void, logic = areaPickerMachine) {
  const { i18n } = useTranslation()
  const storage = useAppStorage()
  const [snapshot, send, actorRef] = useMachine(logic, { input: {} })
  const latest = useRef(onSelect)
  useEffect(() => {
    latest.current = onSelect
  })
  useEffect(() => {
    const sub = actorRef.on('area.selected', ({ area }) => {
      storePreferredArea(storage, area)
      latest.current(area)
    })
    return () => sub.unsubscribe()
  }, [actorRef, storage])
  const view = toAreaPickerView(snapshot, i18n.language)
  const sheet: AreaPickerSheetProps = {
    ...view,
    open: view.isOpen,
    onClose: () => send({ type: 'picker.close' }),
    onQueryChange: (value) => send({ type: 'query.change', value }),
    onSelect: (area) => send({ type: 'area.select', area }),
    onRetry: () => send({ type: 'list.retry' }),
  }
  return { sheet, open: (selected: AreaChoice) => send({ type: 'picker.open', selected }) }
}
