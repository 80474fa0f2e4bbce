import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/Button/Button'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { useErrorText } from '@/i18n/use-error-text'
import type { AnnouncementsView } from '@/machines/messages/announcements.view'

export interface AnnouncementListProps extends AnnouncementsView {
  /** The link of an announcement's page (other/ggDetail). */
  announcementHref: (id: number) => string
  onRetry: () => void
  onLoadMore: () => void
}

/** Platform announcements (spec §2 other/ggList; news `c_id` 4): pinned first, paged. */
export function AnnouncementList(props: AnnouncementListProps) {
  const { t } = useTranslation('message')
  const errorText = useErrorText()
  return (
    <section
      data-slot="announcement-list"
      data-state={props.status}
      aria-label={t('announcements.title')}
      aria-busy={props.status === 'loading' || undefined}
      className="flex flex-col gap-3"
    >
      {props.status === 'loading' && <Loader label={t('announcements.loading')} />}
      {props.status === 'failed' && (
        <ErrorState title={errorText(props.error)} onRetry={props.onRetry} />
      )}
      {props.status === 'empty' && (
        <EmptyState
          title={t('announcements.empty.title')}
          description={t('announcements.empty.description')}
        />
      )}
      {props.status === 'ready' && (
        <>
          <ul className="bg-surface divide-line flex flex-col divide-y rounded-xl">
            {props.announcements.map((a) => (
              <li key={a.id}>
                <a
                  href={props.announcementHref(a.id)}
                  className="active:bg-raised flex min-h-14 items-center gap-3 px-4 py-3 no-underline"
                >
                  {a.image ? (
                    <img
                      src={a.image}
                      alt=""
                      width={40}
                      height={40}
                      className="size-10 shrink-0 rounded-md object-cover"
                    />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="bg-raised text-warning flex size-10 shrink-0 items-center justify-center rounded-full"
                    >
                      <svg
                        viewBox="0 0 24 24"
                        className="size-5"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      >
                        <path d="M3 10v4h4l8 5V5L7 10H3Z" />
                        <path d="M18 9a4 4 0 0 1 0 6" />
                      </svg>
                    </span>
                  )}
                  <span className="flex min-w-0 flex-1 flex-col items-start gap-1">
                    <span className="text-ink line-clamp-2 text-base">{a.title}</span>
                    {a.pinned && (
                      <span className="border-warning text-warning rounded border px-1.5 text-xs font-medium">
                        {t('announcements.pinned')}
                      </span>
                    )}
                  </span>
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    className="text-muted size-4 shrink-0"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  >
                    <path d="m9 6 6 6-6 6" />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
          {props.moreError && (
            <p role="alert" className="text-error text-center text-sm">
              {t('announcements.loadMoreFailed')}
            </p>
          )}
          {props.hasMore && (
            <Button variant="secondary" block busy={props.isLoadingMore} onClick={props.onLoadMore}>
              {t('announcements.loadMore')}
            </Button>
          )}
        </>
      )}
    </section>
  )
}
