import type { FocusEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { NewsItem } from '@/api/contract/content'
import { PlayPauseIcon } from '@/components/BannerCarousel/play-pause-icon'
import { Button } from '@/components/ui/Button/Button'
import { useErrorText } from '@/i18n/use-error-text'
import type { RotatingPartView } from '@/machines/home-content/home-content.view'

export interface AnnouncementTickerProps extends RotatingPartView<NewsItem> {
  /** Where an announcement leads (its article). */
  hrefOf: (item: NewsItem) => string
  /** Focus reached announcement `index`. */
  onSelect: (index: number) => void
  /** Pointer or focus entered: hold the rotation. */
  onHold: () => void
  onRelease: () => void
  onTogglePlay: () => void
  onRetry: () => void
}

function SpeakerIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="text-warning size-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
    >
      <path d="M3 8v4h3l5 4V4L6 8H3z" />
      <path d="M14 7.5a3.5 3.5 0 0 1 0 5M16 5a7 7 0 0 1 0 10" strokeLinecap="round" />
    </svg>
  )
}

/**
 * The home announcement bar (news category 4): one title at a time, the next one when the
 * machine says so; a tap opens the article. Every title is a link in the page, so focus and
 * screen readers reach them all. Empty: nothing at all.
 */
export function AnnouncementTicker({
  status,
  items,
  index,
  isPlaying,
  error,
  hrefOf,
  onSelect,
  onHold,
  onRelease,
  onTogglePlay,
  onRetry,
}: AnnouncementTickerProps) {
  const { t } = useTranslation(['home', 'common'])
  const errorText = useErrorText()
  const bar = 'bg-surface flex h-11 items-center gap-2 rounded-xl pr-1 pl-3 text-sm'

  if (status === 'loading') {
    return (
      <output data-slot="announcement-ticker" data-state="loading" className={bar}>
        <SpeakerIcon />
        <span className="bg-raised h-3 w-2/3 animate-pulse rounded" />
        <span className="sr-only">{t('announcementTicker.loading')}</span>
      </output>
    )
  }
  if (status === 'failed') {
    return (
      <div role="alert" data-slot="announcement-ticker" data-state="failed" className={bar}>
        <SpeakerIcon />
        <p className="min-w-0 flex-1 truncate">
          {t('announcementTicker.error')}
          <span className="sr-only"> {errorText(error)}</span>
        </p>
        <Button variant="ghost" size="sm" onClick={onRetry}>
          {t('common:errorState.retry')}
        </Button>
      </div>
    )
  }
  if (items.length === 0) return null

  const onBlur = (e: FocusEvent) => {
    if (!e.currentTarget.contains(e.relatedTarget)) onRelease()
  }
  return (
    // hover only holds the rotation (APG carousel); focus does the same for the keyboard
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-label={t('announcementTicker.label')}
      data-slot="announcement-ticker"
      data-state={isPlaying ? 'playing' : 'paused'}
      onPointerEnter={onHold}
      onPointerLeave={onRelease}
      onFocus={onHold}
      onBlur={onBlur}
      className={bar}
    >
      <SpeakerIcon />
      {/* overflow-clip: focusing a title must not scroll the list behind the machine's back */}
      <div className="h-6 min-w-0 flex-1 overflow-clip">
        <ul
          className="transition-[translate] duration-300 ease-out"
          style={{ translate: `0 ${-index * 1.5}rem` }}
        >
          {items.map((item, i) => (
            <li key={item.id} className="h-6">
              <a
                href={hrefOf(item)}
                onFocus={() => onSelect(i)}
                className="block truncate leading-6"
              >
                {item.title}
              </a>
            </li>
          ))}
        </ul>
      </div>
      {items.length > 1 && (
        <button
          type="button"
          aria-label={t(isPlaying ? 'announcementTicker.pause' : 'announcementTicker.play')}
          onClick={onTogglePlay}
          className="text-muted flex size-9 shrink-0 items-center justify-center rounded-full"
        >
          <PlayPauseIcon playing={isPlaying} />
        </button>
      )}
    </section>
  )
}
