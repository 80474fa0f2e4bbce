-- The prediction quiz (issue 19; api-reference §16.3 names no contract, so it is designed here:
-- contract src/api/contract/quiz.ts, the product's rules and formulas quiz-math.ts). Questions are
-- made by a schedule on the sandbox clock (server/src/quiz/schedule.ts) and resolved by a job at
-- the price engine's price of exactly their resolution second: no row here is ever written from
-- a request's choice of outcome (§17). Money is INTEGER minor units of the stake currency; times
-- are epoch ms; prices and thresholds are decimal strings at the pair's precision.

-- A question: "where will <pair> be at <resolve_tick>?", outcome k winning when the engine's price
-- p of that second is in (bound k-1, bound k] (quiz_outcomes). `slot` names its place in the
-- schedule ("hourly:BTC/USDT:2026-11-25T12"), so the schedule makes each question once whatever
-- restarts or clock jumps happen. Bets are taken while opens_at <= now < cutoff_at, and
-- cutoff_at < resolve_tick. Once settled: `resolve_price` (the tick's price), `winner` (the
-- outcome, NULL when no price could be read), `result` 1 paid to the winners / 2 every stake
-- refunded, the pool's split (`fee` to the platform, `paid` to the winners, `refunded`) with
-- pool = paid + fee + refunded, and settled_at.
CREATE TABLE quiz_questions (
  id             INTEGER PRIMARY KEY AUTOINCREMENT,
  slot           TEXT    NOT NULL UNIQUE,
  kind           TEXT    NOT NULL CHECK (kind IN ('hourly', 'daily')),
  pair_id        INTEGER NOT NULL REFERENCES currency_matches(id),
  currency_id    INTEGER NOT NULL REFERENCES currencies(id),    -- the stake currency
  reference_price TEXT   NOT NULL,                              -- the price the bounds came from
  fee_bps        INTEGER NOT NULL CHECK (fee_bps >= 0 AND fee_bps < 10000),
  min_stake      INTEGER NOT NULL CHECK (min_stake > 0),
  opens_at       INTEGER NOT NULL,
  cutoff_at      INTEGER NOT NULL,
  resolve_tick   INTEGER NOT NULL CHECK (resolve_tick % 1000 = 0),
  created_at     INTEGER NOT NULL,
  result         INTEGER CHECK (result IN (1, 2)),
  winner         INTEGER,
  resolve_price  TEXT,
  fee            INTEGER CHECK (fee >= 0),
  paid           INTEGER CHECK (paid >= 0),
  refunded       INTEGER CHECK (refunded >= 0),
  settled_at     INTEGER,
  CHECK (opens_at < cutoff_at AND cutoff_at <= resolve_tick),
  CHECK ((result IS NULL) = (settled_at IS NULL)),
  CHECK (result IS NOT 1 OR (winner IS NOT NULL AND resolve_price IS NOT NULL))
);
CREATE INDEX quiz_questions_due ON quiz_questions(result, resolve_tick);
CREATE INDEX quiz_questions_open ON quiz_questions(opens_at DESC, id DESC);

-- Its outcomes, 0..n-1 in price order: outcome k wins when lower < p <= upper (NULL = unbounded;
-- the first has no lower bound, the last no upper bound, and each upper is the next one's lower).
CREATE TABLE quiz_outcomes (
  question_id INTEGER NOT NULL REFERENCES quiz_questions(id),
  outcome     INTEGER NOT NULL CHECK (outcome >= 0),
  lower       TEXT,
  upper       TEXT,
  PRIMARY KEY (question_id, outcome)
);

-- Bets: `amount` paid from the funds account (change, 1) with one quizStake ledger row. Status 0
-- unsettled, 1 won (payout credited: quizPayout), 2 missed, 3 refunded (quizRefund of the whole
-- amount). `payout` is what the settlement credited (0 when missed).
CREATE TABLE quiz_bets (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id     INTEGER NOT NULL REFERENCES users(id),
  question_id INTEGER NOT NULL REFERENCES quiz_questions(id),
  outcome     INTEGER NOT NULL,
  amount      INTEGER NOT NULL CHECK (amount > 0),
  status      INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2, 3)),
  payout      INTEGER CHECK (payout >= 0),
  created_at  INTEGER NOT NULL,
  settled_at  INTEGER,
  FOREIGN KEY (question_id, outcome) REFERENCES quiz_outcomes(question_id, outcome),
  CHECK ((status = 0) = (settled_at IS NULL)),
  CHECK ((status = 0) = (payout IS NULL))
);
CREATE INDEX quiz_bets_user ON quiz_bets(user_id, id);
CREATE INDEX quiz_bets_question ON quiz_bets(question_id, status);

INSERT INTO ledger_types (type) VALUES ('quizStake'), ('quizPayout'), ('quizRefund');
