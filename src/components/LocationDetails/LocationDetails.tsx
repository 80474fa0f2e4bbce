import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { WorldLocator } from '@/components/WorldLocator/WorldLocator'
import { Button } from '@/components/ui/Button/Button'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import type { Dms } from '@/machines/geo-point'
import type { LocationOpenView } from '@/machines/location-open/location-open.view'

export interface LocationDetailsProps extends LocationOpenView {
  onCopy: () => void
  /** Leaves a page that cannot show its location. */
  onBack: () => void
}

/**
 * The /open-location page (uni.openLocation): a place's name, address and coordinates (decimal
 * and degrees/minutes/seconds), a locator, "Copy coordinates" and "Open in maps" (OpenStreetMap,
 * a new tab). A query without a valid point shows why, with a way back.
 */
export function LocationDetails(props: LocationDetailsProps) {
  const { t } = useTranslation('location')
  const id = useId()
  const { point, dms } = props
  if (props.status === 'invalid' || !point || !dms || !props.mapUrl)
    return (
      <EmptyState
        role="alert"
        data-slot="location-details"
        data-state="invalid"
        icon={<NoPinIcon />}
        title={t('openLocation.invalid')}
        description={t('openLocation.invalidDescription')}
        action={
          <Button variant="secondary" onClick={props.onBack}>
            {t('openLocation.back')}
          </Button>
        }
      />
    )
  const degrees = ({ hemisphere, ...d }: Dms) => t(`openLocation.dms.${hemisphere}`, { ...d })
  return (
    <article
      aria-labelledby={`${id}-name`}
      data-slot="location-details"
      data-state={props.copy}
      className="flex flex-col gap-4"
    >
      <WorldLocator point={point} />
      <header className="flex flex-col gap-1">
        <h2 id={`${id}-name`} className="text-lg font-semibold break-words">
          {point.name || t('openLocation.unnamed')}
        </h2>
        {point.address && <p className="text-muted text-sm break-words">{point.address}</p>}
      </header>
      <dl className="bg-surface flex flex-col rounded-xl px-4">
        {(['latitude', 'longitude'] as const).map((axis) => (
          <div
            key={axis}
            className="border-line flex items-baseline justify-between gap-3 border-t py-3 first:border-t-0"
          >
            <dt className="text-muted text-sm">{t(`openLocation.${axis}`)}</dt>
            <dd className="flex flex-col items-end gap-0.5 text-right">
              <span className="font-mono text-base tabular-nums">{point[axis]}</span>
              <span className="text-muted text-sm tabular-nums">{degrees(dms[axis])}</span>
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-col gap-3">
        <Button variant="secondary" block busy={props.copy === 'copying'} onClick={props.onCopy}>
          {props.copy === 'copied' ? t('openLocation.copied') : t('openLocation.copy')}
        </Button>
        {props.copy === 'failed' && (
          <p role="alert" className="text-error text-sm">
            {t('openLocation.copyFailed')}
          </p>
        )}
        <a
          href={props.mapUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="bg-primary inline-flex h-11 w-full items-center justify-center gap-2 rounded-lg px-4 font-medium text-white active:opacity-80"
        >
          {t('openLocation.openInMaps')}
          <span className="sr-only">{t('openLocation.newTab')}</span>
          <ExternalIcon />
        </a>
        <p className="text-muted text-center text-xs">{t('openLocation.mapsNote')}</p>
      </div>
    </article>
  )
}

function ExternalIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </svg>
  )
}

function NoPinIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 48 48"
      className="size-16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M24 43s13-12.5 13-23a13 13 0 0 0-26 0c0 10.5 13 23 13 23Z" />
      <circle cx="24" cy="20" r="4.5" />
      <path d="M8 8l32 32" />
    </svg>
  )
}
