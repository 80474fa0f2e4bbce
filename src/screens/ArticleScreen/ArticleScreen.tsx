import { useMachine } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { href, paths } from '@/app/paths'
import { useBack } from '@/app/use-back'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { SafeHtml } from '@/components/ui/SafeHtml/SafeHtml'
import { useErrorText } from '@/i18n/use-error-text'
import { articleMachine } from '@/machines/article/article.machine'
import { toArticleView } from '@/machines/article/article.view'

export interface ArticleScreenProps {
  /** The article logic; stories pass `articleMachine.provide(...)`. @default articleMachine */
  machine?: typeof articleMachine
}

/**
 * Spec §2 /pages/common/article?id=<news id>: one announcement, banner or notice (news/detail),
 * its HTML through SafeHtml. Back returns where the user came from, or home on a direct link.
 */
export function ArticleScreen({ machine = articleMachine }: ArticleScreenProps) {
  const [params] = useSearchParams()
  const id = params.get('id')
  // a link from one article to another keeps this route: a new id is a new article
  return <Article key={id ?? ''} id={id} machine={machine} />
}

function Article({ id, machine }: { id: string | null; machine: typeof articleMachine }) {
  const { t, i18n } = useTranslation('home')
  const errorText = useErrorText()
  const [snapshot, send] = useMachine(machine, { input: { id } })
  const { status, article, error } = toArticleView(snapshot)
  // the first entry of the history (a shared link) has nowhere to go back to
  const back = useBack(paths.home)

  return (
    <>
      <NavBar title={t('article.navTitle')} onBack={back} />
      <main className="px-4 pt-2 pb-8" aria-busy={status === 'loading' || undefined}>
        {status === 'loading' && (
          <output className="flex flex-col gap-3" aria-label={t('article.loading')}>
            <span className="bg-raised h-6 w-4/5 animate-pulse rounded" />
            <span className="bg-raised h-3 w-2/5 animate-pulse rounded" />
            {[100, 92, 96, 70].map((width) => (
              <span
                key={width}
                className="bg-raised h-3 animate-pulse rounded"
                style={{ width: `${width}%` }}
              />
            ))}
          </output>
        )}
        {status === 'failed' && (
          <ErrorState title={errorText(error)} onRetry={() => send({ type: 'article.retry' })} />
        )}
        {status === 'notFound' && (
          <EmptyState
            title={t('article.notFound.title')}
            description={t('article.notFound.description')}
            action={
              <a
                href={href(paths.home)}
                className="bg-primary inline-flex h-11 items-center rounded-lg px-5 font-medium text-white"
              >
                {t('article.notFound.home')}
              </a>
            }
          />
        )}
        {status === 'ready' && article && (
          <article className="flex flex-col gap-3">
            <h2 className="text-xl leading-snug font-semibold">{article.title}</h2>
            <p className="text-muted text-sm">
              {t('article.byline', {
                author: article.author,
                // dates are not in lib/format.ts yet; this is the one place the app shows one
                date: new Intl.DateTimeFormat(i18n.language, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }).format(article.create_time * 1000),
              })}
            </p>
            {article.cover && (
              <img
                src={article.cover}
                alt=""
                width={750}
                height={300}
                className="h-auto w-full rounded-xl"
              />
            )}
            <SafeHtml html={article.content} />
          </article>
        )}
      </main>
    </>
  )
}
