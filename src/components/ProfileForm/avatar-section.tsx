import { useId, type ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/Button/Button'
import { Sheet } from '@/components/ui/Sheet/Sheet'
import { UserAvatar } from '@/components/UserAvatar/UserAvatar'
import { useErrorText } from '@/i18n/use-error-text'
import { cn } from '@/lib/cn'
import type { PictureQuality } from '@/machines/kyc/kyc-picture.machine'
import type { AvatarView } from '@/machines/profile/profile.view'

export interface AvatarSectionProps {
  avatar: AvatarView
  /** The name whose first letter stands in for a missing picture. */
  name: string
  onChoose: () => void
  onCancelChoose: () => void
  onPick: (file: File, quality: PictureQuality) => void
  onRetry: () => void
  onDiscard: () => void
}

/** Where each choice sends the picture: redrawn smaller, or as it is (spec §9). */
const accepts: Record<PictureQuality, string> = {
  compressed: 'image/*',
  original: 'image/jpeg,image/png,image/webp',
}

/** The profile's avatar: the picture, a button to change it, and the upload's progress or error. */
export function AvatarSection({ avatar, name, ...on }: AvatarSectionProps) {
  const { t } = useTranslation('settings')
  const errorText = useErrorText()
  const errorId = useId()
  const { status } = avatar
  const busy = status === 'preparing' || status === 'uploading' || status === 'saving'
  const error =
    avatar.error === 'parameterError' && avatar.serverMessage
      ? avatar.serverMessage
      : errorText(avatar.error, avatar.serverMessage)

  return (
    <section
      data-slot="avatar-section"
      data-state={status}
      className="flex flex-col items-center gap-3 py-4"
    >
      <div className="relative">
        <UserAvatar
          src={avatar.src}
          name={name}
          alt={t('profile.avatar.alt')}
          size="lg"
          className={cn(busy && 'opacity-60')}
        />
        <span
          aria-hidden="true"
          className="bg-primary border-page absolute -right-1 -bottom-1 flex size-9 items-center justify-center rounded-full border-2 text-white"
        >
          <svg
            viewBox="0 0 24 24"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
            <circle cx="12" cy="13" r="3.5" />
          </svg>
        </span>
      </div>
      <div className="flex w-full max-w-80 flex-col items-center gap-2 text-sm">
        {!busy && !avatar.canRetry && (
          <Button
            variant="ghost"
            size="sm"
            onClick={on.onChoose}
            aria-describedby={error ? errorId : undefined}
          >
            {t('profile.avatar.change')}
          </Button>
        )}
        {status === 'preparing' && <p className="text-muted">{t('profile.avatar.preparing')}</p>}
        {status === 'saving' && <p className="text-muted">{t('profile.avatar.saving')}</p>}
        {status === 'uploading' && (
          <>
            <p className="text-muted">
              {t('profile.avatar.uploading', { percent: avatar.progress })}
            </p>
            <progress
              max={100}
              value={avatar.progress}
              aria-label={t('profile.avatar.progress')}
              className="[&::-webkit-progress-bar]:bg-line [&::-webkit-progress-value]:bg-primary-ink h-1.5 w-full overflow-hidden rounded-full"
            />
          </>
        )}
        {error && (
          <p id={errorId} role="alert" className="text-error text-center">
            {error}
          </p>
        )}
        {avatar.canRetry && (
          <div className="flex flex-wrap justify-center gap-2">
            <Button size="sm" className="whitespace-nowrap" onClick={on.onRetry}>
              {t('profile.avatar.retry')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              className="whitespace-nowrap"
              onClick={on.onDiscard}
            >
              {t('profile.avatar.discard')}
            </Button>
          </div>
        )}
      </div>
      <Sheet
        open={avatar.isChoosing}
        onClose={on.onCancelChoose}
        title={t('profile.avatar.choose.title')}
      >
        <div className="flex flex-col gap-2">
          {(['compressed', 'original'] as const).map((quality) => (
            <PickOption key={quality} quality={quality} onPick={on.onPick} />
          ))}
        </div>
      </Sheet>
    </section>
  )
}

function PickOption({
  quality,
  onPick,
}: {
  quality: PictureQuality
  onPick: AvatarSectionProps['onPick']
}) {
  const { t } = useTranslation('settings')
  const id = useId()
  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0]
    // cleared so that choosing the same file again still counts as a choice
    e.target.value = ''
    if (file) onPick(file, quality)
  }
  return (
    <label
      htmlFor={id}
      className="bg-raised has-[:focus-visible]:outline-primary-ink flex min-h-14 cursor-pointer flex-col justify-center rounded-lg px-4 py-2 has-[:focus-visible]:outline-2"
    >
      <span className="text-ink text-base">{t(`profile.avatar.choose.${quality}`)}</span>
      <span className="text-muted text-xs">{t(`profile.avatar.choose.${quality}.hint`)}</span>
      <input id={id} type="file" accept={accepts[quality]} onChange={pick} className="sr-only" />
    </label>
  )
}
