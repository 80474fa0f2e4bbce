import { useRef, type FocusEvent, type PointerEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { NewsItem } from '@/api/contract/content'
import { Button } from '@/components/ui/Button/Button'
import { useErrorText } from '@/i18n/use-error-text'
import type { RotatingPartView } from '@/machines/home-content/home-content.view'
import { PlayPauseIcon } from './play-pause-icon'

/** How far a finger must travel sideways to change the banner. */
const SWIPE_PX = 40

export interface BannerCarouselProps extends RotatingPartView<NewsItem> {
  /** Where a banner leads (its article). */
  hrefOf: (item: NewsItem) => string
  /** A dot, a swipe or focus picked banner `index`. */
  onSelect: (index: number) => void
  /** Pointer or focus entered: hold the rotation. */
  onHold: () => void
  /** Pointer or focus left: let it rotate again. */
  onRelease: () => void
  onTogglePlay: () => void
  onRetry: () => void
}

/**
 * The home banners (news category 5). Which banner shows and when it changes is the machine's
 * (a named delay); this draws the one at `index`, follows swipes and dots, and holds the rotation
 * while it is pointed at or focused (APG carousel). Empty: nothing at all.
 */
export function BannerCarousel({
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
}: BannerCarouselProps) {
  const { t } = useTranslation(['home', 'common'])
  const errorText = useErrorText()
  const swipe = useRef<{ x: number; moved: boolean } | null>(null)

  if (status === 'loading') {
    return (
      <output
        data-slot="banner-carousel"
        data-state="loading"
        className="bg-raised block aspect-[5/2] w-full animate-pulse rounded-xl"
      >
        <span className="sr-only">{t('bannerCarousel.loading')}</span>
      </output>
    )
  }
  if (status === 'failed') {
    return (
      <div
        role="alert"
        data-slot="banner-carousel"
        data-state="failed"
        className="bg-surface flex aspect-[5/2] w-full flex-col items-center justify-center gap-1 rounded-xl px-6 text-center"
      >
        <p className="font-medium">{t('bannerCarousel.error')}</p>
        <p className="text-muted text-sm">{errorText(error)}</p>
        <Button variant="ghost" size="sm" onClick={onRetry}>
          {t('common:errorState.retry')}
        </Button>
      </div>
    )
  }
  if (items.length === 0) return null

  const total = items.length
  const onPointerDown = (e: PointerEvent) => {
    swipe.current = { x: e.clientX, moved: false }
  }
  const onPointerUp = (e: PointerEvent) => {
    const start = swipe.current
    if (!start) return
    const dx = e.clientX - start.x
    if (Math.abs(dx) < SWIPE_PX) return
    start.moved = true
    onSelect((index + (dx < 0 ? 1 : total - 1)) % total)
  }
  const onBlur = (e: FocusEvent) => {
    if (!e.currentTarget.contains(e.relatedTarget)) onRelease()
  }

  return (
    // hover only holds the rotation (APG carousel); focus does the same for the keyboard
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-roledescription="carousel"
      aria-label={t('bannerCarousel.label')}
      data-slot="banner-carousel"
      data-state={isPlaying ? 'playing' : 'paused'}
      onPointerEnter={onHold}
      onPointerLeave={onRelease}
      onFocus={onHold}
      onBlur={onBlur}
      className="flex flex-col gap-1"
    >
      {/* overflow-clip, not hidden: focus must not scroll the track behind the machine's back */}
      <div
        className="touch-pan-y overflow-clip rounded-xl"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipe.current = null)}
        onClickCapture={(e) => {
          // the end of a swipe is not a tap on the banner
          if (swipe.current?.moved) e.preventDefault()
          swipe.current = null
        }}
      >
        <ul
          aria-live={isPlaying ? 'off' : 'polite'}
          className="flex transition-[translate] duration-500 ease-out"
          style={{ translate: `${-index * 100}% 0` }}
        >
          {items.map((item, i) => (
            <li
              key={item.id}
              aria-roledescription="slide"
              aria-label={t('bannerCarousel.slide', { position: i + 1, total })}
              className="w-full shrink-0"
            >
              <a
                href={hrefOf(item)}
                draggable={false}
                onFocus={() => onSelect(i)}
                className="bg-raised relative block aspect-[5/2] overflow-hidden rounded-xl"
              >
                {item.cover && (
                  <img
                    src={item.cover}
                    alt=""
                    width={750}
                    height={300}
                    draggable={false}
                    className="size-full object-cover"
                  />
                )}
                <span className="absolute inset-x-0 bottom-0 bg-black/65 px-3 py-2 text-sm font-semibold text-white">
                  <span className="line-clamp-1">{item.title}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
      {total > 1 && (
        <div className="flex items-center justify-center">
          <span className="size-8" />
          <div className="flex flex-1 justify-center">
            {items.map((item, i) => (
              <button
                key={item.id}
                type="button"
                aria-label={t('bannerCarousel.show', { position: i + 1, total })}
                aria-current={i === index || undefined}
                onClick={() => onSelect(i)}
                className="group flex size-6 items-center justify-center"
              >
                <span className="bg-tab group-aria-[current=true]:bg-primary-ink h-1.5 w-1.5 rounded-full transition-[width] group-aria-[current=true]:w-4" />
              </button>
            ))}
          </div>
          <button
            type="button"
            aria-label={t(isPlaying ? 'bannerCarousel.pause' : 'bannerCarousel.play')}
            onClick={onTogglePlay}
            className="text-muted flex size-8 items-center justify-center rounded-full"
          >
            <PlayPauseIcon playing={isPlaying} />
          </button>
        </div>
      )}
    </section>
  )
}
