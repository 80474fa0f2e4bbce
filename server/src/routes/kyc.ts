/**
 * Identity verification (api-reference §3.3, spec §4–§6): `GET real/state` and `POST user/real`
 * (aliases `user/real_name` for the basic level, `user/real_advanced` for the advanced one), behind
 * a session and only ever about the caller. Review is the operator's: `POST /api/dev/kyc/review`
 * (routes/dev.ts) or the scripted reviewer, which approves submissions `autoApproveSeconds` after
 * they were made (sandbox clock), still refusing users without an e-mail and a phone (spec §5).
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify'
import { safeParse } from 'zod/mini'
import { KycRequest, type RealDataWire, type RealStateWire } from '../../../src/api/contract/kyc'
import { ok } from '../envelope'
import { requireUser } from '../plugins/auth'
import { routeModule } from '../plugins/routes'
import { Refusal } from '../refusal'
import { APPROVED, PENDING, REFUSED, type UserRealRow } from '../repositories/kyc'
import { issueCode, requestInput } from '../validation'
import { uploadName } from './upload'

export interface KycRoutesOptions {
  /** Seconds after which the scripted reviewer approves a submission; 0 = only the dev endpoint. */
  autoApproveSeconds: number
}

/** How often the scripted reviewer looks for due submissions (it also runs before every KYC request). */
const REVIEW_INTERVAL_MS = 1000

/** The reference's `real/state` triple (api-reference §3.3), plus refusals (contract/kyc.ts). */
function statuses(row: UserRealRow | undefined): [number, number, number] {
  if (!row) return [0, 0, 0]
  if (row.review_status === PENDING) return [1, 1, 0]
  if (row.review_status === REFUSED) return [0, 3, 0]
  const advanced = row.advanced_user ?? 0
  return [advanced === PENDING || advanced === APPROVED ? 2 : 1, 2, advanced]
}

function toRealData(row: UserRealRow): RealDataWire & { user_id: number } {
  const { id, user_id, name, card_id, id_type, front_pic, reverse_pic, review_status } = row
  const { advanced_user, create_time, fail_code, fail_reason } = row
  return {
    id,
    user_id,
    name,
    card_id,
    id_type,
    front_pic,
    reverse_pic,
    review_status,
    advanced_user,
    create_time,
    fail_code,
    fail_reason,
  }
}

/** Approves every submission older than `seconds`, as a reviewer would; returns how many. */
export function reviewDue(app: FastifyInstance, seconds: number): number {
  if (seconds <= 0) return 0
  const now = app.clock.now()
  const due = app.repos.kyc.pendingSince(now - seconds * 1000)
  for (const userId of due) {
    const outcome = app.repos.kyc.review(userId, { approve: true }, now)
    if (outcome) {
      const verdict = outcome.approved ? 'approved' : `refused (${outcome.fail_code})`
      app.log.info(`[kyc] scripted reviewer: user ${userId} ${outcome.level} ${verdict}`)
    }
  }
  return due.length
}

export const kycRoutes: FastifyPluginAsync<KycRoutesOptions> = async (app, opts) => {
  const { kyc, users, uploads } = app.repos
  const review = () => reviewDue(app, opts.autoApproveSeconds)
  if (opts.autoApproveSeconds > 0) {
    const timer = setInterval(review, REVIEW_INTERVAL_MS)
    timer.unref()
    app.addHook('onClose', async () => clearInterval(timer))
  }

  function realState(userId: number): RealStateWire {
    const row = kyc.findByUser(userId)
    const user = users.findById(userId)
    const [real_status, review_status, advanced_review_status] = statuses(row)
    return {
      real_status,
      review_status,
      advanced_review_status,
      real_data: row ? toRealData(row) : null,
      email_bound: user?.email?.trim() ? 1 : 0,
      phone_bound: user?.phone?.trim() ? 1 : 0,
    }
  }

  app.get('/real/state', { preHandler: requireUser }, async (request) => {
    review()
    return ok(realState(request.user!.id))
  })

  async function submit(request: FastifyRequest, realType?: '1' | '2') {
    review()
    const input = requestInput(request)
    const parsed = safeParse(KycRequest, realType ? { ...input, real_type: realType } : input)
    if (!parsed.success) throw new Refusal(issueCode(parsed.error))
    const req = parsed.data
    const userId = request.user!.id
    const row = kyc.findByUser(userId)
    const now = app.clock.now()

    if (req.real_type === '1') {
      if (row?.review_status === PENDING) throw new Refusal('kycInReview')
      if (row?.review_status === APPROVED) throw new Refusal('kycVerified')
      const holder = kyc.findByCardId(req.card_id)
      if (holder && holder.user_id !== userId) throw new Refusal('cardIdTaken')
      kyc.submitBasic(
        userId,
        { name: req.name, card_id: req.card_id, id_type: Number(req.id_type) },
        now,
      )
      return ok('submitted')
    }

    if (row?.review_status === PENDING) throw new Refusal('kycInReview')
    if (row?.review_status !== APPROVED) throw new Refusal('kycBasicRequired')
    if (row.advanced_user === PENDING) throw new Refusal('kycInReview')
    if (row.advanced_user === APPROVED) throw new Refusal('kycVerified')
    // only the caller's own uploads; another user's (or an unknown) picture is refused alike
    const names = [req.front_pic, req.reverse_pic].map(uploadName)
    const [front, reverse] = names.map((name) =>
      name ? uploads.findOwned(userId, name) : undefined,
    )
    if (!front || !reverse) throw new Refusal('pictureInvalid')
    if (front.id === reverse.id) throw new Refusal('picturesIdentical')
    kyc.submitAdvanced(userId, `/uploads/${front.name}`, `/uploads/${reverse.name}`, now)
    return ok('submitted')
  }

  app.post('/user/real', { preHandler: requireUser }, (request) => submit(request))
  app.post('/user/real_name', { preHandler: requireUser }, (request) => submit(request, '1'))
  app.post('/user/real_advanced', { preHandler: requireUser }, (request) => submit(request, '2'))
}

export const routes = routeModule(kycRoutes, {
  prefix: '/api',
  options: (s) => ({ autoApproveSeconds: s.kycAutoApproveSeconds }),
})
