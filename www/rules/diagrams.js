// The rules page's diagrams, shared by every language (the words are in the
// language modules under `figures.<id>`). Each spec is drawn by ../diagram.js.
//
// `check` is what the engine must agree with (tests/www/rules-diagrams.test.mjs
// plays `move` from the drawn position and compares): the captured squares are
// `x` minus the king, and `status`/`reason` the outcome after the move (or
// after `line`, a list of moves played from the drawn position).

export const COPENHAGEN = 'copenhagen-hnefatafl-11x11-2025-v1';
export const CLASSIC = 'viking-chess-classic-11x11';

export const START = '3aaaaa3/5a5/11/a4d4a/a3ddd3a/aa1ddkdd1aa/a3ddd3a/a4d4a/11/5a5/3aaaaa3 a';

export const DIAGRAMS = Object.freeze({
  setup: { pos: START, check: { status: 'ongoing' } },

  // M1: a rook's move; the dots are every square the defender on d4 can reach.
  m1: {
    view: ['a1', 'g7'],
    pieces: { a: 'b4 d7', d: 'd4 d2 g4', k: 'f6' },
    side: 'd',
    targets: 'd4',
    dots: 'c4 e4 f4 d5 d6 d3',
    hl: 'd4',
    check: { status: 'ongoing' },
  },

  // M2: passing through the empty throne, never stopping there.
  m2: {
    view: ['c3', 'i9'],
    pieces: { a: 'e9 f9 g9 c6', d: 'h6', k: 'h8' },
    side: 'a',
    targets: 'f9',
    dots: 'f8 f7 f5 f4 f3',
    no: 'f6',
    check: { status: 'ongoing' },
  },

  // C1: one move captures two pieces.
  c1: {
    view: ['b3', 'h8'],
    pieces: { a: 'e2 c5 e7', d: 'd5 e6', k: 'f6' },
    move: 'e2-e5',
    x: 'd5 e6',
    check: { status: 'ongoing' },
  },

  // C1: moving between two enemies is safe.
  c1safe: {
    view: ['b3', 'h8'],
    pieces: { a: 'd5 f5 h7', d: 'e8 c3', k: 'g8' },
    move: 'e8-e5',
    check: { status: 'ongoing' },
  },

  // C2: the empty throne as the second jaw against a defender.
  c2throne: {
    view: ['c3', 'i9'],
    pieces: { a: 'd8', d: 'f7 h5', k: 'h3' },
    move: 'd8-f8',
    hl: 'f6',
    x: 'f7',
    check: { status: 'ongoing' },
  },

  // C2: an empty corner as the second jaw (here against an attacker).
  c2corner: {
    view: ['a7', 'f11'],
    pieces: { a: 'a10 d8', d: 'e9', k: 'f6' },
    move: 'e9-a9',
    hl: 'a11',
    x: 'a10',
    check: { status: 'ongoing' },
  },

  // C3: shield wall on the bottom edge.
  c3: {
    view: ['a1', 'h5'],
    pieces: { a: 'b1 c2 d2 e2 f4', d: 'c1 d1 e1', k: 'f6' },
    move: 'f4-f1',
    x: 'c1 d1 e1',
    check: { status: 'ongoing' },
  },

  // K1: four attackers around the king, the last one arriving.
  k1: {
    view: ['d4', 'j10'],
    pieces: { a: 'f8 h8 g9 g4', d: 'd5', k: 'g8' },
    move: 'g4-g7',
    x: 'g8',
    check: { status: 'attackers_win', reason: 'king_captured' },
  },

  // W1: the king reaches a corner.
  w1: {
    view: ['f1', 'k6'],
    pieces: { a: 'i4 h2', d: 'g3', k: 'k4' },
    move: 'k4-k1',
    check: { status: 'defenders_win', reason: 'escape' },
  },

  // W2: an exit fort on the bottom edge.
  w2: {
    view: ['b1', 'i6'],
    pieces: { a: 'c2 d4 h1 h3 c5', d: 'e1 g1 e2 g2 f3 e5', k: 'f1' },
    move: 'e5-e3',
    hl: 'f1 f2',
    check: { status: 'defenders_win', reason: 'exit_fort' },
  },

  // W3: next to the empty throne three attackers suffice.
  w3: {
    view: ['c3', 'i9'],
    pieces: { a: 'e7 g7 f9', d: 'd4', k: 'f7' },
    move: 'f9-f8',
    hl: 'f6',
    x: 'f7',
    check: { status: 'attackers_win', reason: 'king_captured' },
  },

  // W4: encirclement: no way out for the king nor any defender.
  w4: {
    view: ['b2', 'j10'],
    pieces: { a: 'd6 d7 e5 e8 g5 g8 h6 h7 f4 j9', d: 'e7 g6', k: 'f6' },
    move: 'j9-f9',
    hl: 'e6 f6 g6 e7 f7 g7 f8 f5',
    check: { status: 'attackers_win', reason: 'encirclement' },
  },

  // E1: the defenders cannot move and lose.
  e1: {
    view: ['a3', 'e9'],
    pieces: { a: 'a5 a7 e6 c4', k: 'a6' },
    move: 'e6-b6',
    check: { status: 'attackers_win', reason: 'no_moves' },
  },

  // E2: the third occurrence; the king and an attacker shuffle.
  e2: {
    view: ['e4', 'k10'],
    pieces: { a: 'h9 j4 k5 i7', d: 'g6', k: 'j7' },
    side: 'd',
    arrows: ['j7-j8', 'h9-h10'],
    hl: 'j8 h10',
    line: ['j7-j8', 'h9-h10', 'j8-j7', 'h10-h9', 'j7-j8', 'h9-h10', 'j8-j7', 'h10-h9'],
    check: { status: 'attackers_win', reason: 'repetition' },
  },

  // E3: a quiet position: play goes on unless both players agree to a draw.
  e3: {
    view: ['a1', 'k11'],
    pieces: { a: 'b2 b10 j2 j10 c3 c9 i3 i9 f4 f8 d6 h6', d: 'f5 f7 e6 g6', k: 'f6' },
    side: 'a',
    check: { status: 'ongoing' },
  },

  // Classic: the empty throne blocks ordinary pieces.
  classic: {
    ruleset: CLASSIC,
    view: ['c3', 'i9'],
    pieces: { a: 'e9 f9 g9 c6', d: 'h6', k: 'h8' },
    side: 'a',
    targets: 'f9',
    dots: 'f8 f7',
    no: 'f6',
    check: { status: 'ongoing' },
  },
});
