/**
 * The route table (spec §2): hash routing, one entry per screen that exists. Screens later issues
 * build are added here when they are built, never as placeholders.
 *
 * Each screen route names the i18n namespaces its screen and components use (`common` and
 * `errors` are always loaded: i18n/languages.ts `baseNamespaces`). Opening a route loads its chunk
 * and its namespaces together, and renders once both are there, so a screen never shows raw keys.
 */
import { useEffect, useState, type ReactElement } from 'react'
import { getI18n } from 'react-i18next'
import { Outlet, useLocation, useRoutes, type Location, type RouteObject } from 'react-router-dom'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import type { Namespace } from '@/i18n/languages'
import { NotFoundScreen } from '@/screens/NotFoundScreen/NotFoundScreen'
import { paths } from './paths'
import { branchAt } from './route-branch'
import { RequireAuth } from './require-auth'
import { AppShell } from './shell'

/** Loads namespaces of the active language; resolves once they can be used. */
export type NamespaceLoader = (ns: readonly Namespace[]) => Promise<unknown>

export interface ScreenRoute {
  /** A path of `paths`; `paths.home` is the index route. */
  path: string
  /** The screen's chunk, resolved to what the route renders. */
  screen: () => Promise<ReactElement>
  /** The namespaces the screen and its components use, besides the base ones. */
  ns: readonly Namespace[]
}

/** Carried by each screen route, so the namespaces of a location can be read before it loads. */
interface ScreenHandle {
  ns: readonly Namespace[]
  /** Loads the screen's chunk and namespaces (once). */
  load: () => Promise<ReactElement>
  /** Whether they are loaded. */
  loaded: () => boolean
}

const home = () =>
  import('@/screens/HomeScreen/HomeScreen').then((m) => <m.HomeScreen isRouted={isRouted} />)

const publicScreens: ScreenRoute[] = [
  { path: paths.home, ns: ['auth', 'home', 'markets', 'settings'], screen: home },
  { path: paths.homeAlias, ns: ['auth', 'home', 'markets', 'settings'], screen: home },
  // routes: nft-catalogue (issue 17)
  {
    path: paths.login,
    ns: ['auth'],
    screen: () => import('@/screens/LoginScreen/LoginScreen').then((m) => <m.LoginScreen />),
  },
  {
    path: paths.register,
    ns: ['auth'],
    screen: () =>
      import('@/screens/RegisterScreen/RegisterScreen').then((m) => <m.RegisterScreen />),
  },
  {
    path: paths.forget,
    ns: ['auth', 'security'],
    screen: () =>
      import('@/screens/ForgetPasswordScreen/ForgetPasswordScreen').then((m) => (
        <m.ForgetPasswordScreen />
      )),
  },
  {
    path: paths.area,
    ns: ['auth'],
    screen: () => import('@/screens/AreaScreen/AreaScreen').then((m) => <m.AreaScreen />),
  },
  // routes: nft-auction (issue 17)
  {
    path: paths.areas,
    ns: ['auth'],
    screen: () => import('@/screens/AreaScreen/AreaScreen').then((m) => <m.AreaScreen />),
  },
  {
    path: paths.market,
    ns: ['markets'],
    screen: () => import('@/screens/MarketsScreen/MarketsScreen').then((m) => <m.MarketsScreen />),
  },
  {
    path: paths.marketSearch,
    ns: ['markets'],
    screen: () =>
      import('@/screens/MarketSearchScreen/MarketSearchScreen').then((m) => (
        <m.MarketSearchScreen />
      )),
  },
  {
    path: paths.symbolDetail,
    ns: ['symbol'],
    screen: () =>
      import('@/screens/SymbolDetailScreen/SymbolDetailScreen').then((m) => (
        <m.SymbolDetailScreen />
      )),
  },
  // routes: nft-box (issue 17)
  {
    path: paths.optionCheck,
    ns: ['optionCheck'],
    screen: () =>
      import('@/screens/OptionCheckScreen/OptionCheckScreen').then((m) => <m.OptionCheckScreen />),
  },
  {
    path: paths.article,
    ns: ['home'],
    screen: () => import('@/screens/ArticleScreen/ArticleScreen').then((m) => <m.ArticleScreen />),
  },
  {
    path: paths.aboutUs,
    ns: ['settings'],
    screen: () => import('@/screens/InfoScreen/InfoScreen').then((m) => <m.AboutUsScreen />),
  },
  // routes: otc (issue 18)
  {
    path: paths.faq,
    ns: ['settings'],
    screen: () => import('@/screens/InfoScreen/InfoScreen').then((m) => <m.FaqScreen />),
  },
  {
    path: paths.contactUs,
    ns: ['settings'],
    screen: () => import('@/screens/InfoScreen/InfoScreen').then((m) => <m.ContactUsScreen />),
  },
  {
    path: paths.compliance,
    ns: ['settings'],
    screen: () => import('@/screens/InfoScreen/InfoScreen').then((m) => <m.ComplianceScreen />),
  },
  {
    path: paths.announcements,
    ns: ['message'],
    screen: () =>
      import('@/screens/AnnouncementListScreen/AnnouncementListScreen').then((m) => (
        <m.AnnouncementListScreen />
      )),
  },
  // routes: quick-buy (issue 18)
  {
    path: paths.announcementDetail,
    ns: ['message'],
    screen: () =>
      import('@/screens/AnnouncementDetailScreen/AnnouncementDetailScreen').then((m) => (
        <m.AnnouncementDetailScreen />
      )),
  },
  {
    path: paths.traderAgreementEn,
    ns: ['traderApply', 'settings'],
    screen: () =>
      import('@/screens/TraderAgreementScreen/TraderAgreementScreen').then((m) => (
        <m.TraderAgreementEnScreen />
      )),
  },
  // routes: borrowing (issue 18)
  {
    path: paths.traderAgreementZh,
    ns: ['traderApply', 'settings'],
    screen: () =>
      import('@/screens/TraderAgreementScreen/TraderAgreementScreen').then((m) => (
        <m.TraderAgreementZhScreen />
      )),
  },
  {
    path: paths.finance,
    ns: ['finance'],
    screen: () => import('@/screens/FinanceScreen/FinanceScreen').then((m) => <m.FinanceScreen />),
  },
  {
    path: paths.lockming,
    ns: ['lockming', 'wallet'],
    screen: () =>
      import('@/screens/LockmingScreen/LockmingScreen').then((m) => <m.LockmingScreen />),
  },
  {
    path: paths.lockmingWelcome,
    ns: ['lockming'],
    screen: () =>
      import('@/screens/LockmingWelcomeScreen/LockmingWelcomeScreen').then((m) => (
        <m.LockmingWelcomeScreen />
      )),
  },
  // routes: quiz-chat (issue 19)
  {
    path: paths.ieo,
    ns: ['ieo'],
    screen: () => import('@/screens/IeoScreen/IeoScreen').then((m) => <m.IeoScreen />),
  },
  {
    path: paths.ieoSubscribe,
    ns: ['ieo', 'wallet'],
    screen: () =>
      import('@/screens/IeoSubscribeScreen/IeoSubscribeScreen').then((m) => (
        <m.IeoSubscribeScreen />
      )),
  },
  {
    path: paths.invest,
    ns: ['dual'],
    screen: () => import('@/screens/InvestScreen/InvestScreen').then((m) => <m.InvestScreen />),
  },
  {
    path: paths.investPurchase,
    ns: ['dual', 'wallet'],
    screen: () =>
      import('@/screens/InvestPurchaseScreen/InvestPurchaseScreen').then((m) => (
        <m.InvestPurchaseScreen />
      )),
  },
  // routes: pages (issue 19)
  {
    path: paths.webView,
    ns: ['location'],
    screen: () => import('@/screens/WebViewScreen/WebViewScreen').then((m) => <m.WebViewScreen />),
  },
  {
    path: paths.chooseLocation,
    ns: ['location'],
    screen: () =>
      import('@/screens/ChooseLocationScreen/ChooseLocationScreen').then((m) => (
        <m.ChooseLocationScreen />
      )),
  },
  {
    path: paths.openLocation,
    ns: ['location'],
    screen: () =>
      import('@/screens/OpenLocationScreen/OpenLocationScreen').then((m) => (
        <m.OpenLocationScreen />
      )),
  },
  {
    path: paths.contactLinks,
    ns: ['contact', 'message'],
    screen: () => import('@/screens/ContactScreen/ContactScreen').then((m) => <m.ContactScreen />),
  },
  {
    path: paths.investHelp,
    ns: ['dual'],
    screen: () =>
      import('@/screens/InvestHelpScreen/InvestHelpScreen').then((m) => <m.InvestHelpScreen />),
  },
]

/** Screens that need a session (spec §6: 'please log in first', then login after 1.2 s). */
const sessionScreens: ScreenRoute[] = [
  {
    path: paths.security,
    ns: ['auth', 'security'],
    screen: () =>
      import('@/screens/SecurityScreen/SecurityScreen').then((m) => <m.SecurityScreen />),
  },
  {
    path: paths.password,
    ns: ['auth', 'security'],
    screen: () =>
      import('@/screens/ChangePasswordScreen/ChangePasswordScreen').then((m) => (
        <m.ChangePasswordScreen />
      )),
  },
  {
    path: paths.payPassword,
    ns: ['auth', 'security'],
    screen: () =>
      import('@/screens/PayPasswordScreen/PayPasswordScreen').then((m) => <m.PayPasswordScreen />),
  },
  // routes: nft-catalogue (issue 17)
  {
    path: paths.nft,
    ns: ['nft'],
    screen: () =>
      import('@/screens/NftMarketScreen/NftMarketScreen').then((m) => <m.NftMarketScreen />),
  },
  {
    path: paths.nftArtworks,
    ns: ['nft'],
    screen: () =>
      import('@/screens/NftMarketScreen/NftMarketScreen').then((m) => <m.NftArtworksScreen />),
  },
  {
    path: paths.nftSearch,
    ns: ['nft'],
    screen: () =>
      import('@/screens/NftSearchScreen/NftSearchScreen').then((m) => <m.NftSearchScreen />),
  },
  {
    path: paths.nftArtists,
    ns: ['nft'],
    screen: () =>
      import('@/screens/NftArtistsScreen/NftArtistsScreen').then((m) => <m.NftArtistsScreen />),
  },
  {
    path: paths.nftArtistDetail,
    ns: ['nft'],
    screen: () =>
      import('@/screens/NftArtistDetailScreen/NftArtistDetailScreen').then((m) => (
        <m.NftArtistDetailScreen />
      )),
  },
  {
    path: paths.nftCollection,
    ns: ['nft'],
    screen: () =>
      import('@/screens/NftCollectionScreen/NftCollectionScreen').then((m) => (
        <m.NftCollectionScreen />
      )),
  },
  {
    path: paths.verification,
    ns: ['kyc'],
    screen: () =>
      import('@/screens/VerificationScreen/VerificationScreen').then((m) => (
        <m.VerificationScreen />
      )),
  },
  {
    path: paths.wallet,
    ns: ['payout'],
    screen: () =>
      import('@/screens/AddressBookScreen/AddressBookScreen').then((m) => <m.AddressBookScreen />),
  },
  {
    path: paths.addWallet,
    ns: ['payout'],
    screen: () =>
      import('@/screens/AddAddressScreen/AddAddressScreen').then((m) => <m.AddAddressScreen />),
  },
  {
    path: paths.bank,
    ns: ['payout'],
    screen: () =>
      import('@/screens/BankCardScreen/BankCardScreen').then((m) => <m.DomesticBankCardScreen />),
  },
  {
    path: paths.bankInternational,
    ns: ['payout'],
    screen: () =>
      import('@/screens/BankCardScreen/BankCardScreen').then((m) => (
        <m.InternationalBankCardScreen />
      )),
  },
  // routes: nft-auction (issue 17)
  {
    path: paths.share,
    ns: ['invite'],
    screen: () => import('@/screens/ShareScreen/ShareScreen').then((m) => <m.ShareScreen />),
  },
  {
    path: paths.coupon,
    ns: ['coupon'],
    screen: () => import('@/screens/CouponScreen/CouponScreen').then((m) => <m.CouponScreen />),
  },
  {
    path: paths.assets,
    ns: ['wallet'],
    screen: () =>
      import('@/screens/AssetsScreen/AssetsScreen').then((m) => (
        <m.AssetsScreen isRouted={isRouted} />
      )),
  },
  {
    path: paths.fundSelect,
    ns: ['wallet'],
    screen: () =>
      import('@/screens/CoinSelectScreen/CoinSelectScreen').then((m) => <m.CoinSelectScreen />),
  },
  {
    path: paths.deposit,
    ns: ['wallet'],
    screen: () => import('@/screens/DepositScreen/DepositScreen').then((m) => <m.DepositScreen />),
  },
  // routes: nft-box (issue 17)
  {
    path: paths.withdraw,
    ns: ['wallet'],
    screen: () =>
      import('@/screens/WithdrawScreen/WithdrawScreen').then((m) => <m.WithdrawScreen />),
  },
  {
    path: paths.convert,
    ns: ['wallet'],
    screen: () => import('@/screens/ConvertScreen/ConvertScreen').then((m) => <m.ConvertScreen />),
  },
  {
    path: paths.trade,
    ns: ['trade', 'spotOrders', 'symbol', 'wallet'],
    screen: () => import('@/screens/TradeScreen/TradeScreen').then((m) => <m.TradeScreen />),
  },
  {
    path: paths.spotTrade,
    ns: ['trade', 'spotOrders', 'symbol', 'wallet'],
    screen: () => import('@/screens/TradeScreen/TradeScreen').then((m) => <m.TradeScreen />),
  },
  {
    path: paths.copyTraders,
    ns: ['traders', 'contractOrders', 'wallet'],
    screen: () => import('@/screens/TradersScreen/TradersScreen').then((m) => <m.TradersScreen />),
  },
  // routes: otc (issue 18)
  {
    path: paths.otc,
    ns: ['otc', 'wallet'],
    screen: () => import('@/screens/OtcScreen/OtcScreen').then((m) => <m.OtcScreen />),
  },
  {
    path: paths.copyTrade,
    ns: ['traders', 'contractOrders', 'wallet'],
    screen: () => import('@/screens/TradersScreen/TradersScreen').then((m) => <m.TradersScreen />),
  },
  {
    path: paths.contract,
    ns: ['trade', 'contract', 'positions', 'symbol', 'wallet'],
    screen: () =>
      import('@/screens/ContractScreen/ContractScreen').then((m) => <m.ContractScreen />),
  },
  {
    path: paths.options,
    ns: ['trade', 'options', 'optionPositions', 'symbol', 'wallet'],
    screen: () => import('@/screens/OptionsScreen/OptionsScreen').then((m) => <m.OptionsScreen />),
  },
  {
    path: paths.spotOrders,
    ns: ['spotOrders', 'wallet'],
    screen: () =>
      import('@/screens/SpotOrdersScreen/SpotOrdersScreen').then((m) => <m.SpotOrdersScreen />),
  },
  {
    path: paths.contractOrders,
    ns: ['contractOrders', 'wallet'],
    screen: () =>
      import('@/screens/ContractOrdersScreen/ContractOrdersScreen').then((m) => (
        <m.ContractOrdersScreen />
      )),
  },
  {
    path: paths.copyTrader,
    ns: ['traderDetail', 'contractOrders', 'wallet'],
    screen: () =>
      import('@/screens/TraderDetailScreen/TraderDetailScreen').then((m) => (
        <m.TraderDetailScreen />
      )),
  },
  // routes: quick-buy (issue 18)
  {
    path: paths.quickBuy,
    ns: ['quickBuy', 'wallet'],
    screen: () =>
      import('@/screens/QuickBuyScreen/QuickBuyScreen').then((m) => <m.QuickBuyScreen />),
  },
  {
    path: paths.copyMine,
    ns: ['myCopy', 'positions', 'contractOrders', 'wallet'],
    screen: () => import('@/screens/MyCopyScreen/MyCopyScreen').then((m) => <m.MyCopyScreen />),
  },
  {
    path: paths.copyFollow,
    ns: ['followForm', 'wallet'],
    screen: () => import('@/screens/FollowScreen/FollowScreen').then((m) => <m.FollowScreen />),
  },
  {
    path: paths.optionOrders,
    ns: ['optionOrders', 'wallet'],
    screen: () =>
      import('@/screens/OptionOrdersScreen/OptionOrdersScreen').then((m) => (
        <m.OptionOrdersScreen />
      )),
  },
  {
    path: paths.lockmingBuy,
    ns: ['lockming', 'wallet'],
    screen: () => import('@/screens/LockBuyScreen/LockBuyScreen').then((m) => <m.LockBuyScreen />),
  },
  {
    path: paths.ieoOrders,
    ns: ['ieoOrders', 'wallet'],
    screen: () =>
      import('@/screens/IeoOrdersScreen/IeoOrdersScreen').then((m) => <m.IeoOrdersScreen />),
  },
  // routes: nft-buy (issue 17)
  {
    path: paths.nftArtworkDetail,
    ns: ['nftBuy', 'symbol'],
    screen: () =>
      import('@/screens/NftArtworkDetailScreen/NftArtworkDetailScreen').then((m) => (
        <m.NftArtworkDetailScreen />
      )),
  },
  {
    path: paths.nftArtworkDetailVideo,
    ns: ['nftBuy', 'symbol'],
    screen: () =>
      import('@/screens/NftArtworkDetailScreen/NftArtworkDetailScreen').then((m) => (
        <m.NftArtworkDetailScreen />
      )),
  },
  {
    path: paths.nftPurchaseOne,
    ns: ['nftBuy'],
    screen: () =>
      import('@/screens/NftPurchaseOneScreen/NftPurchaseOneScreen').then((m) => (
        <m.NftPurchaseOneScreen />
      )),
  },
  // routes: borrowing (issue 18)
  {
    path: paths.borrowing,
    ns: ['borrow', 'wallet'],
    screen: () =>
      import('@/screens/BorrowingScreen/BorrowingScreen').then((m) => <m.BorrowingScreen />),
  },
  {
    path: paths.investMine,
    ns: ['dualOrders', 'wallet'],
    screen: () =>
      import('@/screens/DualOrdersScreen/DualOrdersScreen').then((m) => <m.DualOrdersScreen />),
  },
  {
    path: paths.lockmingOrders,
    ns: ['lockmingOrders', 'wallet'],
    screen: () =>
      import('@/screens/LockmingOrdersScreen/LockmingOrdersScreen').then((m) => (
        <m.LockmingOrdersScreen />
      )),
  },
  {
    path: paths.fundTransfer,
    ns: ['wallet'],
    screen: () =>
      import('@/screens/FundTransferScreen/FundTransferScreen').then((m) => (
        <m.FundTransferScreen />
      )),
  },
  {
    path: paths.depositWithdrawRecord,
    ns: ['wallet'],
    screen: () =>
      import('@/screens/DepositWithdrawRecordScreen/DepositWithdrawRecordScreen').then(
        ({ DepositWithdrawRecordScreen }) => <DepositWithdrawRecordScreen />,
      ),
  },
  {
    path: paths.assetsRecord,
    ns: ['wallet', 'bill'],
    screen: () =>
      import('@/screens/LedgerRecordScreen/LedgerRecordScreen').then((m) => (
        <m.LedgerRecordScreen />
      )),
  },
  // routes: quiz-chat (issue 19)
  {
    path: paths.game,
    ns: ['quiz'],
    screen: () => import('@/screens/QuizScreen/QuizScreen').then((m) => <m.QuizScreen />),
  },
  {
    path: paths.transferHistory,
    ns: ['wallet'],
    screen: () =>
      import('@/screens/TransferHistoryScreen/TransferHistoryScreen').then((m) => (
        <m.TransferHistoryScreen isRouted={isRouted} />
      )),
  },
  {
    path: paths.settings,
    ns: ['fiat', 'settings'],
    screen: () =>
      import('@/screens/SettingsScreen/SettingsScreen').then((m) => <m.SettingsScreen />),
  },
  {
    path: paths.userInfo,
    ns: ['settings'],
    screen: () => import('@/screens/ProfileScreen/ProfileScreen').then((m) => <m.ProfileScreen />),
  },
  {
    path: paths.messageCentre,
    ns: ['message'],
    screen: () =>
      import('@/screens/MessageCentreScreen/MessageCentreScreen').then((m) => (
        <m.MessageCentreScreen />
      )),
  },
  {
    path: paths.messageList,
    ns: ['message'],
    screen: () =>
      import('@/screens/MessageListScreen/MessageListScreen').then((m) => <m.MessageListScreen />),
  },
  // routes: pages (issue 19)
  {
    path: paths.real,
    ns: ['kyc'],
    screen: () => import('@/screens/RealScreen/RealScreen').then((m) => <m.RealScreen />),
  },
  {
    path: paths.assetsAllRecord,
    ns: ['wallet', 'bill'],
    screen: () =>
      import('@/screens/LedgerRecordScreen/LedgerRecordScreen').then((m) => (
        <m.LedgerRecordScreen page="allRecords" />
      )),
  },
  {
    path: paths.bill,
    ns: ['wallet', 'bill'],
    screen: () =>
      import('@/screens/LedgerRecordScreen/LedgerRecordScreen').then((m) => (
        <m.LedgerRecordScreen page="bill" />
      )),
  },
  {
    path: paths.support,
    ns: ['chat'],
    screen: () => import('@/screens/SupportScreen/SupportScreen').then((m) => <m.SupportScreen />),
  },
  {
    path: paths.messageDetail,
    ns: ['message'],
    screen: () =>
      import('@/screens/MessageDetailScreen/MessageDetailScreen').then((m) => (
        <m.MessageDetailScreen />
      )),
  },
  {
    path: paths.copyApply,
    ns: ['traderApply'],
    screen: () =>
      import('@/screens/TraderApplicationScreen/TraderApplicationScreen').then((m) => (
        <m.TraderApplicationScreen />
      )),
  },
  // routes: nft-mine (issue 17)
  {
    path: paths.nftMine,
    ns: ['nftMine'],
    screen: () => import('@/screens/NftMineScreen/NftMineScreen').then((m) => <m.NftMineScreen />),
  },
  {
    path: paths.myNft,
    ns: ['nftMine', 'wallet'],
    screen: () => import('@/screens/MyNftScreen/MyNftScreen').then((m) => <m.MyNftScreen />),
  },
  {
    path: paths.nftResell,
    ns: ['nftMine', 'wallet'],
    screen: () =>
      import('@/screens/NftResellScreen/NftResellScreen').then((m) => <m.NftResellScreen />),
  },
  {
    path: paths.nftPurchase,
    ns: ['nftAuction', 'wallet'],
    screen: () =>
      import('@/screens/NftAuctionScreen/NftAuctionScreen').then((m) => <m.NftAuctionScreen />),
  },
]

/**
 * A screen's chunk and its namespaces, loaded together once: ahead of the first render
 * (`preloadScreen`), or when a navigation reaches it (`AppRoutes` keeps the page before on screen
 * meanwhile). A load that failed (offline, or a chunk a deploy removed) is forgotten, and the
 * screen says so with a retry that loads it again.
 */
function screenLoader({ screen, ns }: ScreenRoute, loadNamespaces: NamespaceLoader) {
  let element: ReactElement | null = null
  let failure: unknown = null
  let pending: Promise<ReactElement> | null = null
  const load = () =>
    (pending ??= Promise.all([screen(), loadNamespaces(ns)]).then(
      ([loaded]) => (element = loaded),
      (error: unknown) => {
        pending = null
        failure = error
        throw error
      },
    ))
  function Screen() {
    const [state, setState] = useState(() => ({ element, failed: failure !== null }))
    useEffect(() => {
      if (state.element || state.failed) return
      let live = true
      load().then(
        (loaded) => live && setState({ element: loaded, failed: false }),
        () => live && setState({ element: null, failed: true }),
      )
      return () => {
        live = false
      }
    }, [state])
    const retry = () => {
      failure = null
      setState({ element: null, failed: false })
    }
    return state.failed ? <ErrorState onRetry={retry} /> : state.element
  }
  return { load, loaded: () => element !== null, Screen }
}

/** One route of the table, carrying its namespaces and loader in its handle. */
export function screenRoute(route: ScreenRoute, loadNamespaces: NamespaceLoader): RouteObject {
  const { load, loaded, Screen } = screenLoader(route, loadNamespaces)
  const handle: ScreenHandle = { ns: route.ns, load, loaded }
  const element = <Screen />
  return route.path === paths.home
    ? { index: true, handle, element }
    : { path: route.path, handle, element }
}

/** The route table, loading namespaces through `loadNamespaces`. */
export function createRoutes(loadNamespaces: NamespaceLoader): RouteObject[] {
  return [
    {
      element: <AppShell />,
      children: [
        ...publicScreens.map((route) => screenRoute(route, loadNamespaces)),
        {
          element: (
            <RequireAuth>
              <Outlet />
            </RequireAuth>
          ),
          children: sessionScreens.map((route) => screenRoute(route, loadNamespaces)),
        },
        { path: '*', element: <NotFoundScreen /> },
      ],
    },
  ]
}

/**
 * The table for Storybook and `isRouted`: namespaces through react-i18next's current instance
 * (Storybook's have every resource already).
 */
export const routes = createRoutes((ns) => getI18n().loadNamespaces([...ns]))

const handleAt = (table: RouteObject[], location: string | Location) =>
  branchAt(table, location).leaf?.route.handle as ScreenHandle | undefined

/**
 * Renders `table` at the router's location (inside a HashRouter or a MemoryRouter). A location
 * whose screen is not loaded yet keeps the page before on screen (and its location, for everything
 * under it) until it is, as a data router's lazy routes would.
 */
export function AppRoutes({ table }: { table: RouteObject[] }) {
  const location = useLocation()
  const [shown, setShown] = useState(location)
  const ready = handleAt(table, location)?.loaded() ?? true
  // the last location shown follows the router's whenever its screen is there
  if (ready && shown !== location) setShown(location)
  useEffect(() => {
    if (ready) return
    let live = true
    const show = () => live && setShown(location)
    handleAt(table, location)?.load().then(show, show)
    return () => {
      live = false
    }
  }, [table, location, ready])
  const at = ready ? location : shown
  return useRoutes(branchAt(table, at).table, at)
}

/** Loads the chunk and namespaces of the screen at `location` (a path), if it is one of `table`. */
export async function preloadScreen(table: RouteObject[], location: string): Promise<void> {
  await handleAt(table, location)?.load()
}

/**
 * Whether `path` (a query string is ignored) opens a screen of this table rather than the
 * catch-all: home tiles link only to these (spec §2 "Home tiles"), the rest say "in development".
 */
export function isRouted(path: string): boolean {
  const leaf = branchAt(routes, path).leaf
  return Boolean(leaf && leaf.route.path !== '*')
}
