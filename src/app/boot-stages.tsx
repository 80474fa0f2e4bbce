/**
 * The first render in stages: the app's tree is drawn a part per task (providers, then the
 * frame, then the screen), out of sight, while index.html's static shell stays on screen; once
 * every part is there the static shell gives way to it in one go. Drawn at once, the first screen
 * was one task of ~50 ms on this machine (four times that on a slow phone) in which the page
 * could not answer a tap; in stages no task is that long, and nothing the user sees changes.
 *
 * Outside the boot (stories, tests, every later navigation) there are no stages: `Staged` draws
 * its children at once.
 */
import { createContext, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { ReactNode } from 'react'

/** Which parts of the boot's first render are still to be drawn. */
export class BootStages {
  private readonly pending = new Set<object>()
  private finished = false
  private readonly root = this.hold()

  /** @param onDrawn called once, when the last part has been drawn and its effects have run */
  constructor(private readonly onDrawn: () => void) {}

  /** Whether every part has been drawn (a `Staged` mounted later draws at once). */
  get drawn(): boolean {
    return this.finished
  }

  /** A part that is still to be drawn. */
  hold(): object {
    const part = {}
    this.pending.add(part)
    return part
  }

  /** The part is drawn (or gone); the last one ends the stages. */
  release(part: object): void {
    if (this.finished || !this.pending.delete(part)) return
    if (this.pending.size > 0) return
    this.finished = true
    this.onDrawn()
  }

  /** The root's own part: released by `StagesRoot` once the first commit's effects have run. */
  releaseRoot(): void {
    this.release(this.root)
  }
}

const StagesContext = createContext<BootStages | null>(null)

/** Provides the boot's stages to the tree; its own effect releases the root's part. */
export function StagesRoot({ stages, children }: { stages: BootStages; children: ReactNode }) {
  // a parent's effects run after its children's: every `Staged` of the first commit holds its
  // part (in a layout effect) before this releases the root's
  useEffect(() => stages.releaseRoot(), [stages])
  return <StagesContext.Provider value={stages}>{children}</StagesContext.Provider>
}

/**
 * Its children are drawn in a task of their own during the boot's first render, at once
 * otherwise. A seam between parts of the first screen of about the same cost.
 */
export function Staged({ children }: { children: ReactNode }) {
  const stages = useContext(StagesContext)
  // decided once, at mount: a part of the boot's first render, or drawn at once
  const [staged] = useState(() => stages !== null && !stages.drawn)
  const [shown, setShown] = useState(!staged)
  const part = useRef<object | null>(null)
  useLayoutEffect(() => {
    if (!staged || !stages) return
    const held = stages.hold()
    part.current = held
    const later = setTimeout(() => setShown(true))
    return () => {
      clearTimeout(later)
      // unmounted before it was drawn: it holds nothing up. A task later, so that Strict Mode's
      // rehearsal (unmount, mount again at once) holds its next part before this one lets go
      if (part.current === held) setTimeout(() => stages.release(held))
      part.current = null
    }
  }, [staged, stages])
  useEffect(() => {
    // drawn: its children's effects (which start their machines) ran just before this one
    if (!shown || !stages || !part.current) return
    stages.release(part.current)
    part.current = null
  }, [shown, stages])
  return shown ? children : null
}
