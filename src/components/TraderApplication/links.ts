/** An inline link in running text (underlined, the primary ink). */
export const textLinkClass = 'text-primary-ink underline underline-offset-2'
/** A link drawn as the app's secondary button (44 px tall). */
export const buttonLinkClass =
  'bg-raised text-ink inline-flex h-11 items-center justify-center rounded-lg px-4 font-medium active:opacity-80'
