import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { credentials } from '@/api/credentials'
import { traderAgreementHandlerList, traderAgreementScenarios } from '@/api/msw/info-pages'
import { toInfoPageView } from '../settings/info-page.view'
import { traderAgreementMachines } from './trader-agreement'

const server = setupServer()
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' })
  credentials.setLang('pt')
})
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const start = (version: 'en' | 'zh') => {
  const actor = createActor(traderAgreementMachines[version], {
    input: { page: 'compliance' },
  }).start()
  return {
    actor,
    view: () => toInfoPageView(actor.getSnapshot()),
    settled: () => waitFor(actor, (s) => !s.hasTag('loading')),
  }
}

describe('trader agreement pages', () => {
  it('each version is read in its own language while the interface is in Portuguese', async () => {
    server.use(...traderAgreementHandlerList)
    const zh = start('zh')
    await zh.settled()
    expect(zh.view()).toMatchObject({ status: 'ready', language: 'zh-CN' })
    expect(zh.view().content?.title).toBe('交易员协议')
    const en = start('en')
    await en.settled()
    expect(en.view()).toMatchObject({ status: 'ready', language: 'en' })
  })

  it('fails, and retry reads it again', async () => {
    server.use(traderAgreementScenarios.down, ...traderAgreementHandlerList)
    const { actor, view, settled } = start('en')
    await settled()
    expect(view()).toMatchObject({ status: 'failed', error: 'network' })
    actor.send({ type: 'page.retry' })
    await settled()
    expect(view().status).toBe('ready')
  })
})
