import { useId, type ReactNode } from 'react'

/** A way on from the panel: where it goes and what it says. */
export interface DoneLink {
  href: string
  label: string
}

export interface DonePanelProps {
  /** What was done ("The lock is made"). */
  title: string
  /** Its figures, one `<p>` a sentence (the caller picks `tabular-nums` where numbers align). */
  children: ReactNode
  /** The next step: the main button. */
  primary: DoneLink
  /** Another way on: the quiet button. */
  secondary: DoneLink
}

/**
 * The receipt a finished form shows in its place (a lock made, a dual order placed, an NFT listed,
 * a follow made): a tick, what was done, its figures, and two links on.
 */
export function DonePanel({ title, children, primary, secondary }: DonePanelProps) {
  const titleId = useId()
  return (
    <section
      aria-labelledby={titleId}
      className="bg-surface flex flex-col items-center gap-3 rounded-xl px-4 py-8 text-center"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="text-up size-12"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="12" cy="12" r="10" />
        <path d="m7 12.5 3.2 3.2L17 9" />
      </svg>
      <h2 id={titleId} className="text-ink text-lg font-semibold">
        {title}
      </h2>
      {children}
      <div className="mt-2 flex w-full flex-col gap-2">
        <a
          href={primary.href}
          className="bg-primary flex h-11 w-full items-center justify-center rounded-lg font-semibold text-white active:opacity-80"
        >
          {primary.label}
        </a>
        <a
          href={secondary.href}
          className="bg-raised text-ink flex h-11 w-full items-center justify-center rounded-lg font-medium active:opacity-80"
        >
          {secondary.label}
        </a>
      </div>
    </section>
  )
}
