/**
 * HTML from the server (news content) made safe to show: DOMPurify with its defaults (no scripts,
 * event handlers or `javascript:` URLs) plus no forms, frames, inline styles or style sheets (they
 * would fight the theme); every link gets `rel="noopener noreferrer"`, and links out of the app
 * open in a new tab. Only `components/ui/SafeHtml` shows the result.
 */
import DOMPurify from 'dompurify'

// an instance of its own, so its hooks never reach another DOMPurify user
const purifier = DOMPurify()

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    const href = node.getAttribute('href') ?? ''
    // links inside the app (#/pages/…) stay in the app; anything else opens outside it
    if (href && !href.startsWith('#')) node.setAttribute('target', '_blank')
    node.setAttribute('rel', 'noopener noreferrer')
  }
  if (node.tagName === 'IMG') {
    if (!node.hasAttribute('alt')) node.setAttribute('alt', '')
    node.setAttribute('loading', 'lazy')
    node.setAttribute('decoding', 'async')
  }
})

export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe'],
    FORBID_ATTR: ['style', 'class', 'id'],
  })
}
