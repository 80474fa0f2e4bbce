import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { marketListSnapshots } from '@/machines/market-list/market-list.fixtures'
import { toMarketListView } from '@/machines/market-list/market-list.view'
import { SearchBar } from './SearchBar'

const argsOf = (snapshot: keyof typeof marketListSnapshots) => {
  const view = toMarketListView(marketListSnapshots[snapshot])
  return { value: view.keyword, error: view.keywordError }
}

const meta = {
  component: SearchBar,
  args: {
    ...argsOf('searchIdle'),
    onValueChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
    onCancel: fn(),
    focusOnMount: true,
  },
} satisfies Meta<typeof SearchBar>

export default meta
type Story = StoryObj<typeof meta>

/** The search page opens with the caret in the field. */
export const Empty: Story = {
  play: async ({ args, canvas, userEvent, loaded: { i18n } }) => {
    const field = canvas.getByRole('searchbox', { name: i18n.t('markets:searchBar.label') })
    await expect(field).toHaveFocus()
    await userEvent.keyboard('b')
    await expect(args.onValueChange).toHaveBeenCalledWith('b')
    await userEvent.keyboard('{Enter}')
    await expect(args.onSubmit).toHaveBeenCalled()
    await expect(
      canvas.queryByRole('button', { name: i18n.t('markets:searchBar.clear') }),
    ).toBeNull()
  },
}

export const Typing: Story = {
  args: argsOf('searchTyping'),
  play: async ({ args, canvas, userEvent, loaded: { i18n } }) => {
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('markets:searchBar.clear') }))
    await expect(args.onClear).toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('markets:searchBar.cancel') }))
    await expect(args.onCancel).toHaveBeenCalled()
  },
}

/** Spec §5: search needs a keyword. */
export const KeywordRequired: Story = {
  args: argsOf('keywordRequired'),
  play: async ({ canvas, loaded: { i18n } }) => {
    const message = i18n.t('markets:searchBar.keywordRequired')
    await expect(canvas.getByRole('alert')).toHaveTextContent(message)
    await expect(canvas.getByRole('searchbox')).toHaveAccessibleDescription(message)
    await expect(canvas.getByRole('searchbox')).toBeInvalid()
  },
}

export const SpecialCharacters: Story = {
  args: argsOf('specialCharacters'),
  play: async ({ canvas, loaded: { i18n } }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(i18n.t('errors:specialCharacters'))
  },
}
