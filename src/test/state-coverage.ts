/**
 * "Every machine state is a story" (STYLE §2.1.3), checked: the leaf states of a machine that no
 * fixture snapshot reaches. Used by each machine's test next to its `.fixtures.ts`.
 */
import type { AnyStateMachine, StateValue } from 'xstate'

type StateNode = AnyStateMachine['root']

function leaves(node: StateNode): string[] {
  return Object.values(node.states).flatMap((child) =>
    Object.keys(child.states).length ? leaves(child) : child.type === 'atomic' ? [child.id] : [],
  )
}

function leafIds(value: StateValue, path: string): string[] {
  return typeof value === 'string'
    ? [`${path}.${value}`]
    : Object.entries(value).flatMap(([key, child]) =>
        child ? leafIds(child, `${path}.${key}`) : [],
      )
}

/**
 * Leaf state ids (`machine.parent.leaf`) that none of `snapshots` is in. `transient` lists
 * states left at once by an `always` transition, which no snapshot can stay in.
 */
export function uncoveredLeaves(
  machine: AnyStateMachine,
  snapshots: Record<string, { value: StateValue }>,
  transient: readonly string[] = [],
): string[] {
  const covered = new Set(Object.values(snapshots).flatMap((s) => leafIds(s.value, machine.id)))
  return leaves(machine.root).filter((id) => !covered.has(id) && !transient.includes(id))
}
