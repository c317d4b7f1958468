//! The evaluation's weights, one named term each, and the glossary.
//!
//! Every weight is in centipawn-like units from the **attackers'** view
//! (positive = good for the attackers); the search negates for the
//! defenders. The evaluation is linear: `score = sum(weight[t] * feature[t])`
//! where [`crate::search::eval::trace`] computes the integer features, so the
//! tuner (`src/bin/tune.rs`) fits these numbers by logistic regression on game
//! outcomes and writes them back between the `BEGIN TUNED` / `END TUNED`
//! markers below.
//!
//! # Glossary
//!
//! | term | feature (count or 0/1) |
//! |---|---|
//! | `material_attacker` | attackers on the board |
//! | `material_defender` | ordinary defenders on the board |
//! | `king_mobility` | squares the king can move to |
//! | `king_routes_1` | exactly one king move lands on a square that sees a corner (an escape threat) |
//! | `king_routes_2` | two or more such squares |
//! | `king_fork` | some king move lands on a square that sees two corners (a double threat) |
//! | `king_routes_far` | squares the king reaches in one move from which a threat square is one more move away (capped at 8) |
//! | `king_edge_reach` | edge squares in the king's empty-square flood fill (capped at 16) |
//! | `cordon_area` | squares the king could reach if the defenders moved away: flood fill over every square without an attacker (capped at 60) |
//! | `cordon_closed` | that fill touches no edge: the attackers' ring is closed (W4 is near) |
//! | `cordon_outside` | with the ring closed, defenders outside it (they can still break it) |
//! | `surround_1..3` | hostile sides around the king off the edge: attackers, plus an empty throne next to it (one-hot 1, 2, 3); `surround_3` is set by hand to 61: the 2026-12-04 fit (see `docs/MATCHES.md`) gave 168, and with it a king held on three sides scored so well that the attackers stopped closing in, leaving 5 of the 24 endgame-suite positions unfinished |
//! | `king_diag_attackers` | attackers diagonally next to the king |
//! | `king_guards` | defenders orthogonally next to the king |
//! | `king_on_edge` | the king stands on an edge square |
//! | `fort_defenders` | king on an edge: defenders in the 3x3 block around it (capped at 5) — exit-fort potential |
//! | `fort_clear` | king on an edge and no attacker in that 3x3 block |
//! | `corner_guard_1..3` | per corner, attackers in the corner's 3x3 block (one-hot 1, 2, 3+, summed over corners); while the king is boxed (see `boxed_squeeze`) every corner counts as 3+ instead, so the guards are free to hunt; while the attackers hunt (at most one defender left against 13 attackers or more, two against 15 or more), a corner the king cannot reach within two king moves counts one attacker more than it has |
//! | `attacker_mobility` | empty squares some attacker reaches in one move / 4 |
//! | `defender_mobility` | empty squares some ordinary defender reaches in one move / 4 |
//! | `tempo` | +1 when the attackers are to move, -1 otherwise |
//! | `king_open_corner` | per corner, (3 - its guards, the attackers in its 3x3 block capped at 3) x (6 - the king's king-step distance to it), counted where both are positive and summed over the corners: the king close to a corner the attackers have not closed |
//! | `boxed_squeeze` | the king is boxed: every square next to it holds an attacker, so it cannot move, and no defender can land with its next move on a square beyond one of those attackers, seen from the king (that would capture the attacker against the armed king and open the box; such a box counts as none). On an edge W4 is impossible, and the game is won by E1 or by capturing the defenders. Feature: `64 - moves of the ordinary defenders`, floored at 0 (weight set by hand, 64, from the boxed suite: see docs/MATCHES.md) |
//! | `corner_sealed` | corners the attackers alone cut off from the king: the squares without an attacker connected to the corner by orthogonal steps (defenders counted as gone) number at most 10, the corner included, and none holds the king (the diagonal a3, b2, c1 seals a1; so does a4, b3, c2, d1); all four while the king is boxed, as with `corner_guard_3`, and a corner that counts three guards with the hunt's extra one |
//! | `lone_king_room` | only while the attackers hunt (see `corner_guard_1..3`) a king with no defender left: 110 minus the squares the king reaches within two moves (weight set by hand, 15, from the lone-king suite: see docs/MATCHES.md) |
//! | `pst_attacker[c]`, `pst_defender[c]`, `pst_king[c]` | pieces on squares of symmetry class `c` (see below) |
//!
//! Piece-square tables use the board's eight symmetries: a square's class
//! is its (min(file, 10-file), min(rank, 10-rank)) pair folded so the
//! smaller coordinate comes first, `class = b*(b+1)/2 + a` with `a <= b`
//! (0 = corner, 20 = throne): 21 classes per piece kind.

/// Number of symmetry classes of squares.
pub const CLASSES: usize = 21;

/// Term indices (see the glossary in the module docs).
pub mod term {
    /// Attackers on the board.
    pub const MATERIAL_ATTACKER: usize = 0;
    /// Ordinary defenders on the board.
    pub const MATERIAL_DEFENDER: usize = 1;
    /// King moves.
    pub const KING_MOBILITY: usize = 2;
    /// Exactly one escape-threat square in reach.
    pub const KING_ROUTES_1: usize = 3;
    /// Two or more escape-threat squares in reach.
    pub const KING_ROUTES_2: usize = 4;
    /// A double threat in reach.
    pub const KING_FORK: usize = 5;
    /// Squares two king moves from a threat.
    pub const KING_ROUTES_FAR: usize = 6;
    /// Edge squares the king's empty flood fill reaches.
    pub const KING_EDGE_REACH: usize = 7;
    /// Squares without attackers connected to the king.
    pub const CORDON_AREA: usize = 8;
    /// The attackers' ring is closed.
    pub const CORDON_CLOSED: usize = 9;
    /// Defenders outside a closed ring.
    pub const CORDON_OUTSIDE: usize = 10;
    /// One hostile side around the king.
    pub const SURROUND_1: usize = 11;
    /// Two hostile sides around the king.
    pub const SURROUND_2: usize = 12;
    /// Three hostile sides around the king.
    pub const SURROUND_3: usize = 13;
    /// Attackers diagonally next to the king.
    pub const KING_DIAG_ATTACKERS: usize = 14;
    /// Defenders next to the king.
    pub const KING_GUARDS: usize = 15;
    /// The king on an edge square.
    pub const KING_ON_EDGE: usize = 16;
    /// Defenders around an edge king.
    pub const FORT_DEFENDERS: usize = 17;
    /// No attacker around an edge king.
    pub const FORT_CLEAR: usize = 18;
    /// Corners with one attacker in their block.
    pub const CORNER_GUARD_1: usize = 19;
    /// Corners with two attackers in their block.
    pub const CORNER_GUARD_2: usize = 20;
    /// Corners with three or more attackers in their block.
    pub const CORNER_GUARD_3: usize = 21;
    /// Attackers' mobility / 4.
    pub const ATTACKER_MOBILITY: usize = 22;
    /// Defenders' mobility / 4.
    pub const DEFENDER_MOBILITY: usize = 23;
    /// Side to move.
    pub const TEMPO: usize = 24;
    /// The king boxed by attackers: how few moves the defenders have left.
    pub const BOXED_SQUEEZE: usize = 25;
    /// The king close to corners with few guards.
    pub const KING_OPEN_CORNER: usize = 26;
    /// Corners the attackers alone cut off from the king.
    pub const CORNER_SEALED: usize = 27;
    /// A lone king's room: how few squares it reaches within two moves.
    pub const LONE_KING_ROOM: usize = 28;
    /// First attacker piece-square entry.
    pub const PST_ATTACKER: usize = 29;
    /// First defender piece-square entry.
    pub const PST_DEFENDER: usize = PST_ATTACKER + super::CLASSES;
    /// First king piece-square entry.
    pub const PST_KING: usize = PST_DEFENDER + super::CLASSES;
    /// Number of terms.
    pub const COUNT: usize = PST_KING + super::CLASSES;
}

/// Number of evaluation terms.
pub const TERMS: usize = term::COUNT;

/// The name of term `i` (for the tuner's output and reports).
pub fn name(i: usize) -> String {
    const NAMES: [&str; term::PST_ATTACKER] = [
        "material_attacker",
        "material_defender",
        "king_mobility",
        "king_routes_1",
        "king_routes_2",
        "king_fork",
        "king_routes_far",
        "king_edge_reach",
        "cordon_area",
        "cordon_closed",
        "cordon_outside",
        "surround_1",
        "surround_2",
        "surround_3",
        "king_diag_attackers",
        "king_guards",
        "king_on_edge",
        "fort_defenders",
        "fort_clear",
        "corner_guard_1",
        "corner_guard_2",
        "corner_guard_3",
        "attacker_mobility",
        "defender_mobility",
        "tempo",
        "boxed_squeeze",
        "king_open_corner",
        "corner_sealed",
        "lone_king_room",
    ];
    if i < term::PST_ATTACKER {
        NAMES[i].to_string()
    } else if i < term::PST_DEFENDER {
        format!("pst_attacker[{}]", i - term::PST_ATTACKER)
    } else if i < term::PST_KING {
        format!("pst_defender[{}]", i - term::PST_DEFENDER)
    } else {
        format!("pst_king[{}]", i - term::PST_KING)
    }
}

/// The weights, indexed by [`term`]. Written by `cargo run --release --bin
/// tune -- --write`, which starts its fit from the values found here (the
/// first values were set by hand).
#[rustfmt::skip]
pub const WEIGHTS: [i32; TERMS] = [
    // BEGIN TUNED
    86, -79, -3, 9, -13, -42, -14, -4, -14,
    264, 107, -28, -11, 61, -3, 12, -32, -25,
    -55, 60, 90, 148, -14, -31, 5, 64, -21,
    10, 15,
    // pst_attacker
    0, -21, 40, -19, -13, -12, 2, -3, 28, 15, 11, 40, 15, -2, 2, -11, 18, 17, 4, -9, 0,
    // pst_defender
    0, -32, -47, -32, -18, 18, -48, 15, 24, 24, 16, 14, 29, 9, -13, 28, 42, 13, 33, 33, 0,
    // pst_king
    0, 0, -28, -26, -65, -7, 1, -9, -3, -8, 18, 14, 6, 6, 7, 10, 0, 1, -14, 15, 43,
    // END TUNED
];
