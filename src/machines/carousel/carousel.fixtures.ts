import { carouselMachine, type CarouselContext } from './carousel.machine'

const base: CarouselContext = { count: 3, index: 0, autoplay: true }
const at = (value: 'playing' | 'held' | 'paused', context: Partial<CarouselContext> = {}) =>
  carouselMachine.resolveState({ value, context: { ...base, ...context } })

/** One snapshot per state of the rotation. */
export const carouselSnapshots = {
  playing: at('playing'),
  /** The rotation moved on to the second item. */
  rotated: at('playing', { index: 1 }),
  held: at('held'),
  paused: at('paused', { autoplay: false }),
}
