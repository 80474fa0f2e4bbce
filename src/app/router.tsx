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
        path: paths.aboutUs,
        lazy: async () => ({ Component: (await import('@/screens/InfoScreen/InfoScreen')).AboutUsScreen }),
      },
      {
        path: paths.faq,
        lazy: async () => ({ Component: (await import('@/screens/InfoScreen/InfoScreen')).FaqScreen }),
      },
      {
        path: paths.contactUs,
        lazy: async () => ({ Component: (await import('@/screens/InfoScreen/InfoScreen')).ContactUsScreen }),
      },
      {
        path: paths.compliance,
        lazy: async () => ({ Component: (await import('@/screens/InfoScreen/InfoScreen')).ComplianceScreen }),
      },
      {
        path: paths.announcements,
        lazy: async () => ({
          Component: (await import('@/screens/AnnouncementListScreen/AnnouncementListScreen')).AnnouncementListScreen,
        }),
      },
      {
        path: paths.announcementDetail,
        lazy: async () => ({
          Component: (await import('@/screens/AnnouncementDetailScreen/AnnouncementDetailScreen')).AnnouncementDetailScreen,
        }),
      },
      {
        path: paths.support,
        lazy: async () => ({ Component: (await import('@/screens/SupportScreen/SupportScreen')).SupportScreen }),
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
          {
            path: paths.assets,
            lazy: async () => {
              const { AssetsScreen } = await import('@/screens/AssetsScreen/AssetsScreen')
              return { element: <AssetsScreen isRouted={isRouted} /> }
            },
          },
          {
            path: paths.fundSelect,
            lazy: async () => ({
              Component: (await import('@/screens/CoinSelectScreen/CoinSelectScreen')).CoinSelectScreen,
            }),
          },
          {
            path: paths.deposit,
            lazy: async () => ({ Component: (await import('@/screens/DepositScreen/DepositScreen')).DepositScreen }),
          },
          {
            path: paths.withdraw,
            lazy: async () => ({ Component: (await import('@/screens/WithdrawScreen/WithdrawScreen')).WithdrawScreen }),
          },
          {
            path: paths.convert,
            lazy: async () => ({ Component: (await import('@/screens/ConvertScreen/ConvertScreen')).ConvertScreen }),
          },
          {
            path: paths.fundTransfer,
            lazy: async () => ({
              Component: (await import('@/screens/FundTransferScreen/FundTransferScreen')).FundTransferScreen,
            }),
          },
          {
            path: paths.depositWithdrawRecord,
            lazy: async () => ({
              Component: (await import('@/screens/DepositWithdrawRecordScreen/DepositWithdrawRecordScreen'))
                .DepositWithdrawRecordScreen,
            }),
          },
          {
            path: paths.assetsRecord,
            lazy: async () => ({
              Component: (await import('@/screens/LedgerRecordScreen/LedgerRecordScreen')).LedgerRecordScreen,
            }),
          },
          {
            path: paths.transferHistory,
            lazy: async () => {
              const { TransferHistoryScreen } = await import('@/screens/TransferHistoryScreen/TransferHistoryScreen')
              return { element: <TransferHistoryScreen isRouted={isRouted} /> }
            },
          },
          {
            path: paths.settings,
            lazy: async () => ({ Component: (await import('@/screens/SettingsScreen/SettingsScreen')).SettingsScreen }),
          },
          {
            path: paths.userInfo,
            lazy: async () => ({ Component: (await import('@/screens/ProfileScreen/ProfileScreen')).ProfileScreen }),
          },
          {
            path: paths.messageCentre,
            lazy: async () => ({
              Component: (await import('@/screens/MessageCentreScreen/MessageCentreScreen')).MessageCentreScreen,
            }),
          },
          {
            path: paths.messageList,
            lazy: async () => ({
              Component: (await import('@/screens/MessageListScreen/MessageListScreen')).MessageListScreen,
            }),
          },
          {
            path: paths.messageDetail,
            lazy: async () => ({
              Component: (await import('@/screens/MessageDetailScreen/MessageDetailScreen')).MessageDetailScreen,
            }),
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
