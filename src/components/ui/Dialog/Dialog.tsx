import { cva } from 'class-variance-authority'
import { useId, type ComponentProps, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { useModalFocus } from './use-modal-focus'

const layer = cva('fixed inset-0 z-50 flex', {
  variants: {
    placement: { center: 'items-center justify-center p-6', bottom: 'items-end' },
  },
})

const panel = cva(
  'bg-surface text-ink relative m-0 flex max-h-full w-full flex-col border-0 p-0 outline-none',
  {
    variants: {
      placement: {
        center: 'max-w-sm rounded-2xl',
        bottom: 'max-h-[85%] rounded-t-2xl pb-[env(safe-area-inset-bottom)]',
      },
    },
  },
)

export interface DialogProps extends Omit<ComponentProps<'dialog'>, 'title' | 'open'> {
  /** Whether it is shown; the parent (machine or screen) owns this. */
  open: boolean
  /** Close button, Escape and a tap on the backdrop. */
  onClose: () => void
  /** Heading that names the dialog, already translated. */
  title: ReactNode
  /** Buttons at the bottom. */
  actions?: ReactNode
  /** `bottom` is the bottom sheet (see `Sheet`). @default 'center' */
  placement?: 'center' | 'bottom'
}

/**
 * A modal dialog, centred or as a bottom sheet. Rendered in place (no portal, no top layer) with
 * its own focus trap, so it stays inside the layout that contains it.
 */
export function Dialog({
  open,
  onClose,
  title,
  actions,
  placement = 'center',
  className,
  children,
  ...props
}: DialogProps) {
  const { t } = useTranslation()
  const titleId = useId()
  const ref = useModalFocus<HTMLDialogElement>(open, onClose)
  if (!open) return null

  return (
    <div data-slot="dialog-layer" className={layer({ placement })}>
      {/* pointer convenience only; Escape and the close button are the accessible ways out */}
      <div aria-hidden="true" className="bg-scrim absolute inset-0" onPointerDown={onClose} />
      <dialog
        ref={ref}
        open
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-slot="dialog"
        data-state="open"
        data-placement={placement}
        className={cn(panel({ placement }), className)}
        {...props}
      >
        <div className="flex items-center gap-2 py-2 pr-2 pl-4">
          <h2 id={titleId} className="flex-1 text-lg font-semibold">
            {title}
          </h2>
          <button
            type="button"
            aria-label={t('dialog.close')}
            onClick={onClose}
            className="text-muted flex size-11 items-center justify-center rounded-lg"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-4 pb-4">{children}</div>
        {actions && <div className="flex gap-3 px-4 pb-4 *:flex-1">{actions}</div>}
      </dialog>
    </div>
  )
}
