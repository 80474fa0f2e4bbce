import type { Decorator, StoryObj } from '@storybook/react-vite'
import type { ComponentType } from 'react'

/** Some props of component C. */
export type Injected<C> = C extends ComponentType<infer P> ? Partial<P> : never

/**
 * `parameters.inject` for a story of component C: props that are not data (machines, actor logic,
 * functions that are not `fn()` spies), type-checked against C:
 * `parameters: { inject: injectProps<typeof VerificationScreen>({ machine }) }`.
 */
export const injectProps = <C,>(props: Injected<C>): Injected<C> => props

/**
 * The story type of a meta whose `parameters.inject` gives required props K (say `isRouted`), so
 * stories need not repeat them in `args`: `type Story = InjectedStoryObj<typeof meta, 'isRouted'>`.
 */
export type InjectedStoryObj<TMeta, K extends PropertyKey> = StoryObj<
  Omit<TMeta, 'args'> & {
    args: (TMeta extends { args: infer A } ? A : unknown) & { [P in K]?: unknown }
  }
>

/**
 * Global: passes `parameters.inject` to the component as props, next to its args. Storybook walks
 * args to infer controls and to serialise them, and a machine is a deep object graph with cycles
 * ("We've detected a cycle in arg …"); parameters are not walked. Meta and story `inject` objects
 * merge key by key, like any parameter, so a story replaces one injected prop and keeps the rest.
 */
export const withInjectedProps: Decorator = (Story, context) => {
  const inject = context.parameters.inject as Record<string, unknown> | undefined
  if (!inject) return <Story />
  return <Story args={{ ...context.args, ...inject }} />
}
