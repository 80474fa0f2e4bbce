/**
 * The sandbox's three IEO projects (issue 16), placed around the sandbox's first start `now` so
 * each phase can be seen: NOVA in progress (started a day ago, ends in 3 days), LUMA not started
 * (starts in 2 days), ORBT ended (3 days ago; nothing was sold, so nothing is left to deliver).
 * Their tokens are the currencies 101–103 of migration 018. Inserted once, when there is no
 * project yet; sold amounts come only from real orders (no invented sales, §17.9).
 * Descriptions are plain, safe HTML (p, ul, li, strong, a with https links) that the client still
 * sanitises.
 */
import type { FastifyInstance } from 'fastify'
import { DAY_MS } from '../../../src/api/contract/ieo-math'
import { USDT_ID } from '../../../src/api/contract/wallet/common'
import type { NewIeoProject } from '../repositories/ieo'

const MINUTE_MS = 60_000

export function ieoSeedProjects(now: number): NewIeoProject[] {
  const t0 = Math.floor(now / MINUTE_MS) * MINUTE_MS
  const at = (days: number) => t0 + days * DAY_MS
  return [
    {
      title: 'Orbit Pay',
      summary: 'Instant merchant payments settled on-chain.',
      content:
        '<p><strong>Orbit Pay</strong> lets shops accept crypto and settle in stablecoins within seconds.</p>' +
        '<ul><li>Supply: 5,000,000 ORBT</li><li>Price: 0.1 USDT</li><li>No lock period</li></ul>',
      logo: '',
      link: 'https://example.com/orbit-pay',
      white_paper: 'https://example.com/orbit-pay/whitepaper.pdf',
      currency_id: 103,
      pay_currency_id: USDT_ID,
      price: '0.1',
      min: '100',
      supply: '5000000',
      start_at: at(-10),
      end_at: at(-3),
      sell_begin: at(-2),
    },
    {
      title: 'Nova Grid',
      summary: 'A marketplace for renewable energy between neighbours.',
      content:
        '<p><strong>Nova Grid</strong> matches households that produce solar power with neighbours who need it.</p>' +
        '<ul><li>Supply: 10,000,000 NOVA</li><li>Price: 0.05 USDT</li><li>Minimum: 100 NOVA</li></ul>' +
        '<p>Read more on <a href="https://example.com/nova-grid">the project site</a>.</p>',
      logo: '',
      link: 'https://example.com/nova-grid',
      white_paper: 'https://example.com/nova-grid/whitepaper.pdf',
      currency_id: 101,
      pay_currency_id: USDT_ID,
      price: '0.05',
      min: '100',
      supply: '10000000',
      start_at: at(-1),
      end_at: at(3),
      sell_begin: at(4),
    },
    {
      title: 'Luma Health',
      summary: 'Private health records that patients own.',
      content:
        '<p><strong>Luma Health</strong> keeps medical records encrypted and lets patients choose who reads them.</p>' +
        '<ul><li>Supply: 2,000,000 LUMA</li><li>Price: 0.2 USDT</li><li>Minimum: 50 LUMA</li></ul>',
      logo: '',
      link: 'https://example.com/luma-health',
      white_paper: 'https://example.com/luma-health/whitepaper.pdf',
      currency_id: 102,
      pay_currency_id: USDT_ID,
      price: '0.2',
      min: '50',
      supply: '2000000',
      start_at: at(2),
      end_at: at(9),
      sell_begin: at(10),
    },
  ]
}

/** Inserts the projects when there are none yet; returns how many it inserted. */
export function seedIeoProjects(app: FastifyInstance): number {
  const { ieo } = app.repos
  if (ieo.projectCount() > 0) return 0
  const now = app.clock.now()
  const list = ieoSeedProjects(now)
  app.db.transaction(() => {
    for (const p of list) ieo.addProject(p, now)
  })()
  return list.length
}
