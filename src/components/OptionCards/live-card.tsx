import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import type {
  LiveOptionCard,
  OpenOptionCard,
} from '@/machines/option-positions/option-positions.view'
import { CardHeading, outcomeTone, Terms, useOptionFormat } from './card-parts'

/** "0:12", "1:35": a countdown's minutes and seconds. */
export const countdownText = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`

/**
 * An open option: countdown and bar, open price and its second, the live price coloured by
 * whether it wins now, and what it would bring if it ended now; past its expiry, settling. Screen
 * readers hear the option once when its last seconds start and once when it settles, never each
 * second (the timer itself is not live).
 */
export function LiveCard(props: { card: LiveOptionCard; timeZone?: string }) {
  const { t } = useTranslation('optionPositions')
  const format = useOptionFormat(props.timeZone)
  const { card } = props
  const title = format.title(card)
  const announcement =
    card.state === 'settling'
      ? t('settling.announce', { title })
      : card.isEnding
        ? t('open.announceEnding', { title, seconds: card.endingSeconds })
        : ''
  return (
    <article
      aria-label={title}
      data-slot="option-card"
      data-state={card.state}
      data-direction={card.direction}
      className="flex flex-col gap-3 px-4 py-3"
    >
      <div className="flex items-start justify-between gap-2">
        <CardHeading card={card} />
        {card.state === 'open' && (
          <span
            role="timer"
            aria-label={t('open.timeLeft')}
            className={cn(
              'text-base font-semibold tabular-nums',
              card.isEnding ? 'text-warning' : 'text-ink',
            )}
          >
            {countdownText(card.secondsLeft)}
          </span>
        )}
      </div>
      {card.state === 'open' ? (
        <OpenBody card={card} timeZone={props.timeZone} />
      ) : (
        <div data-slot="settling" className="flex flex-col gap-1">
          <Terms card={card} timeZone={props.timeZone} />
          <p className="text-ink text-sm">
            {t('open.opened', {
              price: format.price(card.openPrice),
              time: format.tick(card.openTick),
            })}
          </p>
          <p className="text-ink font-medium">
            {card.isWaiting ? t('settling.waiting') : t('settling.title')}
          </p>
          <p className="text-muted text-xs">
            {t('settling.expired', { time: format.tick(card.settleTick) })}
          </p>
        </div>
      )}
      {/* one live region for the card's life, so a change of text is heard and a new card is not */}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </article>
  )
}

function OpenBody(props: { card: OpenOptionCard; timeZone?: string }) {
  const { t } = useTranslation('optionPositions')
  const format = useOptionFormat(props.timeZone)
  const { card } = props
  const tone = card.expected ? outcomeTone[card.expected.outcome] : 'text-ink'
  return (
    <>
      <div aria-hidden="true" className="bg-raised h-1 overflow-hidden rounded-full">
        <div
          data-slot="option-progress"
          className={cn('h-full', card.isEnding ? 'bg-warning' : 'bg-primary')}
          style={{ width: `${Math.round(card.progress * 1000) / 10}%` }}
        />
      </div>
      <Terms card={card} timeZone={props.timeZone} />
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <p className="text-ink">
          {t('open.opened', {
            price: format.price(card.openPrice),
            time: format.tick(card.openTick),
          })}
        </p>
        <p className="flex flex-col items-end">
          <span className="text-muted text-xs">{t('open.livePrice')}</span>
          <span data-slot="live-price" className={cn('font-semibold tabular-nums', tone)}>
            {card.livePrice === null ? '--' : format.price(card.livePrice)}
          </span>
        </p>
      </div>
      <p data-slot="expected" className={cn('text-sm font-medium', tone)}>
        {card.expected
          ? t(`open.expected.${card.expected.outcome}`, {
              amount: format.signed(card.expected.net, card),
            })
          : t('open.noPrice')}
      </p>
    </>
  )
}
