import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

/** The media kinds of an NFT (contract/nft.ts `nftMediaTypes`). */
export type NftMediaKind = 'image' | 'gif' | 'audio' | 'video'

/** Where the sandbox serves NFT media (server/README "NFT media"). */
export const NFT_MEDIA_BASE = '/api/nft/media/'

/** A media key ("art-01.svg") or a URL/path as the wire sends it → the URL to load. */
export const nftMediaSrc = (keyOrUrl: string) =>
  /^(\/|https?:|data:|blob:)/.test(keyOrUrl) ? keyOrUrl : `${NFT_MEDIA_BASE}${keyOrUrl}`

export interface NftMediaProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** What the item is: a still image, a GIF, a sound or a clip. */
  type: NftMediaKind
  /** The picture: the artwork, the GIF's still, the cover of a sound, the poster of a clip (key or URL). */
  image: string
  /** The GIF / audio / video file (key or URL); null or absent for a still image. */
  media?: string | null
  /** The work's name: the alternative text of the picture and the name of the player. */
  name: string
  /**
   * `thumb`: the picture only (lists, cards; a GIF plays unless the reader asks for reduced
   * motion). `full`: the detail's view, with the native player for audio and video.
   * @default 'thumb'
   */
  variant?: 'thumb' | 'full'
}

/**
 * Any NFT's media from its key or URL. A still is an `<img>`; a GIF is a `<picture>` whose
 * animated source is taken only when the reader has no reduced-motion preference (otherwise the
 * still shows); in the `full` variant, audio shows its cover above a native `<audio controls>` and
 * video a native `<video controls>` with its poster (nothing plays by itself, nothing loads until
 * asked). Every picture and player is named after the work.
 */
export function NftMedia({
  type,
  image,
  media,
  name,
  variant = 'thumb',
  className,
  ...props
}: NftMediaProps) {
  const still = nftMediaSrc(image)
  const file = media ? nftMediaSrc(media) : null
  const full = variant === 'full'
  const picture = (
    <picture className="block size-full">
      {type === 'gif' && file && (
        <source srcSet={file} media="(prefers-reduced-motion: no-preference)" type="image/gif" />
      )}
      <img
        src={still}
        alt={name}
        loading={full ? 'eager' : 'lazy'}
        decoding="async"
        className="size-full object-cover"
      />
    </picture>
  )
  return (
    <div
      data-slot="nft-media"
      data-type={type}
      className={cn('bg-raised relative overflow-hidden', className)}
      {...props}
    >
      {full && type === 'video' && file ? (
        // The sandbox's clips and sounds are generated and wordless (an abstract animation, a
        // melody): nothing to caption; the work's name and description are its text.
        // oxlint-disable-next-line jsx-a11y/media-has-caption
        <video
          controls
          playsInline
          preload="none"
          poster={still}
          aria-label={name}
          className="aspect-square w-full bg-black object-contain"
        >
          <source src={file} type="video/webm" />
        </video>
      ) : full && type === 'audio' && file ? (
        <div className="flex flex-col">
          <div className="aspect-square w-full">{picture}</div>
          {/* oxlint-disable-next-line jsx-a11y/media-has-caption -- wordless, as above */}
          <audio controls preload="none" aria-label={name} className="w-full">
            <source src={file} type="audio/wav" />
          </audio>
        </div>
      ) : (
        <div className={cn('size-full', full && 'aspect-square')}>{picture}</div>
      )}
    </div>
  )
}
