import type { SnapshotFrom } from 'xstate'
import type { carouselMachine } from './carousel.machine'

export interface CarouselView {
  /** The item shown. */
  index: number
  /** False once the user paused the rotation with its button (a hover or focus only holds it). */
  isPlaying: boolean
}

export function toCarouselView(s: SnapshotFrom<typeof carouselMachine>): CarouselView {
  return { index: s.context.index, isPlaying: !s.matches('paused') }
}
