/**
 * The prediction quiz (issue 19; contract src/api/contract/quiz.ts, rules quiz-math.ts): lists,
 * a question's detail with the caller's bets, betting, and the caller's bets. Every endpoint needs
 * a session. Betting is idempotent by (user, idempotency_key): a repeat answers the first bet as
 * it is now, another request under the key is `idempotencyConflict`; a refusal stores nothing and
 * changes nothing. Questions are made and settled only by quiz/job.ts on the sandbox clock: no
 * endpoint here (or under /api/dev) chooses, changes or delays an outcome. The reading routes run
 * the job first, so a question past its resolution second is never answered unsettled.
 */
import type { FastifyPluginAsync } from 'fastify'
import {
  QuizBetRequest,
  QuizDetailRequest,
  QuizListRequest,
  QuizMyBetsRequest,
  type QuizBetWire,
} from '../../../src/api/contract/quiz'
import { fromUnits } from '../../../src/api/contract/wallet-math'
import { ok } from '../envelope'
import { requireUser } from '../plugins/auth'
import { routeModule } from '../plugins/routes'
import { Refusal } from '../refusal'
import { idempotent } from '../repositories/wallet'
import { betWire, questionWire } from '../quiz/wire'
import { parseInput } from '../validation'

export const quizRoutes: FastifyPluginAsync = async (app) => {
  const { quiz, wallet } = app.repos
  const now = () => app.clock.now()
  const auth = { preHandler: requireUser }
  const settleDue = () => app.quizJob?.run()

  const question = (id: number) => {
    const q = quiz.question(id)
    if (!q) throw new Refusal('notFound')
    return questionWire(q, quiz.outcomes(id), now())
  }
  const pages = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit))

  app.post('/quiz/list', auth, async (request) => {
    const v = parseInput(QuizListRequest, request)
    settleDue()
    const at = now()
    const { rows, total } = quiz.list(v.tab, request.user!.id, v.limit, (v.page - 1) * v.limit)
    return ok({
      data: rows.map((q) => questionWire(q, quiz.outcomes(q.id), at)),
      page: v.page,
      pages: pages(total, v.limit),
      total,
      now: at,
    })
  })

  app.post('/quiz/detail', auth, async (request) => {
    const v = parseInput(QuizDetailRequest, request)
    settleDue()
    const userId = request.user!.id
    const q = quiz.question(v.id)
    if (!q) throw new Refusal('notFound')
    const at = now()
    return ok({
      question: questionWire(q, quiz.outcomes(q.id), at),
      my_bets: quiz.betsOn(userId, q.id).map(betWire),
      balance: fromUnits(
        wallet.balance(userId, q.currency_id, 'change').available,
        q.decimal_scale,
      ),
      now: at,
    })
  })

  app.post('/quiz/bet', auth, async (request) => {
    const v = parseInput(QuizBetRequest, request)
    const userId = request.user!.id
    const key = idempotent('quiz/bet', v)
    const answerOf = (betId: number) => {
      const bet = quiz.betOf(userId, betId)
      return { bet: betWire(bet), question: question(bet.question_id) }
    }
    const previous = wallet.stored<{ bet: QuizBetWire }>(userId, key)
    if (previous) return ok(answerOf(previous.bet.id))
    settleDue()
    const { answer, replayed } = await app.groupCommit.run(() =>
      wallet.once(userId, key, now(), () => {
        const bet = quiz.placeBet(userId, v.id, v.outcome, v.amount, now())
        return { bet: betWire(bet), question: question(bet.question_id) }
      }),
    )
    return ok(replayed ? answerOf(answer.bet.id) : answer)
  })

  app.post('/quiz/my_bets', auth, async (request) => {
    const v = parseInput(QuizMyBetsRequest, request)
    settleDue()
    const { rows, total } = quiz.bets(request.user!.id, v.limit, (v.page - 1) * v.limit)
    return ok({ data: rows.map(betWire), page: v.page, pages: pages(total, v.limit), total })
  })
}

export const routes = routeModule(quizRoutes, { prefix: '/api' })
