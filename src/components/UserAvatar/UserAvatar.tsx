import { cva } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

const avatar = cva(
  'bg-primary flex shrink-0 items-center justify-center overflow-hidden rounded-full font-semibold text-white uppercase',
  {
    variants: {
      size: { sm: 'size-8 text-sm', md: 'size-14 text-xl', lg: 'size-24 text-4xl' },
    },
    defaultVariants: { size: 'md' },
  },
)

export interface UserAvatarProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** The picture; null draws the name's first letter on the theme colour. */
  src: string | null
  /** Whose avatar: its first letter stands in for a missing picture. */
  name: string
  /** The picture's text alternative; '' when the name is written beside it. @default '' */
  alt?: string
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg'
}

/** A user's round avatar: their picture, or the first letter of their name. */
export function UserAvatar({ src, name, alt = '', size, className, ...props }: UserAvatarProps) {
  const initial = [...name.trim()][0] ?? '·'
  return (
    <span data-slot="user-avatar" className={cn(avatar({ size }), className)} {...props}>
      {src ? (
        <img src={src} alt={alt} className="size-full object-cover" />
      ) : alt ? (
        <span role="img" aria-label={alt}>
          {initial}
        </span>
      ) : (
        <span aria-hidden="true">{initial}</span>
      )}
    </span>
  )
}
