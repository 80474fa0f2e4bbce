import type { Meta, StoryObj } from '@storybook/react-vite'
import { Link, MemoryRouter, useLocation, useRoutes } from 'react-router-dom'
import { expect, userEvent } from 'storybook/test'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { useBack } from './use-back'

const LIST = '/list'
const DETAIL = '/detail'
const FALLBACK = '/fallback'

/** A page whose title is its own path, so a story can read where the back action led. */
function Page({ next }: { next?: string }) {
  const { pathname } = useLocation()
  const back = useBack(FALLBACK)
  return (
    <>
      <NavBar title={pathname} onBack={back} />
      {next && (
        <Link to={next} data-testid="next">
          {next}
        </Link>
      )}
    </>
  )
}

function Pages() {
  return useRoutes([
    { path: LIST, element: <Page next={DETAIL} /> },
    { path: DETAIL, element: <Page /> },
    { path: FALLBACK, element: <Page /> },
  ])
}

function BackHarness({ start }: { start: string }) {
  return (
    <MemoryRouter initialEntries={[start]}>
      <Pages />
    </MemoryRouter>
  )
}

const meta = {
  component: BackHarness,
  args: { start: DETAIL },
  parameters: { frame: 'screen' },
  globals: { locale: 'en' },
} satisfies Meta<typeof BackHarness>

export default meta
type Story = StoryObj<typeof meta>

/** Opened directly (a shared link, a reload): no page of the app to return to, so the fallback. */
export const OpenedDirectly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: DETAIL })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }))
    await expect(await canvas.findByRole('heading', { level: 1, name: FALLBACK })).toBeVisible()
  },
}

/** Opened from another page of the app: back returns there. */
export const OpenedFromTheApp: Story = {
  args: { start: LIST },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByTestId('next'))
    await expect(await canvas.findByRole('heading', { level: 1, name: DETAIL })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }))
    await expect(await canvas.findByRole('heading', { level: 1, name: LIST })).toBeVisible()
  },
}
