// Type declarations of the hnef package: Copenhagen Hnefatafl (Viking chess)
// rules engine and AI, compiled from Rust to WebAssembly.
//
// Squares are lower-case names `a1`..`k11` (file letter, rank number; input
// also accepts upper case); moves are `'from-to'` such as `'d1-d3'`.
// Every method checks its arguments at run time too: a wrong type throws a
// `TypeError`, a number or length out of range a `RangeError`, a bad value
// (an unknown square, an illegal move) an `Error`, each with a message that
// says what was wrong, and the game is left exactly as it was. Arguments are
// read once, before the engine runs: an object whose getter or Proxy trap
// throws makes a plain `Error` (the thrown value is its `cause`).
// Every error thrown carries a stable `code` (ErrorCode below) and, for
// some codes, `details`: read those, not the English message.

/** A side: the attackers move first. */
export type Side = 'attackers' | 'defenders';

/** An AI level. */
export type Level = 'easy' | 'normal' | 'expert';

/** Whether the game goes on, and who won. */
export type Status = 'ongoing' | 'attackers_win' | 'defenders_win' | 'draw';

/** The rule that ended the game (`null` while it goes on). */
export type Reason =
  | 'escape'
  | 'exit_fort'
  | 'king_captured'
  | 'encirclement'
  | 'repetition'
  | 'no_moves'
  | 'agreement'
  | 'resignation'
  | 'timeout'
  | null;

/**
 * The stable code of every error the package throws (`err.code`). When each
 * is thrown and which `details` it carries: the package README, "Error
 * codes" (the one place they are written out).
 */
export type ErrorCode =
  | 'not_loaded'
  | 'load_failed'
  | 'loading'
  | 'not_a_game'
  | 'freed'
  | 'busy'
  | 'bad_argument'
  | 'bad_square'
  | 'unknown_ruleset'
  | 'unknown_side'
  | 'unknown_level'
  | 'bad_position'
  | 'bad_record'
  | 'no_piece'
  | 'not_your_piece'
  | 'illegal_move'
  | 'game_over'
  | 'no_draws'
  | 'no_draw_offer'
  | 'aborted'
  | 'closed'
  | 'internal';

/** Which movement rule a refused move breaks (`details.rule`). */
export type MoveRule =
  | 'no_piece'
  | 'not_your_piece'
  | 'null_move'
  | 'not_straight'
  | 'blocked'
  | 'throne'
  | 'restricted'
  | 'game_over';

/** Which check a record failed (`details.fault` of `bad_record`). */
export type RecordFault = 'header' | 'not_a_move' | 'illegal' | 'captures' | 'after_end' | 'result';

/** The `details` of an error, by code (codes not listed have none). */
export interface ErrorDetails {
  bad_argument: { parameter: string };
  bad_square: { parameter: string; square: string };
  unknown_ruleset: { ruleset: string };
  unknown_side: { side: string };
  unknown_level: { level: string };
  bad_position: { token: string };
  /** `ply`: the record's ply (from 1) of a fault at a move; null for a header or result fault. */
  bad_record: { fault: RecordFault; ply: number | null; token: string };
  no_piece: { move: string; rule: MoveRule; square: string | null };
  not_your_piece: { move: string; rule: MoveRule; square: string | null };
  illegal_move: { move: string; rule: MoveRule; square: string | null };
  /** Absent when the search found no move (the side to move had already lost). */
  game_over: Outcome;
  no_draws: { ruleset: string };
  no_draw_offer: { side: Side };
}

/** An error thrown by the package (an `Error`, `TypeError` or `RangeError`). */
export type HnefError = {
  [C in ErrorCode]: Error & {
    code: C;
    details?: C extends keyof ErrorDetails ? ErrorDetails[C] : undefined;
  };
}[ErrorCode];

/** The state of the game's result. */
export interface Outcome {
  status: Status;
  reason: Reason;
  /** `null` while the game goes on and for a draw. */
  winner: Side | null;
}

/** A move as played, with the result after it. */
export interface MoveResult extends Outcome {
  /** The move, `'from-to'`. */
  move: string;
  /** The squares of the ordinary pieces it captured (never the king). */
  captured: string[];
}

/** Limits of one `aiMove` search; each is optional. */
export interface AiOptions {
  /** Wall-clock budget in milliseconds (> 0). */
  timeMs?: number;
  /**
   * Seed of the easy level's randomness: a non-negative whole number, or a
   * BigInt below 2^64. Without one the easy level draws a fresh seed from
   * the host's `crypto.getRandomValues`, so its games vary.
   */
  seed?: number | bigint;
  /**
   * Node budget: a non-negative whole number. A node budget and a seed
   * without `timeMs` make the move independent of the clock (reproducible).
   */
  nodes?: number;
  /** Deepest iteration in plies, 1 to 100. */
  depth?: number;
}

/** The pieces of a shield wall that captured (rule C3), as square names. */
export interface ShieldWall {
  /** The two ends of each captured run: the piece that moved and the far bracket (a piece, or an empty corner). */
  brackets: string[];
  /** The mover's pieces in front of the runs, towards the interior. */
  front: string[];
  /** The enemy pieces bracketed and fronted, the king included if it stood in a run. */
  runs: string[];
  /** The pieces captured: the runs less the king. */
  captured: string[];
}

/** What `bench` did. */
export interface BenchResult {
  /** Plies played (at least the number asked for: the last game is finished). */
  plies: number;
  /** Games played to their end. */
  games: number;
  /** Ordinary pieces captured. */
  captures: number;
}

/**
 * The instance type of the global class `Name` (`URL`, `Response`, ...), or
 * `never` when the program's lib has no such global. Browsers' DOM lib has
 * them all; @types/node has all but WebAssembly. So these declarations
 * compile whatever the program's lib, and offer what it can construct.
 */
type GlobalInstance<Name extends string> =
  typeof globalThis extends Record<Name, abstract new (...args: never[]) => infer T> ? T : never;

/** `WebAssembly.Module` where the program's lib declares it, else `never`. */
type WasmModule = typeof globalThis extends {
  WebAssembly: { Module: abstract new (...args: never[]) => infer T };
}
  ? T
  : never;

/** Where `init` may load the engine from. */
export type InitInput =
  | string
  | GlobalInstance<'URL'>
  | GlobalInstance<'Request'>
  | GlobalInstance<'Response'>
  | Promise<GlobalInstance<'Response'>>
  | ArrayBuffer
  | ArrayBufferView
  | WasmModule;

/**
 * Loads and instantiates the engine; await it once before anything else
 * (calling it again is harmless).
 *
 * Without an argument it loads `hnef_bg.wasm` from next to the module: by
 * `fetch` in browsers, workers and bundlers, from disk in Node.js.
 */
export default function init(input?: InitInput | { module_or_path: InitInput }): Promise<void>;

/**
 * Instantiates the engine synchronously from the bytes (or compiled module)
 * of `hnef_bg.wasm`. Does nothing when it is already instantiated.
 */
export function initSync(
  options: { module: ArrayBuffer | ArrayBufferView | WasmModule },
): void;

/** The ruleset ids, the default (`'copenhagen-hnefatafl-11x11-2025-v1'`) first. */
export const RULESETS: readonly string[];

/** The ruleset ids, the default first (a fresh array each call). */
export function rulesets(): string[];

/**
 * Random-playout throughput inside wasm: plays random legal Copenhagen games
 * from the start position until `plies` plies were played (default
 * 1 000 000, seed 1). Time the call yourself.
 */
export function bench(plies?: number, seed?: number): BenchResult;

/**
 * A game: the position, the moves played, the result.
 *
 * Only objects made by `new Game()`, `Game.fromPosition` and
 * `Game.fromRecord` are games: a copy (`structuredClone`, spread,
 * `Object.create(Game.prototype)`) holds no game, and its methods throw a
 * `TypeError`.
 */
export class Game {
  /** A new game from the start position; `ruleset` is an id of `RULESETS` (default the first). */
  constructor(ruleset?: string);

  /**
   * A game from position text: ours
   * (`'3aaaaa3/5a5/11/a4d4a/a3ddd3a/aa1ddkdd1aa/a3ddd3a/a4d4a/11/5a5/3aaaaa3 a'`)
   * or OpenTafl's. When the side to move has no legal move it has lost.
   */
  static fromPosition(text: string, ruleset?: string): Game;

  /**
   * A game replayed from a record: ours (as `record()` writes), an OpenTafl
   * `.otg` record, or a bare list of moves. The record's `ruleset` tag picks
   * the ruleset; `ruleset` is used when it names none.
   */
  static fromRecord(text: string, ruleset?: string): Game;

  /** The ruleset id. */
  readonly ruleset: string;

  /** Whether the ruleset has draws by agreement (Copenhagen does, classic does not). */
  readonly allowsDraws: boolean;

  /** The side to move. */
  sideToMove(): Side;

  /**
   * The squares the piece on `square` can move to: `[]` when the square is
   * empty, holds a piece of the side not to move, the piece is blocked, or
   * the game is over.
   */
  legalTargets(square: string): string[];

  /** Every legal move as `'from-to'` (`[]` once the game is over). */
  legalMoves(): string[];

  /** The number of legal moves (0 once the game is over); cheaper than `legalMoves().length`. */
  moveCount(): number;

  /**
   * Plays a move of the side to move. Throws when it is not legal (e.g.
   * `illegal move f2-f6: f4 is occupied`) or the game is over.
   */
  applyMove(from: string, to: string): MoveResult;

  /** Takes back the last move and the result it made, if any; `false` when no move was played. */
  undo(): boolean;

  /** The result so far. */
  outcome(): Outcome;

  /** The current position as text (see `fromPosition`). */
  position(): string;

  /** Whether the current position is the one `text` describes. */
  isPosition(text: string): boolean;

  /** The game record: tags (`ruleset`, `result`, `position` when set up), then numbered turns. */
  record(): string;

  /**
   * The 121 squares, index `(rank - 1) * 11 + file` with file 0 for `a`:
   * 0 empty, 1 attacker, 2 defender, 3 king.
   */
  board(): Uint8Array;

  /** The moves played, each with its captures (`'g1-g3xe2'`). */
  history(): string[];

  /** How often the current position has occurred in this game, this time included. */
  repetitions(): number;

  /** The side whose draw offer stands, or `null`. */
  drawOffer(): Side | null;

  /**
   * `side` offers a draw; it stands until the other side accepts it or
   * makes a move. Throws when the ruleset has no draws or the game is over.
   */
  offerDraw(side: Side): void;

  /**
   * `side` accepts the other side's standing offer: the game is drawn.
   * Throws when there is no such offer, the ruleset has no draws, or the
   * game is over.
   */
  acceptDraw(side: Side): Outcome;

  /**
   * `side` resigns: the other side wins with reason `'resignation'`, and the
   * record says so. Throws when the game is already over.
   */
  resign(side: Side): Outcome;

  /**
   * `side`'s clock ran out: the other side wins with reason `'timeout'`, and
   * the record says so (`[reason:timeout]`). The clock is the caller's; the
   * engine only records the end. Throws when the game is already over.
   */
  timeout(side: Side): Outcome;

  /**
   * The AI's move for the side to move, `'from-to'`; it is not played.
   * Throws when the game is over.
   */
  aiMove(level: Level, options?: AiOptions): string;

  /**
   * The squares that decided the game, in square order (`[]` while it goes
   * on, and for a draw, a resignation or a loss on time): for an escape the king on its
   * corner; a king capture the king and its four captors, the empty throne
   * included; an exit fort the king and the fort's defenders (see
   * `fortPieces`); an encirclement the attackers of the ring; a repetition
   * the two squares of the repeating move; no legal move every piece of the
   * side that had none.
   */
  decidingSquares(): string[];

  /**
   * The king and the defenders of an exit fort standing in the current
   * position (the defenders around the king's empty squares, diagonal
   * corners included); `[]` when there is none or the ruleset has no forts.
   */
  fortPieces(): string[];

  /**
   * The shield wall that captured on move `ply` of `history()` (from 0),
   * or `null` when that move captured nothing by one. Throws when `ply` is
   * not a move of the game.
   */
  shieldWall(ply: number): ShieldWall | null;

  /**
   * The corners the king could land on with one move (M1, M2: it slides
   * over empty squares), in square order, in the position after `ply` moves
   * of `history()` (by default the current one), whoever is to move there
   * and whether or not the game is over; `[]` when it reaches none. Throws
   * when `ply` is not a position of the game.
   */
  cornerReach(ply?: number): string[];

  /**
   * Releases the game's memory now; the game cannot be used afterwards (a
   * second call does nothing). Without it the memory is released when the
   * game is garbage-collected. Called from a getter while the game reads its
   * arguments, the call then throws; called while the engine runs a call on
   * this game (from a patched `performance.now`), the memory is released
   * when that call returns. Where `Symbol.dispose` exists, Game has it too.
   */
  free(): void;
}

// --- analyse (multi-line analysis) -------------------------------------------

/** Options of `analyse`; each is optional. */
export interface AnalyseOptions extends AiOptions {
  /** How many best moves to give, 1 to 64 (default 1). */
  lines?: number | bigint;
}

/** One line of an analysis. */
export interface AnalysisLine {
  /** The root move, `'from-to'`. */
  move: string;
  /** Its principal variation (starts with `move`), each `'from-to'`. */
  pv: string[];
  /** Score from the side to move's view, in the evaluation's units; a won or lost game is near ±30000. */
  score: number;
  /** For a forced win or loss: plies to the end, positive when the side to move wins. */
  mate?: number;
  /** The line's own search scored it higher than the line above, whose score it reports as a lower bound. */
  lowerBound: boolean;
  /** Deepest iteration completed for this line. */
  depth: number;
  /** Each side's chance to win, from the fitted score-to-result curve (1 and 0 for a forced result). */
  winChance: { attackers: number; defenders: number };
}

/** The result of `analyse`. */
export interface Analysis {
  /** The least depth completed by any line. */
  depth: number;
  /** The deepest ply reached. */
  seldepth: number;
  /** Nodes of all lines together. */
  nodes: number;
  /** Best first; as many as asked, or fewer when fewer moves are legal; `[]` when the game is over. */
  lines: AnalysisLine[];
}

export interface Game {
  /**
   * Multi-line analysis of the current position at full strength. `depth`
   * and `nodes` limit each line, `timeMs` the whole; with `nodes` or
   * `depth` and no `timeMs` the result is reproducible.
   */
  analyse(options?: AnalyseOptions): Analysis;
}

/** A progress report of `Searcher.analyse`: one finished iteration of one line. */
export interface DepthReport {
  /** Which line (0-based). */
  line: number;
  depth: number;
  seldepth: number;
  /** Nodes of this line's search so far. */
  nodes: number;
  nps: number;
  score: number;
  mate?: number;
  move: string | null;
  pv: string[];
  winChance: { attackers: number; defenders: number };
  elapsedMs: number;
}

/**
 * One search engine (a 16 MiB transposition table and the move-ordering
 * history, allocated once) reused across the `aiMove` and `analyse` calls of
 * a game. A position of the same game as the previous call keeps what the
 * earlier searches learnt; another game, or a call with `nodes` and no
 * `timeMs`, starts from a cleared table (and so answers exactly as
 * `Game.aiMove` / `Game.analyse`). `hnef/worker` keeps one per worker.
 */
export class Searcher {
  constructor();
  /** Whether the last call kept what earlier calls had learnt. */
  readonly kept: boolean;
  aiMove(game: Game, level: Level, options?: AiOptions): string;
  analyse(game: Game, options?: AnalyseOptions, onDepth?: (report: DepthReport) => void): Analysis;
  /** Forgets everything learnt (cleared, not reallocated). */
  clear(): void;
  free(): void;
}
