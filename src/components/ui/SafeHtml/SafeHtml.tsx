import { useMemo, type ComponentProps } from 'react'
import { cn } from '@/lib/cn'
import { sanitizeHtml } from '@/lib/sanitize-html'

const prose = [
  'text-ink text-base leading-relaxed break-words',
  '[&_p]:my-3 [&_h1]:mt-5 [&_h1]:mb-2 [&_h1]:text-xl [&_h1]:font-semibold',
  '[&_h2]:mt-5 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold',
  '[&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:text-base [&_h3]:font-semibold',
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-5 [&_li]:my-1',
  '[&_a]:text-primary-ink [&_a]:underline [&_strong]:font-semibold',
  '[&_img]:my-3 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_td]:border [&_td]:border-line [&_td]:p-2',
  '[&_blockquote]:border-line [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_blockquote]:text-muted',
  '[&>:first-child]:mt-0 [&>:last-child]:mb-0',
].join(' ')

export interface SafeHtmlProps extends Omit<
  ComponentProps<'div'>,
  'children' | 'dangerouslySetInnerHTML'
> {
  /** HTML from the server (news content); sanitised before it is shown. */
  html: string
}

/** The one place the app shows HTML: sanitised (lib/sanitize-html.ts), styled for reading. */
export function SafeHtml({ html, className, ...props }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  return (
    <div
      data-slot="safe-html"
      className={cn(prose, className)}
      {...props}
      // oxlint-disable-next-line react/no-danger -- sanitised above; nowhere else injects HTML
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  )
}
