import type { ComponentProps, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Toast, type ToastTone } from '@/components/ui/Toast/Toast'
import { cn } from '@/lib/cn'

export interface ToastItem {
  id: string
  tone: ToastTone
  /** Already translated. */
  message: ReactNode
}

export interface ToasterProps extends ComponentProps<'section'> {
  /** Newest last. The app shell adds and removes them (1.5 s, spec §9); the list only draws. */
  toasts: readonly ToastItem[]
}

/** The toast layer: fixed at the top, above everything (z-index 10090, spec §9). */
export function Toaster({ toasts, className, ...props }: ToasterProps) {
  const { t } = useTranslation()
  return (
    <section
      aria-label={t('toaster.label')}
      data-slot="toaster"
      className={cn(
        'pointer-events-none fixed inset-x-0 top-0 z-(--z-toast) flex flex-col items-center gap-2 p-4 pt-[max(1rem,env(safe-area-inset-top))]',
        className,
      )}
      {...props}
    >
      {toasts.map((toast) => (
        <Toast key={toast.id} tone={toast.tone}>
          {toast.message}
        </Toast>
      ))}
    </section>
  )
}
