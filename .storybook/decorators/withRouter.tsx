import type { Decorator } from '@storybook/react-vite'
import { useState, type MouseEvent, type ReactNode } from 'react'
import { MemoryRouter, useLocation, useNavigate, type RouteObject } from 'react-router-dom'
import { AppRoutes, routes } from '@/app/router'

/**
 * Renders the story at `parameters.route` (e.g. '/pages/common/login?account=a@b.co') inside the
 * real route table and app shell, so navigation from the story lands on real screens.
 * Throws when `parameters.route` is missing. Needs withSession outside it.
 */
export const withRouter: Decorator = (Story, context) => {
  const route = context.parameters.route as string | undefined
  if (!route) throw new Error('withRouter: add parameters.route, the path this story is shown at')
  return <StoryRouter key={context.id} route={route} story={<Story />} />
}

function StoryRouter({ route, story }: { route: string; story: ReactNode }) {
  const [table] = useState(() => {
    const path = route.split('?')[0]
    const replace = (list: RouteObject[]): RouteObject[] =>
      list.map((r) => {
        if (r.children) return { ...r, children: replace(r.children) } as RouteObject
        const matches = r.index ? path === '/' : r.path === path
        return matches ? ({ ...r, handle: undefined, element: story } as RouteObject) : r
      })
    return replace(routes)
  })
  return (
    <MemoryRouter initialEntries={[route]}>
      <HashLinkRoutes table={table} />
      <StoryLocation />
    </MemoryRouter>
  )
}

/**
 * The memory router's current address, for play functions that check what a screen writes to it
 * (`canvas.getByTestId('story-location')`); hidden, so no picture changes.
 */
function StoryLocation() {
  const { pathname, search } = useLocation()
  return (
    <span hidden data-testid="story-location">
      {pathname + search}
    </span>
  )
}

/** The route table, with the app's hash links driving the router around it. */
export function HashLinkRoutes({ table }: { table: RouteObject[] }) {
  const navigate = useNavigate()
  // the app links with hash hrefs (#/pages/…); inside a story they drive the memory router
  // instead of the test page's own location
  const followHashLinks = (e: MouseEvent<HTMLDivElement>) => {
    const anchor = (e.target as HTMLElement).closest('a')
    const target = anchor?.getAttribute('href')
    if (e.defaultPrevented || !target?.startsWith('#/')) return
    e.preventDefault()
    void navigate(target.slice(1))
  }
  return (
    // a delegated listener for the links inside; Enter on a link also fires click
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className="contents" onClick={followHashLinks}>
      <AppRoutes table={table} />
    </div>
  )
}
