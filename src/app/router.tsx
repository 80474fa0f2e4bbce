/**
 * The route table (spec §2): hash routing, one entry per screen that exists. Screens later issues
 * build are added here when they are built, never as placeholders.
 */
import { createHashRouter, matchRoutes, Outlet, type RouteObject } from 'react-router-dom'
import { HomeScreen } from '@/screens/HomeScreen/HomeScreen'
import { NotFoundScreen } from '@/screens/NotFoundScreen/NotFoundScreen'
import { paths } from './paths'
import { RequireAuth } from './require-auth'
import { AppShell } from './shell'

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { index: true, element: <HomeScreen isRouted={isRouted} /> },
      { path: paths.homeAlias, element: <HomeScreen isRouted={isRouted} /> },
      {
        path: paths.login,
        lazy: async () => ({ Component: (await import('@/screens/LoginScreen/LoginScreen')).LoginScreen }),
      },
      {
        path: paths.register,
        lazy: async () => ({ Component: (await import('@/screens/RegisterScreen/RegisterScreen')).RegisterScreen }),
      },
      {
        path: paths.forget,
        lazy: async () => ({
          Component: (await import('@/screens/ForgetPasswordScreen/ForgetPasswordScreen')).ForgetPasswordScreen,
        }),
      },
      {
        path: paths.area,
        lazy: async () => ({ Component: (await import('@/screens/AreaScreen/AreaScreen')).AreaScreen }),
      },
      {
        path: paths.areas,
        lazy: async () => ({ Component: (await import('@/screens/AreaScreen/AreaScreen')).AreaScreen }),
      },
      {
        path: paths.market,
        lazy: async () => ({ Component: (await import('@/screens/MarketsScreen/MarketsScreen')).MarketsScreen }),
      },
      {
        path: paths.marketSearch,
        lazy: async () => ({
          Component: (await import('@/screens/MarketSearchScreen/MarketSearchScreen')).MarketSearchScreen,
        }),
      },
      {
        path: paths.symbolDetail,
        lazy: async () => ({
          Component: (await import('@/screens/SymbolDetailScreen/SymbolDetailScreen')).SymbolDetailScreen,
        }),
      },
      {
        path: paths.article,
        lazy: async () => ({ Component: (await import('@/screens/ArticleScreen/ArticleScreen')).ArticleScreen }),
      },
      {
        // screens that need a session (spec §6: 'please log in first', then login after 1.2 s)
        element: (
          <RequireAuth>
            <Outlet />
          </RequireAuth>
        ),
        children: [
          {
            path: paths.security,
            lazy: async () => ({ Component: (await import('@/screens/SecurityScreen/SecurityScreen')).SecurityScreen }),
          },
          {
            path: paths.password,
            lazy: async () => ({
              Component: (await import('@/screens/ChangePasswordScreen/ChangePasswordScreen')).ChangePasswordScreen,
            }),
          },
          {
            path: paths.payPassword,
            lazy: async () => ({
              Component: (await import('@/screens/PayPasswordScreen/PayPasswordScreen')).PayPasswordScreen,
            }),
          },
          {
            path: paths.verification,
            lazy: async () => ({
              Component: (await import('@/screens/VerificationScreen/VerificationScreen')).VerificationScreen,
            }),
          },
          {
            path: paths.wallet,
            lazy: async () => ({
              Component: (await import('@/screens/AddressBookScreen/AddressBookScreen')).AddressBookScreen,
            }),
          },
          {
            path: paths.addWallet,
            lazy: async () => ({
              Component: (await import('@/screens/AddAddressScreen/AddAddressScreen')).AddAddressScreen,
            }),
          },
          {
            path: paths.bank,
            lazy: async () => ({
              Component: (await import('@/screens/BankCardScreen/BankCardScreen')).DomesticBankCardScreen,
            }),
          },
          {
            path: paths.bankInternational,
            lazy: async () => ({
              Component: (await import('@/screens/BankCardScreen/BankCardScreen')).InternationalBankCardScreen,
            }),
          },
          {
            path: paths.share,
            lazy: async () => ({ Component: (await import('@/screens/ShareScreen/ShareScreen')).ShareScreen }),
          },
          {
            path: paths.coupon,
            lazy: async () => ({ Component: (await import('@/screens/CouponScreen/CouponScreen')).CouponScreen }),
          },
        ],
      },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
]

export const createAppRouter = () => createHashRouter(routes)

/**
 * Whether `path` (a query string is ignored) opens a screen of this table rather than the
 * catch-all: home tiles link only to these (spec §2 "Home tiles"), the rest say "in development".
 */
export function isRouted(path: string): boolean {
  const leaf = matchRoutes(routes, path)?.at(-1)
  return Boolean(leaf && leaf.route.path !== '*')
}
