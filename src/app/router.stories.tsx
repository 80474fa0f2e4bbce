import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { MemoryRouter, type RouteObject } from 'react-router-dom'
import { expect } from 'storybook/test'
import { HashLinkRoutes } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { screenRoute } from './router'
import { AppShell } from './shell'

/**
 * How the route table loads a screen (router.tsx `AppRoutes`, shell.tsx `ScreenBoundary`): the
 * page before stays until the next screen's chunk is there, and a chunk that fails to load says so
 * with a retry. The screens here are stand-ins whose loading the story holds or fails.
 */
const FIRST = '/first-example'
const NEXT = '/next-example'
const CRASH = '/crash-example'

/** A promise the story settles by hand (the chunk in flight). */
function held<T>() {
  let settle!: { resolve: (value: T) => void; reject: (error: unknown) => void }
  const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }))
  return { promise, ...settle }
}

function Page({ title, next }: { title: string; next?: boolean }) {
  return (
    <main className="p-4">
      <h1 className="text-ink text-lg font-semibold">{title}</h1>
      {next && (
        <>
          <a href={`#${NEXT}`} className="text-primary-ink block">
            {NEXT}
          </a>
          <a href={`#${CRASH}`} className="text-primary-ink block">
            {CRASH}
          </a>
        </>
      )}
    </main>
  )
}

/** A screen with a bug: it throws while rendering. */
function Crash(): never {
  throw new Error('a screen that fails to render')
}

const firstScreen = async () => <Page title="First" next />
const loadNamespaces = async () => undefined

/** A two-screen table (and a broken one); the second screen's chunk loads through `loadNext`. */
function twoScreens(loadNext: () => Promise<unknown>): RouteObject[] {
  const nextScreen = () => loadNext().then(() => <Page title="Next" />)
  return [
    {
      element: <AppShell />,
      children: [
        { path: CRASH, element: <Crash /> },
        screenRoute({ path: FIRST, ns: [], screen: firstScreen }, loadNamespaces),
        screenRoute({ path: NEXT, ns: [], screen: nextScreen }, loadNamespaces),
      ],
    },
  ]
}

function TwoScreens({ loadNext }: { loadNext: () => Promise<unknown> }) {
  const [table] = useState(() => twoScreens(loadNext))
  return (
    <MemoryRouter initialEntries={[FIRST]}>
      <HashLinkRoutes table={table} />
    </MemoryRouter>
  )
}

const meta = {
  component: TwoScreens,
  decorators: [withSession],
  parameters: { frame: 'screen', session: { token: null } },
  globals: { locale: 'en' },
} satisfies Meta<typeof TwoScreens>

export default meta
type Story = StoryObj<typeof meta>

const chunk = held<void>()

/** Opening a screen whose chunk is still loading keeps the page before on screen. */
export const NextStillLoading: Story = {
  args: { loadNext: () => chunk.promise },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: NEXT }))
    await expect(canvas.getByRole('heading', { name: 'First' })).toBeVisible()
    await expect(canvas.queryByRole('heading', { name: 'Next' })).toBeNull()
  },
}

/** Once the chunk is there, the next screen replaces the page before. */
export const NextLoaded: Story = {
  args: { loadNext: async () => undefined },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: NEXT }))
    await expect(await canvas.findByRole('heading', { name: 'Next' })).toBeVisible()
    await expect(canvas.queryByRole('heading', { name: 'First' })).toBeNull()
  },
}

let failures = 0

/** A chunk that fails to load (offline, or gone after a deploy): a retry loads it again. */
export const NextFailedThenRetried: Story = {
  beforeEach: () => {
    failures = 0
  },
  args: {
    loadNext: () =>
      failures++ === 0 ? Promise.reject(new Error('chunk failed')) : Promise.resolve(),
  },
  play: async ({ canvas, userEvent, step }) => {
    await userEvent.click(await canvas.findByRole('link', { name: NEXT }))
    await step('the failure says so, with a retry', async () => {
      await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong')
    })
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(await canvas.findByRole('heading', { name: 'Next' })).toBeVisible()
  },
}

/** A screen that throws while rendering says so inside the app's frame (the tab bar and the rest stay). */
export const ScreenFailedToRender: Story = {
  args: { loadNext: async () => undefined },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: CRASH }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong')
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible()
  },
}
