import { expect, test, uniqueEmail } from '../models/app.model'
import { LoginModel } from '../models/login.model'
import { reviewDeposit, reviewWithdrawal, WalletModel } from '../models/wallet.model'

test.beforeEach(async ({ page }) => {
  // the suite speaks English; pt stays the default for real users
  await page.addInitScript(() => {
    if (!localStorage.getItem('lang')) {
      localStorage.setItem('storageVersion', '1')
      localStorage.setItem('lang', 'en')
    }
  })
})

const TRC20_ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7'

test('a new user claims a deposit, is credited, converts, moves funds to the contract account and withdraws to a saved address, approved', async ({
  page,
  request,
  sandbox,
}) => {
  test.slow()
  const email = uniqueEmail('wallet')
  const token = await sandbox.createUser(email)
  await sandbox.readyForWithdrawals(token, email, {
    payPassword: 'paypass42',
    address: { currency: 3, type: 'TRC20', name: 'My TRC20 wallet', address: TRC20_ADDRESS },
  })

  const login = new LoginModel(page)
  await login.open()
  await page.getByLabel('E-mail').fill(email)
  await login.logInWithPassword('sandbox42')
  await expect(page.getByRole('heading', { name: /^Hi, / })).toBeVisible()

  // deposit: claim 1,000 USDT on TRC20; the sandbox operator credits it
  const wallet = new WalletModel(page)
  await wallet.openAssets()
  await wallet.openDeposit('USDT', 'TRC20')
  await wallet.claimDeposit({
    amount: '1000',
    from: 'TXsenderAddressInTheSandbox',
    credited: '1,000.0000 USDT',
  })
  const claim = await wallet.viewClaimInRecords()
  expect(claim.steps[0]).toBe('Submitted')
  await reviewDeposit(request, claim.id, 'approve')
  await wallet.expectRecordStatus('deposit', 'Credited')
  await wallet.expectAvailable('Spot', 'USDT', '1,000.0000')

  // convert 100 USDT to BTC at the live price (fee on top), then 200 USDT to the contract account
  const received = await wallet.convert({ from: 'USDT', to: 'BTC', amount: '100' })
  expect(received).toMatch(/BTC/)
  await wallet.transferFunds({ from: 'Spot', to: 'Contract', coin: 'USDT', amount: '200' })
  await wallet.expectAvailable('Contract', 'USDT', '200.0000')

  // withdraw 100 USDT to the saved address: under review, then approved by the operator
  const withdrawal = await wallet.withdrawToAddress({
    coin: 'USDT',
    network: 'TRC20',
    addressName: 'My TRC20 wallet',
    amount: '100',
    payPassword: 'paypass42',
  })
  await wallet.expectRecordStatus('withdraw', 'Under review')
  await reviewWithdrawal(request, withdrawal.id, 'approve')
  await wallet.expectRecordStatus('withdraw', 'Approved')
  const ledger = await wallet.ledger('change')
  expect(ledger.length).toBeGreaterThanOrEqual(5)
})
