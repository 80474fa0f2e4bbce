import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

export interface CoinMarkProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** The coin's symbol ("BTC"). */
  name: string
  /** @default 'md' */
  size?: 'sm' | 'md'
}

/** The wallet's coins in their own colours; any other coin in a neutral one. */
const tones: Record<string, string> = {
  BTC: 'bg-[#f7931a]',
  ETH: 'bg-[#8ea2f2]',
  USDT: 'bg-[#26a17b]',
}

/**
 * A coin's round mark: its colour and first letter. Decorative (the coin's name is always written
 * beside it), so hidden from screen readers.
 */
export function CoinMark({ name, size = 'md', className, ...props }: CoinMarkProps) {
  return (
    <span
      aria-hidden="true"
      data-slot="coin-mark"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full font-bold text-black',
        size === 'md' ? 'size-9 text-base' : 'size-6 text-xs',
        tones[name] ?? 'bg-raised text-ink',
        className,
      )}
      {...props}
    >
      {name.slice(0, 1)}
    </span>
  )
}
