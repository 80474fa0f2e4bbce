import type { Meta, StoryObj } from '@storybook/react-vite'
import { StrictMode, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { expect, userEvent } from 'storybook/test'
import { Button } from '@/components/ui/Button/Button'
import { BootStages, Staged, StagesRoot } from './boot-stages'

/**
 * A part of the harness's tree: on its commit it notes how many parts the page held then (parts
 * drawn in one commit would all see the same count), and its effect notes that it ran.
 */
function Part({ name, log, children }: { name: string; log: string[]; children?: ReactNode }) {
  const self = useRef<HTMLLIElement>(null)
  useLayoutEffect(() => {
    const page = self.current!.closest('[data-harness]')!
    log.push(`${name} drawn with ${page.querySelectorAll('[data-part]').length} part(s)`)
  }, [name, log])
  useEffect(() => {
    log.push(`${name} effects`)
  }, [name, log])
  return (
    <li ref={self} data-part>
      {name}
      {children && <ul className="ps-4">{children}</ul>}
    </li>
  )
}

/** The boot's shape: a frame, the screen a task later, and the list a task after that. */
function StagesHarness({ staged, strict = false }: { staged: boolean; strict?: boolean }) {
  const [log] = useState<string[]>([])
  const [shown, setShown] = useState<string[]>([])
  const [late, setLate] = useState(false)
  const [stages] = useState(
    () =>
      new BootStages(() =>
        // Strict Mode runs some effects twice (which ones is React's business): each line once,
        // where it first came
        setShown([...new Set([...log, 'all drawn'])]),
      ),
  )
  const tree = (
    <Part name="Frame" log={log}>
      <Staged>
        <Part name="Screen" log={log}>
          <Staged>
            <Part name="List" log={log} />
          </Staged>
        </Part>
      </Staged>
      {late && (
        <Staged>
          <Part name="Opened later" log={log} />
        </Staged>
      )}
    </Part>
  )
  return (
    <div data-harness className="text-ink flex flex-col gap-3 p-4 text-sm">
      <ul>
        {staged ? (
          <StagesRoot stages={stages}>{strict ? <StrictMode>{tree}</StrictMode> : tree}</StagesRoot>
        ) : (
          tree
        )}
      </ul>
      <Button size="sm" onClick={() => setLate(true)}>
        Open another part
      </Button>
      <ol aria-label="Order" className="list-decimal ps-5">
        {shown.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
    </div>
  )
}

const meta = {
  component: StagesHarness,
  args: { staged: true },
  parameters: { frame: 'screen' },
  globals: { locale: 'en' },
} satisfies Meta<typeof StagesHarness>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The boot: each part is drawn in a commit (and a task) of its own, parent first, and the stages
 * end once, after the last part's effects ran. A part mounted afterwards is drawn at once.
 */
export const InStages: Story = {
  play: async ({ canvas }) => {
    const order = await canvas.findByRole('list', { name: 'Order' })
    await expect(await canvas.findByText('all drawn')).toBeVisible()
    await expect([...order.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Frame drawn with 1 part(s)',
      'Frame effects',
      'Screen drawn with 2 part(s)',
      'Screen effects',
      'List drawn with 3 part(s)',
      'List effects',
      'all drawn',
    ])
    await userEvent.click(canvas.getByRole('button', { name: 'Open another part' }))
    // no stage left: drawn in the click's own commit
    await expect(canvas.getByText('Opened later')).toBeVisible()
  },
}

/** Outside the boot (stories, tests, every later screen): every part is drawn at once. */
export const WithoutStages: Story = {
  args: { staged: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('List')).toBeVisible()
    await expect(canvas.queryByText('all drawn')).not.toBeInTheDocument()
  },
}

/**
 * Under Strict Mode (the dev server), which unmounts and mounts every part again at once: the
 * stages still end once, after the last part was drawn and its effects ran.
 */
export const InStagesUnderStrictMode: Story = {
  args: { strict: true },
  play: async ({ canvas }) => {
    const order = await canvas.findByRole('list', { name: 'Order' })
    await expect(await canvas.findByText('all drawn')).toBeVisible()
    const lines = [...order.querySelectorAll('li')].map((li) => li.textContent)
    await expect(lines.filter((line) => line === 'all drawn')).toHaveLength(1)
    await expect(lines.slice(-2)).toEqual(['List effects', 'all drawn'])
    await expect(lines).toContain('List drawn with 3 part(s)')
  },
}
