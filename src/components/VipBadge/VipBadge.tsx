import { cva } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import type { VipLevel } from '@/api/contract/profile'
import { cn } from '@/lib/cn'

// fixed colours, not theme tokens: a VIP tier reads the same in the dark and the light theme
export const vipTone = cva(
  'inline-flex items-center gap-1 rounded-full font-semibold whitespace-nowrap',
  {
    variants: {
      level: {
        0: 'bg-raised text-muted',
        1: 'bg-[#c9d2de] text-[#1a1d23]',
        2: 'bg-[#f0b90b] text-[#1a1d23]',
      },
      size: { sm: 'h-5 px-2 text-xs', md: 'h-7 px-3 text-sm' },
    },
    defaultVariants: { size: 'sm' },
  },
)

export interface VipBadgeProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** The display level (api-reference §15: users.vip, set by the platform). */
  level: VipLevel
  /** @default 'sm' */
  size?: 'sm' | 'md'
}

/** The user's VIP level as a small pill: "Standard", "VIP 1" or "VIP 2". Display only. */
export function VipBadge({ level, size, className, ...props }: VipBadgeProps) {
  const { t } = useTranslation('settings')
  const text = level === 0 ? t('vip.badge.standard') : t('vip.badge', { level })
  return (
    <span
      data-slot="vip-badge"
      data-level={level}
      className={cn(vipTone({ level, size }), className)}
      {...props}
    >
      {level > 0 && <CrownIcon />}
      <span className="sr-only">{t('vip.badge.label', { level: text })}</span>
      <span aria-hidden="true">{text}</span>
    </span>
  )
}

export function CrownIcon({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={cn('size-3.5', className)}
      fill="currentColor"
    >
      <path d="M3 8.5 7.5 12 12 5l4.5 7L21 8.5 19 18H5L3 8.5Zm2 11h14v1.5H5z" />
    </svg>
  )
}
