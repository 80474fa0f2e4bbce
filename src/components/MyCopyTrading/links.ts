/** A link drawn as the app's secondary button (44 px tall). */
export const linkClass =
  'bg-raised text-ink inline-flex h-11 items-center justify-center rounded-lg px-4 font-medium active:opacity-80'
