import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { QuizRules } from './QuizRules'

const meta = {
  component: QuizRules,
  parameters: { frame: 'screen' },
  args: { feeBps: 200 },
  globals: { locale: 'en' },
  render: (args) => (
    <div className="bg-page absolute inset-0 overflow-y-auto px-4 py-3">
      <QuizRules {...args} />
    </div>
  ),
} satisfies Meta<typeof QuizRules>

export default meta
type Story = StoryObj<typeof meta>

/** Folded under the lists: opening it shows the published rule. */
export const Folded: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByText(/No one decides an outcome/)).not.toBeVisible()
    await userEvent.click(canvas.getByText('How it works'))
    await expect(canvas.getByText(/No one decides an outcome/)).toBeVisible()
    await expect(canvas.getByText(/takes 2% of the losing stakes only/)).toBeVisible()
  },
}

/** Open, in the default language. */
export const Open: Story = {
  args: { open: true },
  globals: { locale: 'pt' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Ninguém decide um resultado/)).toBeVisible()
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6)
  },
}
