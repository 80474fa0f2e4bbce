import { Dialog, type DialogProps } from '@/components/ui/Dialog/Dialog'

export type SheetProps = Omit<DialogProps, 'placement'>

/** The bottom sheet: a modal `Dialog` anchored to the bottom edge. */
export function Sheet(props: SheetProps) {
  return <Dialog placement="bottom" {...props} />
}
