//! An independent, deliberately naive implementation of docs/RULES.md, used to
//! cross-check the engine (perft counts, playouts).
//!
//! Nothing here uses the engine's rule code: the board is a plain 11x11 array
//! of cells, moves are found by walking square by square, and every capture
//! and win is written clause by clause from docs/RULES.md (M1, M2, C1-C3, K1,
//! W1-W4, E1, E2, and the classic ruleset's differences). The engine's types
//! appear only in [`RefPos::from_engine`], to read its pieces square by
//! square. Speed is not a goal; being obviously right is.

#![allow(dead_code)]

/// What stands on a square.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Cell {
    /// Nothing.
    Empty,
    /// An attacker.
    Attacker,
    /// An ordinary defender.
    Defender,
    /// The king.
    King,
}

/// The two sides.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum RefSide {
    /// Attackers (move first).
    Attackers,
    /// Defenders and king.
    Defenders,
}

impl RefSide {
    /// The other side.
    pub fn other(self) -> RefSide {
        match self {
            RefSide::Attackers => RefSide::Defenders,
            RefSide::Defenders => RefSide::Attackers,
        }
    }

    /// `"attackers"` / `"defenders"` (the engine's `Side::name`).
    pub fn name(self) -> &'static str {
        match self {
            RefSide::Attackers => "attackers",
            RefSide::Defenders => "defenders",
        }
    }
}

impl Cell {
    /// The side a piece plays for (`None` for an empty square).
    pub fn side(self) -> Option<RefSide> {
        match self {
            Cell::Empty => None,
            Cell::Attacker => Some(RefSide::Attackers),
            Cell::Defender | Cell::King => Some(RefSide::Defenders),
        }
    }
}

/// The two rulesets of docs/RULES.md.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Variant {
    /// `copenhagen-hnefatafl-11x11-2025-v1`.
    Copenhagen,
    /// `viking-chess-classic-11x11`.
    Classic,
}

impl Variant {
    /// The variant with this ruleset id.
    ///
    /// # Panics
    ///
    /// On an unknown id.
    pub fn from_id(id: &str) -> Variant {
        match id {
            "copenhagen-hnefatafl-11x11-2025-v1" => Variant::Copenhagen,
            "viking-chess-classic-11x11" => Variant::Classic,
            _ => panic!("unknown ruleset id {id}"),
        }
    }
}

/// The end of a game: the winner and the rule, named as the engine's
/// `Reason::name` names them.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct RefOutcome {
    /// Who won.
    pub winner: RefSide,
    /// `escape`, `exit_fort`, `king_captured`, `encirclement`, `repetition`
    /// or `no_moves`.
    pub reason: &'static str,
}

/// A move as (from, to) square indices, index = rank * 11 + file.
pub type RefMove = (usize, usize);

/// Square index from file and rank (both 0..=10).
pub fn idx(f: i32, r: i32) -> usize {
    (r * 11 + f) as usize
}

/// The name of a square index, e.g. `f6`.
pub fn name(i: usize) -> String {
    format!("{}{}", (b'a' + (i % 11) as u8) as char, i / 11 + 1)
}

fn on_board(f: i32, r: i32) -> bool {
    (0..11).contains(&f) && (0..11).contains(&r)
}

fn is_corner(f: i32, r: i32) -> bool {
    (f == 0 || f == 10) && (r == 0 || r == 10)
}

fn is_throne(f: i32, r: i32) -> bool {
    f == 5 && r == 5
}

fn is_edge(f: i32, r: i32) -> bool {
    f == 0 || f == 10 || r == 0 || r == 10
}

const DIRS: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

/// An edge of the board: the two steps along it and the step inwards.
type Edge = ([(i32, i32); 2], (i32, i32));

/// A position: cells indexed `[file][rank]` and the side to move.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct RefPos {
    /// `cells[file][rank]`.
    pub cells: [[Cell; 11]; 11],
    /// Who moves next.
    pub to_move: RefSide,
}

/// The result of applying a move.
#[derive(Clone, Debug)]
pub struct Applied {
    /// The position after the move and its captures, the other side to move.
    pub next: RefPos,
    /// Captured ordinary pieces, square indices in increasing order.
    pub captured: Vec<usize>,
    /// The mover's win (W1-W4), if any. Repetition and E1 need the game.
    pub win: Option<RefOutcome>,
}

impl RefPos {
    /// Reads our position text (`3aaaaa3/.../3aaaaa3 a`, rank 11 first),
    /// written independently of the engine's parser.
    ///
    /// # Panics
    ///
    /// On malformed text (test data is trusted).
    pub fn from_text(text: &str) -> RefPos {
        let mut parts = text.split_whitespace();
        let placement = parts.next().expect("placement");
        let to_move = match parts.next().expect("side to move") {
            "a" => RefSide::Attackers,
            "d" => RefSide::Defenders,
            s => panic!("bad side {s}"),
        };
        let rows: Vec<&str> = placement.split('/').collect();
        assert_eq!(rows.len(), 11, "{text}");
        let mut cells = [[Cell::Empty; 11]; 11];
        for (i, row) in rows.iter().enumerate() {
            let r = 10 - i;
            let mut f = 0usize;
            let mut run = 0usize;
            for c in row.chars() {
                if let Some(d) = c.to_digit(10) {
                    run = run * 10 + d as usize;
                    continue;
                }
                f += run;
                run = 0;
                cells[f][r] = match c {
                    'a' => Cell::Attacker,
                    'd' => Cell::Defender,
                    'k' => Cell::King,
                    _ => panic!("bad cell {c} in {text}"),
                };
                f += 1;
            }
            f += run;
            assert_eq!(f, 11, "rank {} of {text}", r + 1);
        }
        RefPos { cells, to_move }
    }

    /// Reads the engine's position square by square.
    pub fn from_engine(pos: &hnef::Position) -> RefPos {
        let mut cells = [[Cell::Empty; 11]; 11];
        for (f, column) in cells.iter_mut().enumerate() {
            for (r, cell) in column.iter_mut().enumerate() {
                let sq = hnef::Square::new(f as u8, r as u8).expect("on board");
                *cell = match pos.board().piece_at(sq) {
                    None => Cell::Empty,
                    Some(hnef::Piece::Attacker) => Cell::Attacker,
                    Some(hnef::Piece::Defender) => Cell::Defender,
                    Some(hnef::Piece::King) => Cell::King,
                };
            }
        }
        let to_move = match pos.side_to_move() {
            hnef::Side::Attackers => RefSide::Attackers,
            hnef::Side::Defenders => RefSide::Defenders,
        };
        RefPos { cells, to_move }
    }

    /// The cell at file `f`, rank `r` (both on the board).
    pub fn at(&self, f: i32, r: i32) -> Cell {
        self.cells[f as usize][r as usize]
    }

    fn set(&mut self, f: i32, r: i32, c: Cell) {
        self.cells[f as usize][r as usize] = c;
    }

    fn king(&self) -> Option<(i32, i32)> {
        for f in 0..11 {
            for r in 0..11 {
                if self.at(f, r) == Cell::King {
                    return Some((f, r));
                }
            }
        }
        None
    }

    /// Every legal move of the side to move (M1, M2, and the classic
    /// throne), in no particular order.
    pub fn moves(&self, v: Variant) -> Vec<RefMove> {
        let mut out = Vec::new();
        for f in 0..11 {
            for r in 0..11 {
                let piece = self.at(f, r);
                if piece.side() != Some(self.to_move) {
                    continue;
                }
                for (df, dr) in DIRS {
                    let (mut x, mut y) = (f + df, r + dr);
                    while on_board(x, y) {
                        // M1: no jumping over pieces.
                        if self.at(x, y) != Cell::Empty {
                            break;
                        }
                        let restricted = is_throne(x, y) || is_corner(x, y);
                        if piece == Cell::King || !restricted {
                            out.push((idx(f, r), idx(x, y)));
                        } else if is_throne(x, y) && v == Variant::Classic {
                            // Classic: the empty throne blocks all but the king.
                            break;
                        }
                        // Copenhagen M2: ordinary pieces pass the empty throne.
                        x += df;
                        y += dr;
                    }
                }
            }
        }
        out
    }

    /// C2 (and the classic throne): whether the square at (f, r) is hostile
    /// to an ordinary piece of `victim`.
    fn hostile(&self, _v: Variant, f: i32, r: i32, victim: RefSide) -> bool {
        let empty = self.at(f, r) == Cell::Empty;
        if is_corner(f, r) {
            return empty;
        }
        if is_throne(f, r) {
            // Both rulesets: the throne is hostile to attackers always, and
            // to defenders only while it is empty (in the classic ruleset
            // the empty throne is hostile to both sides, and the occupied
            // one, holding the king, is not hostile to the defenders: the
            // same answer).
            return match victim {
                RefSide::Attackers => true,
                RefSide::Defenders => empty,
            };
        }
        false
    }

    /// Whether (f, r) holds a piece of `side` (the king counts for the
    /// defenders: it is armed).
    fn own(&self, f: i32, r: i32, side: RefSide) -> bool {
        self.at(f, r).side() == Some(side)
    }

    /// C1: ordinary enemies captured around the piece that landed on (f, r).
    fn custodial(&self, v: Variant, f: i32, r: i32, mover: RefSide) -> Vec<(i32, i32)> {
        let victim = mover.other();
        let mut out = Vec::new();
        for (df, dr) in DIRS {
            let (nx, ny) = (f + df, r + dr);
            if !on_board(nx, ny) {
                continue;
            }
            let n = self.at(nx, ny);
            if n == Cell::King || n.side() != Some(victim) {
                continue;
            }
            let (bx, by) = (nx + df, ny + dr);
            // The board's edge is never hostile.
            if !on_board(bx, by) {
                continue;
            }
            if self.own(bx, by, mover) || self.hostile(v, bx, by, victim) {
                out.push((nx, ny));
            }
        }
        out
    }

    /// C3: ordinary enemies captured by a shield wall bracketed by the piece
    /// that landed on (f, r).
    fn shield_wall(&self, f: i32, r: i32, mover: RefSide) -> Vec<(i32, i32)> {
        let victim = mover.other();
        let mut out = Vec::new();
        // Each edge through s: the two directions along it and the inward step.
        let mut edges: Vec<Edge> = Vec::new();
        if r == 0 {
            edges.push(([(1, 0), (-1, 0)], (0, 1)));
        }
        if r == 10 {
            edges.push(([(1, 0), (-1, 0)], (0, -1)));
        }
        if f == 0 {
            edges.push(([(0, 1), (0, -1)], (1, 0)));
        }
        if f == 10 {
            edges.push(([(0, 1), (0, -1)], (-1, 0)));
        }
        for (along, (ix, iy)) in edges {
            for (df, dr) in along {
                let mut run = Vec::new();
                let (mut x, mut y) = (f + df, r + dr);
                while on_board(x, y) && self.at(x, y).side() == Some(victim) {
                    run.push((x, y));
                    x += df;
                    y += dr;
                }
                if run.len() < 2 {
                    continue;
                }
                // (x, y) is the square just past the far end.
                if !on_board(x, y) {
                    continue;
                }
                if !(self.own(x, y, mover) || is_corner(x, y)) {
                    continue;
                }
                let fronted = run.iter().all(|&(px, py)| {
                    let (qx, qy) = (px + ix, py + iy);
                    on_board(qx, qy) && self.own(qx, qy, mover)
                });
                if fronted {
                    // The king of a run stays on its square.
                    out.extend(
                        run.into_iter()
                            .filter(|&(px, py)| self.at(px, py) != Cell::King),
                    );
                }
            }
        }
        out
    }

    /// K1: whether the attacker that landed on `to` captured the king.
    fn king_captured(&self, to: (i32, i32)) -> bool {
        let Some((kf, kr)) = self.king() else {
            return false;
        };
        if is_edge(kf, kr) {
            return false;
        }
        let mut closes = false;
        for (df, dr) in DIRS {
            let (x, y) = (kf + df, kr + dr);
            if (x, y) == to {
                closes = true;
            }
            let c = self.at(x, y);
            let empty_throne = is_throne(x, y) && c == Cell::Empty;
            if c != Cell::Attacker && !empty_throne {
                return false;
            }
        }
        closes
    }

    /// W4: the attackers enclose the king and every defender.
    fn encircled(&self) -> bool {
        let Some(k) = self.king() else {
            return false;
        };
        let mut seen = [[false; 11]; 11];
        let mut stack = vec![k];
        seen[k.0 as usize][k.1 as usize] = true;
        while let Some((f, r)) = stack.pop() {
            if is_edge(f, r) {
                return false;
            }
            for (df, dr) in DIRS {
                let (x, y) = (f + df, r + dr);
                if on_board(x, y)
                    && !seen[x as usize][y as usize]
                    && self.at(x, y) != Cell::Attacker
                {
                    seen[x as usize][y as usize] = true;
                    stack.push((x, y));
                }
            }
        }
        for f in 0..11 {
            for r in 0..11 {
                if self.at(f, r) == Cell::Defender && !seen[f as usize][r as usize] {
                    return false;
                }
            }
        }
        true
    }

    /// W2: the exit fort, clause by clause.
    fn exit_fort(&self) -> bool {
        let Some((kf, kr)) = self.king() else {
            return false;
        };
        // 1. The king on an edge square that is not a corner.
        if !is_edge(kf, kr) || is_corner(kf, kr) {
            return false;
        }
        // 2. I: reachable from the king over empty squares, king's square
        // included; the king has an empty neighbour.
        let mut inside = [[false; 11]; 11];
        inside[kf as usize][kr as usize] = true;
        let mut stack = vec![(kf, kr)];
        while let Some((f, r)) = stack.pop() {
            for (df, dr) in DIRS {
                let (x, y) = (f + df, r + dr);
                if on_board(x, y) && !inside[x as usize][y as usize] && self.at(x, y) == Cell::Empty
                {
                    inside[x as usize][y as usize] = true;
                    stack.push((x, y));
                }
            }
        }
        let king_can_move = DIRS.iter().any(|&(df, dr)| {
            let (x, y) = (kf + df, kr + dr);
            on_board(x, y) && self.at(x, y) == Cell::Empty
        });
        if !king_can_move {
            return false;
        }
        let in_i = |x: i32, y: i32| on_board(x, y) && inside[x as usize][y as usize];
        // 3. No square of I next to an attacker.
        for f in 0..11 {
            for r in 0..11 {
                if !in_i(f, r) {
                    continue;
                }
                for (df, dr) in DIRS {
                    let (x, y) = (f + df, r + dr);
                    if on_board(x, y) && self.at(x, y) == Cell::Attacker {
                        return false;
                    }
                }
            }
        }
        // 4. W: start from every defender (king included) and drop the
        // unsupported ones until nothing changes.
        let mut wall = [[false; 11]; 11];
        for f in 0..11 {
            for r in 0..11 {
                wall[f as usize][r as usize] = self.at(f, r).side() == Some(RefSide::Defenders);
            }
        }
        // A square of I is hostile (supports nothing) when it is an empty
        // throne or an empty corner.
        let supports = |wall: &[[bool; 11]; 11], x: i32, y: i32| -> bool {
            if !on_board(x, y) {
                return true;
            }
            if wall[x as usize][y as usize] {
                return true;
            }
            if in_i(x, y) {
                let hostile = (is_throne(x, y) || is_corner(x, y)) && self.at(x, y) == Cell::Empty;
                return !hostile;
            }
            false
        };
        loop {
            let mut changed = false;
            for f in 0..11 {
                for r in 0..11 {
                    if !wall[f as usize][r as usize] {
                        continue;
                    }
                    let horizontal = supports(&wall, f - 1, r) || supports(&wall, f + 1, r);
                    let vertical = supports(&wall, f, r - 1) || supports(&wall, f, r + 1);
                    if !(horizontal && vertical) {
                        wall[f as usize][r as usize] = false;
                        changed = true;
                    }
                }
            }
            if !changed {
                break;
            }
        }
        for f in 0..11 {
            for r in 0..11 {
                if self.at(f, r).side() != Some(RefSide::Defenders) {
                    continue;
                }
                let touches_i = DIRS.iter().any(|&(df, dr)| in_i(f + df, r + dr));
                if touches_i && !wall[f as usize][r as usize] {
                    return false;
                }
            }
        }
        true
    }

    /// Applies `mv` (assumed legal): the move, its captures (C1, C3), then
    /// the mover's wins (attackers W3 then W4, defenders W1 then W2).
    pub fn apply(&self, v: Variant, mv: RefMove) -> Applied {
        let (ff, fr) = ((mv.0 % 11) as i32, (mv.0 / 11) as i32);
        let (tf, tr) = ((mv.1 % 11) as i32, (mv.1 / 11) as i32);
        let mover = self.to_move;
        let piece = self.at(ff, fr);
        assert_eq!(
            piece.side(),
            Some(mover),
            "no piece of the mover on {}",
            name(mv.0)
        );
        let mut next = self.clone();
        next.set(ff, fr, Cell::Empty);
        next.set(tf, tr, piece);
        // Captures are decided on the board after the move, all at once.
        let mut caps = next.custodial(v, tf, tr, mover);
        if v == Variant::Copenhagen && is_edge(tf, tr) {
            caps.extend(next.shield_wall(tf, tr, mover));
        }
        let mut captured: Vec<usize> = caps.iter().map(|&(x, y)| idx(x, y)).collect();
        captured.sort_unstable();
        captured.dedup();
        for &i in &captured {
            next.cells[i % 11][i / 11] = Cell::Empty;
        }
        next.to_move = mover.other();
        let win = match mover {
            RefSide::Attackers => {
                if next.king_captured((tf, tr)) {
                    Some(RefOutcome {
                        winner: RefSide::Attackers,
                        reason: "king_captured",
                    })
                } else if v == Variant::Copenhagen && next.encircled() {
                    Some(RefOutcome {
                        winner: RefSide::Attackers,
                        reason: "encirclement",
                    })
                } else {
                    None
                }
            }
            RefSide::Defenders => {
                if piece == Cell::King && is_corner(tf, tr) {
                    Some(RefOutcome {
                        winner: RefSide::Defenders,
                        reason: "escape",
                    })
                } else if v == Variant::Copenhagen && next.exit_fort() {
                    Some(RefOutcome {
                        winner: RefSide::Defenders,
                        reason: "exit_fort",
                    })
                } else {
                    None
                }
            }
        };
        Applied {
            next,
            captured,
            win,
        }
    }

    /// Leaf count at `depth`: sequences of exactly `depth` legal moves, a
    /// game that has ended (mover's win, no legal move) having no moves;
    /// repetition ignored.
    pub fn perft(&self, v: Variant, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.moves(v);
        if depth == 1 {
            return moves.len() as u64;
        }
        let mut total = 0;
        for mv in moves {
            let a = self.apply(v, mv);
            if a.win.is_none() {
                total += a.next.perft(v, depth - 1);
            }
        }
        total
    }
}

/// A game: the positions so far (for E2) and the result.
#[derive(Clone, Debug)]
pub struct RefGame {
    /// The ruleset.
    pub variant: Variant,
    /// Every position so far, the start first.
    pub history: Vec<RefPos>,
    /// The result once the game has ended.
    pub outcome: Option<RefOutcome>,
    /// The legal moves of the current position (E1 needs them anyway).
    pub moves: Vec<RefMove>,
}

impl RefGame {
    /// A game from `start`; E1 decides at once when the side to move cannot
    /// move.
    pub fn new(variant: Variant, start: RefPos) -> RefGame {
        let moves = start.moves(variant);
        let outcome = moves.is_empty().then(|| RefOutcome {
            winner: start.to_move.other(),
            reason: "no_moves",
        });
        RefGame {
            variant,
            history: vec![start],
            outcome,
            moves,
        }
    }

    /// The current position.
    pub fn current(&self) -> &RefPos {
        self.history.last().expect("never empty")
    }

    /// Plays a move: refused (`Err`) when the game is over or the move is
    /// not among [`RefPos::moves`]; otherwise the captures, then the result
    /// in the order of docs/RULES.md (mover's wins, E2, E1).
    pub fn play(&mut self, mv: RefMove) -> Result<Vec<usize>, String> {
        if self.outcome.is_some() {
            return Err("game over".into());
        }
        let cur = self.current().clone();
        if !self.moves.contains(&mv) {
            return Err(format!("{}-{} is not legal", name(mv.0), name(mv.1)));
        }
        let mover = cur.to_move;
        let a = cur.apply(self.variant, mv);
        self.history.push(a.next.clone());
        self.outcome = a.win.or_else(|| {
            // E2: the start counts as the first occurrence.
            let seen = self.history.iter().filter(|p| **p == a.next).count();
            (seen >= 3).then(|| {
                let loser = match self.variant {
                    Variant::Copenhagen => RefSide::Defenders,
                    Variant::Classic => mover,
                };
                RefOutcome {
                    winner: loser.other(),
                    reason: "repetition",
                }
            })
        });
        self.moves = a.next.moves(self.variant);
        if self.outcome.is_none() && self.moves.is_empty() {
            self.outcome = Some(RefOutcome {
                winner: a.next.to_move.other(),
                reason: "no_moves",
            });
        }
        Ok(a.captured)
    }
}
