import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { WorldLocator } from './WorldLocator'

const meta = {
  component: WorldLocator,
  args: { point: { latitude: '38.7075', longitude: '-9.1364' } },
  globals: { locale: 'en' },
} satisfies Meta<typeof WorldLocator>

export default meta
type Story = StoryObj<typeof meta>

const marker = (root: HTMLElement) => root.querySelector('circle:last-of-type')!

/** Lisbon: a little west of the prime meridian, about 39° north. */
export const NorthWest: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('img', { name: 'The point 38.7075, -9.1364 on a world grid' }),
    ).toBeVisible()
    await expect(marker(canvasElement)).toHaveAttribute('cx', '170.8636')
    await expect(marker(canvasElement)).toHaveAttribute('cy', '51.2925')
  },
}

/** Sydney: far east, south of the equator. */
export const SouthEast: Story = {
  args: { point: { latitude: '-33.856784', longitude: '151.215297' } },
  play: async ({ canvasElement }) => {
    await expect(Number(marker(canvasElement).getAttribute('cy'))).toBeGreaterThan(90)
  },
}

/** The edges of the frame: the North Pole on the antimeridian. */
export const Corner: Story = {
  args: { point: { latitude: '90', longitude: '180' } },
  play: async ({ canvasElement }) => {
    await expect(marker(canvasElement)).toHaveAttribute('cx', '360')
    await expect(marker(canvasElement)).toHaveAttribute('cy', '0')
  },
}

/** In Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAccessibleName(
      '点 38.7075, -9.1364 在世界经纬网格上的位置',
    )
  },
}
