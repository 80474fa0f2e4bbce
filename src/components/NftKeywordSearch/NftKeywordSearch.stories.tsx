import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { NftKeywordSearch } from './NftKeywordSearch'

const meta = {
  component: NftKeywordSearch,
  args: { keyword: '', onSearch: fn() },
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
  globals: { locale: 'en' },
} satisfies Meta<typeof NftKeywordSearch>

export default meta
type Story = StoryObj<typeof meta>

/** Empty: the search button (or Enter) sends the trimmed name. */
export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name' }), '  tide ')
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }))
    await expect(args.onSearch).toHaveBeenCalledWith('tide')
  },
}

/** Showing a search: the field holds its keyword; clearing it asks for any name. */
export const WithKeyword: Story = {
  args: { keyword: 'fog' },
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('searchbox')
    await expect(field).toHaveValue('fog')
    await userEvent.clear(field)
    await userEvent.keyboard('{Enter}')
    await expect(args.onSearch).toHaveBeenCalledWith('')
  },
}

export const Spanish: Story = { args: { keyword: 'fog' }, globals: { locale: 'es' } }
