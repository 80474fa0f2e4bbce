/**
 * A carousel's rotation (spec §2 home banners and announcement ticker; APG carousel, WCAG 2.2.2):
 * one item shown at a time, the next every `interval`.
 *
 * playing ⇄ held (pointer or focus on it: `<part>.hold` / `<part>.release`); playing | held
 * —`<part>.toggle`→ paused —`<part>.toggle`→ playing. `<part>.select` shows an item (in range);
 * while playing it restarts the wait. A single item does not rotate. `autoplay` false (the user
 * prefers reduced motion) starts paused until the play button is pressed.
 *
 * `carouselStates(part, delay)` is the one copy of this graph: home-content uses it for its banners
 * and its ticker (each a region of its own, with its own named delay, so a story's `.provide({
 * delays })` and the fixtures reach it); `carouselMachine` is the same graph on its own.
 */
import { assign, setup } from 'xstate'

/** Named guards and actions a host machine defines for its carousel parts (`params: { part }`). */
export interface CarouselImplementationNames {
  guards: 'hasSeveral' | 'isAutoplayOff'
  actions: 'showNext' | 'select' | 'resume'
}

const keyed = <K extends string, V>(key: K, value: V) => ({ [key]: value }) as Record<K, V>

/** The rotation states of the carousel `part`, rotating by the named delay `delay`. */
export function carouselStates<const P extends string, const D extends string>(part: P, delay: D) {
  const params = { part }
  const select = { type: 'select', params } as const
  const toggle = keyed(`${part}.toggle`, 'paused' as const)
  return {
    initial: 'playing',
    on: keyed(`${part}.select`, { actions: select }),
    states: {
      playing: {
        always: { guard: { type: 'isAutoplayOff', params }, target: 'paused' },
        after: keyed(delay, {
          guard: { type: 'hasSeveral', params },
          target: 'playing',
          reenter: true,
          actions: { type: 'showNext', params },
        } as const),
        on: {
          ...keyed(`${part}.select`, {
            target: 'playing',
            reenter: true,
            actions: select,
          } as const),
          ...keyed(`${part}.hold`, 'held' as const),
          ...toggle,
        },
      },
      held: { on: { ...keyed(`${part}.release`, 'playing' as const), ...toggle } },
      paused: {
        on: keyed(`${part}.toggle`, {
          target: 'playing',
          actions: { type: 'resume', params },
        } as const),
      },
    },
  } as const
}

/** The events of the carousel `P` (`banners.select`, …). */
export type CarouselPartEvent<P extends string> =
  { type: `${P}.select`; index: number } | { type: `${P}.hold` | `${P}.release` | `${P}.toggle` }

export type CarouselEvent =
  | { type: 'carousel.select'; index: number }
  | { type: 'carousel.hold' }
  | { type: 'carousel.release' }
  | { type: 'carousel.toggle' }

export interface CarouselInput {
  /** How many items there are. */
  count: number
  /** @default true */
  autoplay?: boolean
}

export interface CarouselContext {
  count: number
  index: number
  autoplay: boolean
}

type Params = { part: 'carousel' }

/** One carousel on its own (the graph's tests and fixtures). */
export const carouselMachine = setup({
  types: {
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
    input: {} as CarouselInput,
  },
  delays: { interval: 4_000 },
  guards: {
    hasSeveral: ({ context }, _: Params) => context.count > 1,
    isAutoplayOff: ({ context }, _: Params) => !context.autoplay,
  },
  actions: {
    showNext: assign(({ context }, _: Params) => ({
      index: (context.index + 1) % Math.max(1, context.count),
    })),
    select: assign(({ context, event }, _: Params) =>
      event.type === 'carousel.select' &&
      Number.isInteger(event.index) &&
      event.index >= 0 &&
      event.index < context.count
        ? { index: event.index }
        : {},
    ),
    resume: assign((_, __: Params) => ({ autoplay: true })),
  },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => ({ count: input.count, index: 0, autoplay: input.autoplay ?? true }),
  ...carouselStates('carousel', 'interval'),
})
