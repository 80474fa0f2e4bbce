import { expect, test, uniqueEmail } from '../models/app.model'
import { NftMarketModel } from '../models/nft-market.model'

/**
 * Issue 17's market on a 375 px phone: a new user browses the NFT market, filters it by sale
 * type, media and name (the filters kept in the address through a reload and back), favourites a
 * work and finds it among their favourites, finds an artist's works, and opens an item's page.
 */
test('a new user browses the NFT market, filters it, favourites a work and opens an item', async ({
  page,
  sandbox,
}) => {
  const token = await sandbox.createUser(uniqueEmail('nft-market'))
  const market = new NftMarketModel(page)
  await market.boot(token)
  await market.open()

  // the first page of the seeded catalogue, each card with its price and sale type
  await expect(market.cards().first()).toBeVisible()

  // auctions only: every card says so
  await market.choose('Sale type', 'Auction')
  await expect(market.cards().first()).toContainText('Auction')
  for (const card of await market.cards().all()) await expect(card).toContainText('Auction')

  // videos of any sale type
  await market.choose('Sale type', 'All')
  await market.choose('Media', 'Video')
  await expect(market.cards().first()).toContainText('Video')
  for (const card of await market.cards().all()) await expect(card).toContainText('Video')

  // a name
  await market.choose('Media', 'All')
  await market.search('Neon')
  await expect(market.card('Neon Fog')).toBeVisible()
  await expect(market.cards()).toHaveCount(1)

  // the filters live in the address: a reload opens the same list
  await expect(page).toHaveURL(/#\/pages\/nft\/nft\?keyword=Neon$/)
  await page.reload()
  await expect(page.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('Neon')
  await expect(market.card('Neon Fog')).toBeVisible()
  await expect(market.cards()).toHaveCount(1)

  // favourite it; it is among the favourites
  await market.favourite('Neon Fog')
  await page.goto('/#/pages/nft/components/collection')
  await expect(page.getByRole('heading', { level: 1, name: 'My favourites' })).toBeVisible()
  await expect(market.card('Neon Fog')).toBeVisible()
  await expect(
    market.card('Neon Fog').getByRole('button', { name: 'Favourite Neon Fog' }),
  ).toHaveAttribute('aria-pressed', 'true')

  // the artists; one's page lists their works
  await page.goto('/#/pages/nft/components/artist')
  await expect(page.getByRole('heading', { level: 1, name: 'Artists' })).toBeVisible()
  await page.getByRole('listitem').first().getByRole('link').click()
  await expect(page).toHaveURL(/#\/pages\/nft\/artistDetail\?id=\d+$/)
  await expect(page.getByRole('tab', { name: /^Works \(\d+\)$/ })).toBeVisible()
  await expect(market.cards().first()).toBeVisible()

  // an item opens its page
  await market.open()
  await market.search('Neon')
  await market.card('Neon Fog').getByRole('link', { name: 'Neon Fog' }).click()
  await expect(page).toHaveURL(/#\/pages\/nft\/artworkDetail\?code=[\w-]+$/)

  // back on the market: still filtered
  await page.goBack()
  await expect(page).toHaveURL(/#\/pages\/nft\/nft\?keyword=Neon$/)
  await expect(market.card('Neon Fog')).toBeVisible()
  await expect(market.cards()).toHaveCount(1)
})
