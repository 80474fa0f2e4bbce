/**
 * The route table (spec §2): hash routing, one entry per screen that exists. Screens later issues
 * build are added here when they are built, never as placeholders.
 */
import { createHashRouter, type RouteObject } from 'react-router-dom'
import { HomeScreen } from '@/screens/HomeScreen/HomeScreen'
import { NotFoundScreen } from '@/screens/NotFoundScreen/NotFoundScreen'
import { paths } from './paths'
import { AppShell } from './shell'

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { index: true, element: <HomeScreen /> },
      { path: paths.homeAlias, element: <HomeScreen /> },
      {
        path: paths.login,
        lazy: async () => ({ Component: (await import('@/screens/LoginScreen/LoginScreen')).LoginScreen }),
      },
      {
        path: paths.register,
        lazy: async () => ({ Component: (await import('@/screens/RegisterScreen/RegisterScreen')).RegisterScreen }),
      },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
]

export const createAppRouter = () => createHashRouter(routes)
