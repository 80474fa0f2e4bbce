import { webViewMachine, type WebViewContext } from './web-view.machine'

const page = 'https://example.com/support'
const at = (
  value: 'loading' | 'allowed' | 'refused' | 'missing' | 'failed',
  context: WebViewContext,
) => webViewMachine.resolveState({ value, context })

/** One snapshot per state of the web view. */
export const webViewSnapshots = {
  loading: at('loading', { url: page, error: null }),
  allowed: at('allowed', { url: page, error: null }),
  refused: at('refused', { url: 'https://phishing.example.net/login', error: null }),
  missing: at('missing', { url: null, error: null }),
  failed: at('failed', { url: page, error: 'network' }),
}
