/**
 * Shared helpers for story files (docs/stories.md). Machines built here go to the component through
 * `parameters.inject` (decorators/withInjectedProps.tsx), never through `args`.
 */
import { expect, waitFor } from 'storybook/test'
import { fromPromise, type AnyStateMachine } from 'xstate'
import { codeButtonMachine } from '@/machines/code-button/code-button.machine'

/** An hour: a delay that never fires while a story runs. */
const NEVER = 3_600_000

/**
 * A form machine whose get-code button keeps its real HTTP actor but whose countdown seconds last
 * an hour, so "Resend in 60 s" stays on screen for the screenshot. For every machine that invokes
 * `codeButton` (login, register, forget password, pay password…).
 */
export function frozenCountdown<M extends AnyStateMachine>(machine: M): M {
  return machine.provide({
    actors: { codeButton: codeButtonMachine.provide({ delays: { second: NEVER } }) },
  }) as M
}

/**
 * A money machine whose idempotency key (its `createKey` actor) is always `key`, so every run sends
 * the same request and the sandbox mock can check it.
 */
export function fixedKey<M extends AnyStateMachine>(machine: M, key: string): M {
  return machine.provide({ actors: { createKey: fromPromise(async () => key) } }) as M
}

/**
 * The view of each fixture snapshot (`<flow>Snapshots` in `<flow>.fixtures.ts`, built with
 * `resolveState`), then `args: view('filled')` in the story of that state:
 * `const view = snapshotViews(loginSnapshots, ({ login, code }) => toLoginView(login, code))`
 */
export function snapshotViews<S extends Record<string, unknown>, V>(
  snapshots: S,
  toView: (snapshot: S[keyof S]) => V,
): (key: keyof S) => V {
  return (key) => toView(snapshots[key])
}

/**
 * Waits for the app-wide loading indicator, which a story shows only with
 * `parameters.loadingIndicator: 'immediate'` (withSession): a Loading story's picture has it.
 */
export async function loadingOverlayShown(canvasElement: HTMLElement): Promise<void> {
  await waitFor(
    () =>
      expect(
        canvasElement.querySelector('[data-slot="loader"][data-variant="overlay"]'),
      ).not.toBeNull(),
    { timeout: 3_000 },
  )
}
