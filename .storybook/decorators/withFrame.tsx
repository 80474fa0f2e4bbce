import type { Decorator } from '@storybook/react-vite'

/**
 * The 375 px phone frame and theme. The element with `data-testid="story-canvas"` is what the
 * screenshot test captures, so it must stay the outermost box of every story.
 * `parameters.frame: 'screen'` gives a full phone height for screens.
 */
export const withFrame: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'light' ? 'light' : 'dark'
  const screen = context.parameters.frame === 'screen'
  return (
    <div
      data-testid="story-canvas"
      data-theme={theme}
      className={`bg-page text-ink relative w-[375px] overflow-hidden font-sans ${screen ? 'h-[667px]' : 'p-4'}`}
    >
      <Story />
    </div>
  )
}
