import { expect, test, uniqueEmail } from '../models/app.model'
import { MarketsModel } from '../models/markets.model'
import { HomeModel } from '../models/home.model'
import { SandboxProcess } from '../models/sandbox-process'

test('a new user sees prices move, marks a favourite, opens BTC/USDT and switches periods', async ({
  page,
  sandbox,
}) => {
  const token = await sandbox.createUser(uniqueEmail('markets'))
  const markets = new MarketsModel(page)
  await markets.boot(token)
  await page.goto('/')
  await new HomeModel(page).readNotice()
  await markets.openFromTabBar()
  await markets.showTab('All')
  await markets.expectLive()
  await markets.seePriceMove('BTC/USDT')

  await markets.toggleFavourite('ETH/USDT', true)
  await page.reload()
  await markets.showTab('Favourites')
  await expect(markets.row('ETH/USDT')).toBeVisible()
  await expect(markets.row('BTC/USDT')).toHaveCount(0)

  await markets.showTab('All')
  await markets.openPair('BTC/USDT')
  await markets.switchPeriod('1h')
  await markets.switchPeriod('1D')
  await markets.switchPeriod('1m')
})

test.describe('the static shell', () => {
  // its scripts are refused on purpose: the browser reports each refusal on the console, and the
  // shell's inline loader says the app failed to load
  test.use({ expectedConsoleErrors: ['net::ERR_FAILED', 'The app failed to load'] })

  test('before any script arrives the page already shows its own title, where the app then draws it', async ({
    page,
  }) => {
    const markets = new MarketsModel(page)
    await markets.boot()
    const heading = () =>
      page.evaluate(() => {
        const h = document.querySelector('header h1, #boot-title')!
        const range = document.createRange()
        range.selectNodeContents(h)
        const { x, y, width, height } = range.getBoundingClientRect()
        return { text: h.textContent, box: [x, y, width, height] }
      })
    // the static shell alone (no module of the app loads): index.html's inline boot script
    await page.route(/\.js$/, (route) => route.abort())
    await page.goto('/#/pages/market/market')
    const shell = await heading()
    expect(shell.text).toBe('Markets')
    // the price feed's marker, as the app first draws it while the feed connects, in its type
    const marker = page.locator('#boot-marker')
    await expect(marker).toHaveText('Connecting to prices…')
    await expect(marker).toHaveCSS('font-size', '12px')
    await expect(page.locator('.boot-tabs .on')).toHaveText('Markets')

    // the app: the same words in the same box, so its first render repaints nothing larger
    await page.unroute(/\.js$/)
    await page.reload()
    await expect(page.locator('header h1')).toHaveText('Markets')
    expect(await heading()).toEqual(shell)
  })
})

test.describe('when the server goes away', () => {
  // a server of the test's own, on its own port and database, so it can be killed and restarted
  const server = new SandboxProcess(Number(process.env.E2E_PORT ?? 4180) + 7, 'data/e2e-restart.db')
  test.beforeAll(async () => server.start({ fresh: true }))
  test.afterAll(async () => server.kill())

  // the browser reports each refused reconnect on the console; here they are the point
  test.use({ expectedConsoleErrors: ['ERR_CONNECTION_REFUSED', 'WebSocket connection to'] })

  test('prices go stale within 1 s and are fresh again within 3 s of its return', async ({
    page,
  }) => {
    const markets = new MarketsModel(page)
    await markets.boot()
    await page.goto(`${server.url}/#/pages/market/market`)
    await markets.showTab('All')
    await markets.expectLive()

    await server.kill()
    const killedAt = Date.now()
    await expect(markets.marker).toHaveAttribute('data-state', /stale|offline/, { timeout: 1_000 })
    test
      .info()
      .annotations.push({ type: 'stale after', description: `${Date.now() - killedAt} ms` })

    await server.start()
    const backAt = Date.now()
    // live again means a new snapshot was loaded after the reconnect: the figures are current
    await markets.expectLive(3_000)
    test.info().annotations.push({ type: 'fresh after', description: `${Date.now() - backAt} ms` })
  })
})

test.describe('a repeat visit without a network', () => {
  // offline, the app's requests and socket fail, as they should; here they are the point
  test.use({ expectedConsoleErrors: ['ERR_INTERNET_DISCONNECTED', 'WebSocket connection to'] })

  test('opens the markets tab from what the first visit cached, and says it is offline', async ({
    page,
    context,
  }) => {
    const markets = new MarketsModel(page)
    await markets.boot()
    await page.goto('/#/pages/market/market')
    await markets.expectLive()
    // the worker has the shell, and the files this first visit loaded before it was installed
    const cached = await page.evaluate(async () => {
      await navigator.serviceWorker.ready
      const assets = await caches.open('assets')
      const started = Date.now()
      while ((await assets.keys()).length === 0 && Date.now() - started < 5_000)
        await new Promise((resolve) => setTimeout(resolve, 100))
      return (await assets.keys()).length
    })
    expect(cached).toBeGreaterThan(0)

    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Markets' })).toBeVisible()
    await expect(markets.marker).toHaveAttribute('data-state', 'offline', { timeout: 10_000 })
  })
})
