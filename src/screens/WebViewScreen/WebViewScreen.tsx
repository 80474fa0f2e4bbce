import { useMachine } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { paths } from '@/app/paths'
import { useBack } from '@/app/use-back'
import { WebViewFrame } from '@/components/WebViewFrame/WebViewFrame'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { webViewMachine } from '@/machines/web-view/web-view.machine'
import { toWebViewView } from '@/machines/web-view/web-view.view'

export interface WebViewScreenProps {
  /** Stories pass `webViewMachine.provide(...)`. @default webViewMachine */
  machine?: typeof webViewMachine
  /** The address the frame loads; stories point it at a local file. @default the page */
  frameSrc?: (url: string) => string
}

/**
 * Spec §2 /pages/common/webView (`?url=`, optional `?title=`): an external page of an allowed
 * site (web-view.machine.ts: the operator's configured sites) in a sandboxed frame; any other
 * page is refused with the reason.
 */
export function WebViewScreen({ machine = webViewMachine, frameSrc }: WebViewScreenProps) {
  const { t } = useTranslation('location')
  const [params] = useSearchParams()
  const [snapshot, send] = useMachine(machine, { input: { url: params.get('url') } })
  const back = useBack(paths.home)
  const title = params.get('title')?.trim().slice(0, 40) || t('webView.title')
  return (
    <>
      <NavBar title={title} onBack={back} />
      <main>
        <WebViewFrame
          {...toWebViewView(snapshot)}
          frameSrc={frameSrc}
          onRetry={() => send({ type: 'webView.retry' })}
        />
      </main>
    </>
  )
}
