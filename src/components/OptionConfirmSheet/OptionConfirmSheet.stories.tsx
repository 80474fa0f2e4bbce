import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { withScreenLayer } from '@/components/ui/Dialog/screen-layer.decorator'
import { optionTicketSnapshots } from '@/machines/option-ticket/option-ticket.fixtures'
import { toOptionTicketView } from '@/machines/option-ticket/option-ticket.view'
import { snapshotViews } from '@sb/story-helpers'
import { OptionConfirmSheet } from './OptionConfirmSheet'

const view = snapshotViews(optionTicketSnapshots, toOptionTicketView)

const meta = {
  component: OptionConfirmSheet,
  decorators: [withScreenLayer],
  parameters: { frame: 'screen' },
  args: { ...view('confirming'), onConfirm: fn(), onCancel: fn() },
  globals: { locale: 'en' },
} satisfies Meta<typeof OptionConfirmSheet>

export default meta
type Story = StoryObj<typeof meta>

const sheet = (canvas: HTMLElement) => within(within(canvas).getByRole('dialog'))
const figures = (canvas: HTMLElement) =>
  sheet(canvas)
    .getAllByRole('term')
    .map((d) => `${d.textContent}=${d.nextElementSibling?.textContent}`)
const outcomes = (canvas: HTMLElement) =>
  sheet(canvas)
    .getAllByRole('listitem')
    .map((li) => li.textContent)

/** A 30 s rise of 100 USDT: every figure, the rules and the three outcomes, then confirm or back. */
export const Confirming: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    await expect(
      sheet(canvasElement).getByRole('heading', { name: 'Rise · BTC/USDT · 30 s' }),
    ).toBeVisible()
    await expect(figures(canvasElement)).toEqual([
      'Direction=Rise',
      'Duration=30 s',
      'Payout on a win=80%',
      'Stake=100.0000 USDT',
      'Fee (1%)=1.0000 USDT',
      'Total cost=101.0000 USDT',
    ])
    await expect(outcomes(canvasElement)).toEqual([
      'If it settles above the open price (Rise wins): you receive 180.0000 USDT — net +79.0000 USDT',
      'If it settles at the open price (tie): your stake is returned, the 1.0000 USDT fee is kept — net -1.0000 USDT',
      'If it settles below the open price (Rise loses): you receive nothing — net -101.0000 USDT',
    ])
    await expect(
      sheet(canvasElement).getByText(
        "Opens at the engine's price in the second you confirm; now ≈ 41,251.65 USDT.",
      ),
    ).toBeVisible()
    await expect(
      sheet(canvasElement).getByText("Settles at the engine's price exactly 30 s after opening."),
    ).toBeVisible()
    await userEvent.click(sheet(canvasElement).getByRole('button', { name: 'Confirm Rise' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
    await userEvent.click(sheet(canvasElement).getByRole('button', { name: 'Back' }))
    await expect(args.onCancel).toHaveBeenCalledOnce()
  },
}

/** The disclosure: only the two engine prices decide the result. */
export const ResultRule: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(sheet(canvasElement).getByText('How the result is decided'))
    await expect(
      sheet(canvasElement).getByText(/Only the two engine prices decide it/),
    ).toBeVisible()
  },
}

/** A 60 s fall: the winning side is below the open price. */
export const ConfirmingFall: Story = {
  args: view('confirmingFall'),
  play: async ({ canvasElement }) => {
    await expect(sheet(canvasElement).getByRole('button', { name: 'Confirm Fall' })).toBeVisible()
    await expect(outcomes(canvasElement)[0]).toBe(
      'If it settles below the open price (Fall wins): you receive 185.0000 USDT — net +84.0000 USDT',
    )
  },
}

export const Keying: Story = { args: view('keying') }

export const Submitting: Story = {
  args: view('submitting'),
  play: async ({ canvasElement }) => {
    await expect(sheet(canvasElement).getByRole('button', { name: /Confirm Rise/ })).toBeDisabled()
    await expect(sheet(canvasElement).getByRole('button', { name: 'Back' })).toBeDisabled()
  },
}

/** No answer: the sheet keeps everything and confirming again retries with the same key. */
export const NetworkError: Story = {
  args: view('networkError'),
  play: async ({ canvasElement, userEvent, args }) => {
    await expect(sheet(canvasElement).getByRole('alert')).toBeVisible()
    await userEvent.click(sheet(canvasElement).getByRole('button', { name: 'Try again' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

export const Conflict: Story = {
  args: view('conflict'),
  play: async ({ canvasElement }) => {
    await expect(sheet(canvasElement).getByRole('alert')).toBeVisible()
  },
}

/** Portuguese, the default language. */
export const ConfirmingPortuguese: Story = { globals: { locale: 'pt' } }
