import { useMachine } from '@xstate/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { QuizSettledEvent, quizTabs, type QuizTab } from '@/api/contract/quiz'
import { QUIZ_FEE_BPS } from '@/api/contract/quiz-math'
import { href, paths, quizHref, symbolHref } from '@/app/paths'
import { usePrivateEvent } from '@/app/private-events'
import { useToast } from '@/app/services'
import { statusOf } from '@/app/use-status-param'
import { useQuizFormat } from '@/components/QuizCard/quiz-labels'
import { QuizList } from '@/components/QuizList/QuizList'
import { QuizQuestion } from '@/components/QuizQuestion/QuizQuestion'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { quizListMachine } from '@/machines/quiz/quiz-list.machine'
import { toQuizListView } from '@/machines/quiz/quiz-list.view'
import { questionIdOfParam } from '@/machines/quiz/quiz-question.logic'
import { quizQuestionMachine } from '@/machines/quiz/quiz-question.machine'
import { toQuizQuestionView } from '@/machines/quiz/quiz-question.view'

export interface QuizScreenProps {
  /** Stories pass `quizListMachine.provide(...)` (a frozen clock). @default quizListMachine */
  listMachine?: typeof quizListMachine
  /** Stories pass `quizQuestionMachine.provide(...)` (a fixed key). @default quizQuestionMachine */
  questionMachine?: typeof quizQuestionMachine
  /** Times are shown in this zone (stories fix it). @default the device's */
  timeZone?: string
}

/** Coins into the funds account, where a stake is paid from. */
const transferToFunds = href(`${paths.fundTransfer}?to=change`)
const klineHref = (symbol: string, at: number) => symbolHref(symbol, { at })

/**
 * Spec §2 /pages/other/game/game, the mini game (issue 19; spec §1 prediction quiz, §4 its states
 * and bet results): the lists (`?tab=popular|daily|mine`), or one question (`?id=`) with its bet
 * sheet, result and my bets. Both run on the sandbox's clock, never the phone's, and take the
 * user's `quiz_settled` events: a settled bet shows its result, and its question, at once.
 */
export function QuizScreen({
  listMachine = quizListMachine,
  questionMachine = quizQuestionMachine,
  timeZone,
}: QuizScreenProps) {
  const { t } = useTranslation('quiz')
  const navigate = useNavigate()
  const location = useLocation()
  const [params, setParams] = useSearchParams()
  const id = params.get('id')
  // a question opened from a link (a notice, a shared address) goes back to the lists
  const back = () =>
    location.key !== 'default' ? navigate(-1) : navigate(id === null ? paths.home : paths.game)
  return (
    <>
      <NavBar title={t('title')} onBack={back} />
      <main className="px-4 py-3">
        {id === null ? (
          <ListPanel
            key="list"
            machine={listMachine}
            tab={statusOf(params.get('tab'), quizTabs, 'popular')}
            onTab={(tab) => setParams({ tab }, { replace: true })}
            timeZone={timeZone}
          />
        ) : (
          <QuestionPanel key={id} machine={questionMachine} id={id} timeZone={timeZone} />
        )}
      </main>
    </>
  )
}

function ListPanel(props: {
  machine: typeof quizListMachine
  tab: QuizTab
  onTab: (tab: QuizTab) => void
  timeZone?: string
}) {
  const [snapshot, send] = useMachine(props.machine, { input: { tab: props.tab } })
  // the address is the tab's source: back, forward and a shared link open it again
  useEffect(() => send({ type: 'tab.change', tab: props.tab }), [props.tab, send])
  usePrivateEvent('quiz_settled', QuizSettledEvent, ({ data }) =>
    send({ type: 'bet.settled', bet: data }),
  )
  return (
    <QuizList
      {...toQuizListView(snapshot)}
      hrefOf={quizHref}
      feeBps={QUIZ_FEE_BPS}
      timeZone={props.timeZone}
      onTabChange={props.onTab}
      onRetry={() => send({ type: 'list.retry' })}
      onLoadMore={() => send({ type: 'list.more' })}
    />
  )
}

function QuestionPanel(props: {
  machine: typeof quizQuestionMachine
  id: string
  timeZone?: string
}) {
  const toast = useToast()
  const f = useQuizFormat(props.timeZone)
  const [snapshot, send, actorRef] = useMachine(props.machine, {
    input: { id: questionIdOfParam(props.id) },
  })
  usePrivateEvent('quiz_settled', QuizSettledEvent, ({ data }) =>
    send({ type: 'bet.settled', bet: data }),
  )
  useEffect(() => {
    const subscription = actorRef.on('betPlaced', ({ bet }) =>
      toast({
        tone: 'success',
        key: 'quiz:toast.placed',
        values: { amount: f.money(bet.amount, bet.currency), answer: f.outcome(bet) },
      }),
    )
    return () => subscription.unsubscribe()
  }, [actorRef, toast, f])
  return (
    <QuizQuestion
      {...toQuizQuestionView(snapshot)}
      listHref={href(paths.game)}
      transferHref={transferToFunds}
      klineHref={klineHref}
      timeZone={props.timeZone}
      onRetry={() => send({ type: 'question.retry' })}
      onPick={(outcome) => send({ type: 'outcome.pick', outcome })}
      onAmountChange={(value) => send({ type: 'amount.change', value })}
      onAmountBlur={() => send({ type: 'amount.blur' })}
      onMax={() => send({ type: 'amount.max' })}
      onSubmit={() => send({ type: 'bet.submit' })}
      onClose={() => send({ type: 'sheet.close' })}
    />
  )
}
