//! Text in and out: squares, moves with captures, positions and game
//! records, in the conventions docs/RULES.md names (ours, `OpenTafl`'s and bare
//! move lists).

use crate::bitboard::Bitboard;
use crate::board::Board;
use crate::game::{Game, GameError};
use crate::moves::Move;
use crate::piece::Side;
use crate::position::Position;
use crate::rules::{Outcome, Ruleset, COPENHAGEN};
use crate::square::Square;
use std::fmt;
use std::fmt::Write as _;

/// Why a text was rejected: the offending token and the reason.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct NotationError {
    /// The token (or the whole text when there is no better token).
    pub token: String,
    /// What is wrong with it.
    pub reason: String,
}

impl NotationError {
    fn new(token: impl Into<String>, reason: impl Into<String>) -> NotationError {
        NotationError {
            token: token.into(),
            reason: reason.into(),
        }
    }
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut token: String = self.token.chars().take(60).collect();
        if token.len() < self.token.len() {
            token.push('…');
        }
        write!(f, "'{}': {}", token, self.reason)
    }
}

impl std::error::Error for NotationError {}

/// Parses a square name (`a1`..`k11`, upper case accepted).
///
/// # Errors
///
/// When the text is not a square on the 11x11 board.
pub fn parse_square(text: &str) -> Result<Square, NotationError> {
    text.trim()
        .parse()
        .map_err(|e: crate::square::ParseSquareError| NotationError::new(text, e.to_string()))
}

/// A move read from text, with the captures written after it (if any).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParsedMove {
    /// The move.
    pub mv: Move,
    /// The captured squares written with `x` (duplicates folded), or `None`
    /// when the text names no capture.
    pub captures: Option<Bitboard>,
    /// Whether the text marks the mover as the king (`OpenTafl`'s `K`).
    pub king: bool,
}

/// Reads a square at the start of `s` (a letter and all the digits after
/// it); returns it and the rest.
fn take_square(s: &str) -> Option<(Square, &str)> {
    let b = s.as_bytes();
    if b.is_empty() || !b[0].is_ascii_alphabetic() {
        return None;
    }
    let n = 1 + b[1..].iter().take_while(|c| c.is_ascii_digit()).count();
    let sq = s[..n].parse::<Square>().ok()?;
    Some((sq, &s[n..]))
}

/// Parses a move: `f2-f4`, `f2f4`, with optional captures `xe5/g4` or
/// `xe5xg4`; an `OpenTafl` king letter (`Kf6-c6`) and trailing status marks
/// (`+`, `-`, `++`, `--`) are accepted and ignored.
///
/// # Errors
///
/// When the text is not a move of that shape (legality is not checked).
///
/// # Examples
///
/// ```
/// use hnef::notation::parse_move;
/// let m = parse_move("f2-f4xe5/g4").unwrap();
/// assert_eq!(m.mv.to_string(), "f2-f4");
/// assert_eq!(m.captures.unwrap().count(), 2);
/// assert_eq!(parse_move("F2F4").unwrap().mv.to_string(), "f2-f4");
/// ```
pub fn parse_move(text: &str) -> Result<ParsedMove, NotationError> {
    let bad = |why: &str| NotationError::new(text, why.to_string());
    let mut s = text.trim();
    if s.is_empty() {
        return Err(bad("empty move"));
    }
    // OpenTafl writes the king's moves with a K in front: Kf6-c6.
    let mut king = false;
    if s.len() > 2 && s.starts_with('K') && s.as_bytes()[1].is_ascii_lowercase() {
        s = &s[1..];
        king = true;
    }
    let (from, rest) = take_square(s).ok_or_else(|| bad("expected a start square like f2"))?;
    let rest = rest.strip_prefix('-').unwrap_or(rest);
    let (to, mut rest) = take_square(rest).ok_or_else(|| {
        let word: String = rest
            .chars()
            .take_while(char::is_ascii_alphanumeric)
            .collect();
        if word.is_empty() {
            bad("expected a target square after the start square")
        } else {
            bad(&format!(
                "the target square '{word}' is not a square (files a-k, ranks 1-11)"
            ))
        }
    })?;
    // Trailing status marks: + king threatened, - escape route, ++ / --.
    let trimmed = rest.trim_end_matches(['+', '-']);
    if rest.len() - trimmed.len() <= 3 {
        rest = trimmed;
    }
    let mut captures = None;
    if !rest.is_empty() {
        let Some(mut caps) = rest.strip_prefix(['x', 'X']) else {
            return Err(bad("unexpected text after the target square"));
        };
        let mut set = Bitboard::EMPTY;
        loop {
            let (sq, r) = take_square(caps)
                .ok_or_else(|| bad("expected a captured square after 'x' or '/'"))?;
            set.set(sq);
            if r.is_empty() {
                break;
            }
            caps = r
                .strip_prefix(['x', 'X'])
                .or_else(|| r.strip_prefix('/'))
                .ok_or_else(|| bad("captured squares are separated by 'x' or '/'"))?;
        }
        captures = Some(set);
    }
    Ok(ParsedMove {
        mv: Move::new(from, to),
        captures,
        king,
    })
}

/// The position in our text: ranks 11 to 1 separated by `/`, `a` `d` `k`,
/// digits for empty runs, then a space and `a` or `d`.
///
/// ```
/// use hnef::{Position, notation};
/// assert_eq!(
///     notation::position_text(&Position::start()),
///     "3aaaaa3/5a5/11/a4d4a/a3ddd3a/aa1ddkdd1aa/a3ddd3a/a4d4a/11/5a5/3aaaaa3 a"
/// );
/// ```
///
/// # Panics
///
/// Never: it walks the 121 squares of the board only.
pub fn position_text(pos: &Position) -> String {
    let board = pos.board();
    let mut out = String::new();
    for rank in (0..11u8).rev() {
        let mut empty = 0;
        for file in 0..11u8 {
            let sq = Square::new(file, rank).expect("on board");
            match board.piece_at(sq) {
                None => empty += 1,
                Some(p) => {
                    if empty > 0 {
                        out.push_str(&empty.to_string());
                        empty = 0;
                    }
                    out.push(p.letter());
                }
            }
        }
        if empty > 0 {
            out.push_str(&empty.to_string());
        }
        if rank > 0 {
            out.push('/');
        }
    }
    out.push(' ');
    out.push(pos.side_to_move().letter());
    out
}

/// Reads one rank of cells; `letters` maps a character to the piece set.
fn parse_rank(
    row: &str,
    rank: u8,
    board: &mut Board,
    letter: impl Fn(char) -> Option<crate::piece::Piece>,
    whole: &str,
) -> Result<(), NotationError> {
    let mut file: u32 = 0;
    let mut digits = String::new();
    let flush = |digits: &mut String, file: &mut u32| -> Result<(), NotationError> {
        if !digits.is_empty() {
            let n: u32 = digits.parse().unwrap_or(99);
            if n == 0 || n > 11 || digits.starts_with('0') {
                return Err(NotationError::new(
                    row,
                    format!("'{digits}' is not a run of 1 to 11 empty squares"),
                ));
            }
            *file += n;
            digits.clear();
        }
        Ok(())
    };
    for c in row.chars() {
        if c.is_ascii_digit() {
            digits.push(c);
            continue;
        }
        flush(&mut digits, &mut file)?;
        let piece = letter(c).ok_or_else(|| {
            NotationError::new(
                row,
                format!("unknown piece letter '{c}' on rank {}", rank + 1),
            )
        })?;
        if file >= 11 {
            return Err(NotationError::new(
                row,
                format!("rank {} is longer than 11 squares", rank + 1),
            ));
        }
        let sq = Square::new(file as u8, rank).expect("checked");
        board.set_of_mut(piece).set(sq);
        file += 1;
    }
    flush(&mut digits, &mut file)?;
    if file != 11 {
        return Err(NotationError::new(
            row,
            format!("rank {} has {} squares, not 11", rank + 1, file),
        ));
    }
    let _ = whole;
    Ok(())
}

/// Parses a position: our text (`3aaaaa3/.../3aaaaa3 a`) or an `OpenTafl`
/// position record (`/3ttttt3/.../3ttttt3/`, rank 1 first, `t` attacker, `T`
/// defender, `K` king; the side to move may follow, else the attackers).
///
/// # Errors
///
/// A [`NotationError`] naming the bad rank or token and why.
pub fn parse_position(text: &str) -> Result<Position, NotationError> {
    use crate::piece::Piece;
    let text = text.trim();
    if text.is_empty() {
        return Err(NotationError::new(text, "empty position"));
    }
    let mut parts = text.split_whitespace();
    let placement = parts.next().unwrap_or("");
    let side_tok = parts.next();
    if let Some(extra) = parts.next() {
        return Err(NotationError::new(
            extra,
            "unexpected text after the side to move",
        ));
    }
    let opentafl = placement.starts_with('/') || placement.contains(['t', 'T']);
    let rows: Vec<&str> = placement.trim_matches('/').split('/').collect();
    if rows.len() != 11 {
        return Err(NotationError::new(
            placement,
            format!(
                "a position has 11 ranks separated by '/', found {}",
                rows.len()
            ),
        ));
    }
    let mut board = Board::EMPTY;
    for (i, row) in rows.iter().enumerate() {
        if opentafl {
            let rank = i as u8; // OpenTafl lists rank 1 first
            parse_rank(
                row,
                rank,
                &mut board,
                |c| match c {
                    't' => Some(Piece::Attacker),
                    'T' => Some(Piece::Defender),
                    'K' | 'k' => Some(Piece::King),
                    _ => None,
                },
                text,
            )?;
        } else {
            let rank = 10 - i as u8;
            parse_rank(
                row,
                rank,
                &mut board,
                |c| match c {
                    'a' | 'A' => Some(Piece::Attacker),
                    'd' | 'D' => Some(Piece::Defender),
                    'k' | 'K' => Some(Piece::King),
                    _ => None,
                },
                text,
            )?;
        }
    }
    let side = match side_tok {
        Some(t) => parse_side(t)?,
        None if opentafl => Side::Attackers,
        None => {
            return Err(NotationError::new(
                text,
                "the side to move is missing (append ' a' or ' d')",
            ))
        }
    };
    Position::new(board, side).map_err(|e| NotationError::new(text, e.0))
}

fn parse_side(t: &str) -> Result<Side, NotationError> {
    match t {
        "a" | "A" | "attackers" => Ok(Side::Attackers),
        "d" | "D" | "defenders" => Ok(Side::Defenders),
        _ => Err(NotationError::new(
            t,
            "the side to move is 'a' (attackers) or 'd' (defenders)",
        )),
    }
}

/// The game record: tags, then one numbered turn per line, attackers first.
///
/// ```text
/// [ruleset:copenhagen-hnefatafl-11x11-2025-v1]
/// [result:ongoing]
/// 1. d1-d3 e5-e2
/// 2. g1-g3xe2
/// ```
pub fn record_text(game: &Game) -> String {
    let mut out = format!("[ruleset:{}]\n", game.rules().id);
    if !game.from_start() {
        let _ = writeln!(out, "[position:{}]", position_text(game.start()));
    }
    match game.outcome() {
        None => out.push_str("[result:ongoing]\n"),
        Some(o) => {
            let _ = writeln!(out, "[result:{}]", o.status());
            let _ = writeln!(out, "[reason:{}]", o.reason);
        }
    }
    let mut turn = 1;
    let mut line = String::new();
    let first = game.start().side_to_move();
    for (i, p) in game.played().iter().enumerate() {
        let side = if i % 2 == 0 { first } else { first.opponent() };
        if side == Side::Attackers || i == 0 {
            if !line.is_empty() {
                out.push_str(line.trim_end());
                out.push('\n');
                line.clear();
            }
            let _ = write!(line, "{turn}. ");
            if side == Side::Defenders {
                line.push_str("... ");
            }
            turn += 1;
        }
        line.push_str(&p.notation());
        line.push(' ');
    }
    if !line.is_empty() {
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

/// Whether a token is a turn number (`1.`, `12...`) or an ellipsis.
fn is_turn_marker(tok: &str) -> bool {
    let t = tok.trim_start_matches(|c: char| c.is_ascii_digit());
    !t.is_empty() && t.chars().all(|c| c == '.')
}

/// `12.d1-d3` -> `d1-d3`: a turn number glued to its move.
fn strip_turn_number(tok: &str) -> &str {
    let rest = tok.trim_start_matches(|c: char| c.is_ascii_digit());
    if rest.len() < tok.len() && rest.starts_with('.') {
        rest.trim_start_matches('.')
    } else {
        tok
    }
}

/// Tokens that end a record without being moves.
fn is_end_marker(tok: &str) -> bool {
    matches!(
        tok.to_ascii_lowercase().as_str(),
        "---" | "timeout" | "resigns" | "resign" | "*" | "1-0" | "0-1" | "1/2-1/2"
    )
}

/// Splits a record into tags (bracketed `key:value` or `key "value"`) and
/// the text of the moves; bracketed comments are dropped.
fn split_record(text: &str) -> Result<(Vec<(String, String)>, String), NotationError> {
    let mut tags = Vec::new();
    let mut moves = String::new();
    let mut rest = text;
    while let Some(open) = rest.find('[') {
        moves.push_str(&rest[..open]);
        moves.push(' ');
        let after = &rest[open + 1..];
        let close = after.find(']').ok_or_else(|| {
            NotationError::new(&rest[open..], "a '[' tag or comment is never closed")
        })?;
        let inner = &after[..close];
        if let Some((k, v)) = inner.split_once(':') {
            let k = k.trim();
            if !k.is_empty() && !k.contains(char::is_whitespace) {
                tags.push((k.to_ascii_lowercase(), v.trim().to_string()));
            }
        } else if let Some((k, v)) = inner.split_once(' ') {
            let v = v.trim();
            if v.starts_with('"') && v.ends_with('"') && v.len() >= 2 {
                tags.push((k.trim().to_ascii_lowercase(), v[1..v.len() - 1].to_string()));
            }
        }
        rest = &after[close + 1..];
    }
    moves.push_str(rest);
    Ok((tags, moves))
}

/// Reads the start position from `OpenTafl`'s `rules` tag, if it has one.
fn opentafl_start(rules: &str) -> Result<Option<Position>, NotationError> {
    let mut attackers_first = true;
    let mut start = None;
    for part in rules.split_whitespace() {
        if let Some(v) = part.strip_prefix("atkf:") {
            attackers_first = v != "n";
        } else if let Some(v) = part.strip_prefix("start:") {
            start = Some((v.to_string(), false));
        } else if let Some(v) = part.strip_prefix("starti:") {
            start = Some((v.to_string(), true));
        } else if let Some(v) = part.strip_prefix("dim:") {
            if v != "11" {
                return Err(NotationError::new(part, "only 11x11 boards are supported"));
            }
        }
    }
    let side = if attackers_first {
        Side::Attackers
    } else {
        Side::Defenders
    };
    match start {
        None => Ok(None),
        Some((text, reversed)) => {
            let mut rows: Vec<&str> = text.trim_matches('/').split('/').collect();
            if reversed {
                rows.reverse();
            }
            let text = format!("/{}/ {}", rows.join("/"), side.letter());
            parse_position(&text).map(Some)
        }
    }
}

/// Which check a record failed (see [`read_record`]), so that a tool
/// summarising many records can count the failures by kind.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum RecordFault {
    /// Not a record at all: empty text, an unclosed `[`, a tag written
    /// twice, an unknown ruleset or a bad start position.
    Header,
    /// A token that is not a move.
    NotAMove,
    /// A move the rules refuse (a king mark on a piece that is not the king
    /// included).
    Illegal,
    /// The captures written differ from what the rules capture.
    Captures,
    /// A move after the game ended (by the rules or by an end marker).
    AfterEnd,
    /// The `result` or `reason` tag disagrees with the moves.
    Result,
}

/// A record read as far as it goes: the game up to the first fault, and the
/// fault. [`parse_record`] is this with the fault turned into its error.
#[derive(Clone, Debug)]
pub struct RecordRead {
    /// The game as far as the record could be replayed: before the faulty
    /// move for a move fault, the setup alone (or the default start) for a
    /// [`RecordFault::Header`] fault.
    pub game: Game,
    /// Whether the record writes captures (then they were compared).
    pub captures_written: bool,
    /// The end marker that closed the moves (`timeout`, `resigns`, `*`, ...).
    pub end_marker: Option<String>,
    /// The first fault and its error; `None` when the record is accepted.
    pub fault: Option<(RecordFault, NotationError)>,
}

/// Parses a game record and replays it: our format (tags and numbered
/// turns), an `OpenTafl` `.otg` record, or a bare space-separated move list.
/// Moves are checked against the rules, and written captures must equal
/// what the rules capture. A record that writes no capture at all is read
/// as one that does not annotate captures.
///
/// `default` is the ruleset when the record names none.
///
/// # Errors
///
/// A [`NotationError`] naming the token (with its move number) and why.
///
/// # Examples
///
/// ```
/// use hnef::{notation, COPENHAGEN};
/// let game = notation::parse_record("d1-d3 h6-h3", &COPENHAGEN).unwrap();
/// assert_eq!(game.played().len(), 2);
/// ```
pub fn parse_record(text: &str, default: &'static Ruleset) -> Result<Game, NotationError> {
    let read = read_record(text, default);
    match read.fault {
        None => Ok(read.game),
        Some((_, e)) => Err(e),
    }
}

/// Reads a record as [`parse_record`] does (the same code, so both accept
/// exactly the same texts), but keeps the game up to the first fault and
/// says which check failed: for tools that report on many records.
pub fn read_record(text: &str, default: &'static Ruleset) -> RecordRead {
    let mut read = RecordRead {
        game: Game::new(default),
        captures_written: false,
        end_marker: None,
        fault: None,
    };
    read.fault = replay_record(text, default, &mut read).err();
    read
}

/// The body of [`read_record`]: fills `read` as it goes and stops at the
/// first fault.
fn replay_record(
    text: &str,
    default: &'static Ruleset,
    read: &mut RecordRead,
) -> Result<(), (RecordFault, NotationError)> {
    let header = |e: NotationError| (RecordFault::Header, e);
    if text.trim().is_empty() {
        return Err(header(NotationError::new(
            text,
            "the record is empty (expected tags and/or moves)",
        )));
    }
    let (tags, body) = split_record(text).map_err(header)?;
    let mut rules = default;
    let mut start = None;
    let mut result = None;
    let mut reason = None;
    for (i, (k, v)) in tags.iter().enumerate() {
        if matches!(k.as_str(), "ruleset" | "position" | "result" | "reason")
            && tags[..i].iter().any(|(k2, _)| k2 == k)
        {
            return Err(header(NotationError::new(
                format!("[{k}:{v}]"),
                format!("the tag '{k}' appears twice"),
            )));
        }
        match k.as_str() {
            "ruleset" => {
                rules =
                    Ruleset::by_id(v).map_err(|e| header(NotationError::new(v, e.to_string())))?;
            }
            "position" => start = Some(parse_position(v).map_err(header)?),
            "rules" if start.is_none() => start = opentafl_start(v).map_err(header)?,
            "result" => result = Some(v.to_ascii_lowercase()),
            "reason" => reason = Some(v.to_ascii_lowercase()),
            _ => {}
        }
    }
    read.game = Game::from_position(rules, start.unwrap_or_else(Position::start));
    let game = &mut read.game;
    let tokens: Vec<&str> = body
        .split_whitespace()
        .filter(|t| !is_turn_marker(t))
        .map(strip_turn_number)
        .collect();
    let annotated = tokens
        .iter()
        .any(|t| t.contains(['x', 'X']) && !is_end_marker(t));
    read.captures_written = annotated;
    for tok in tokens {
        if is_end_marker(tok) {
            read.end_marker.get_or_insert_with(|| tok.to_string());
            continue;
        }
        let ply = game.played().len() + 1;
        let at = |kind: RecordFault, reason: String| {
            (
                kind,
                NotationError::new(tok, format!("ply {ply}: {reason}")),
            )
        };
        if read.end_marker.is_some() {
            return Err(at(
                RecordFault::AfterEnd,
                "a move after the end of the game".into(),
            ));
        }
        let parsed = parse_move(tok).map_err(|e| at(RecordFault::NotAMove, e.reason))?;
        if parsed.king && !game.position().board().king.has(parsed.mv.from) {
            return Err(at(
                RecordFault::Illegal,
                format!(
                    "the move is marked as the king's, but the king is not on {}",
                    parsed.mv.from
                ),
            ));
        }
        let played = game.play(parsed.mv).map_err(|e| {
            let kind = match e {
                GameError::GameOver(_) => RecordFault::AfterEnd,
                _ => RecordFault::Illegal,
            };
            at(kind, e.to_string())
        })?;
        let written = parsed.captures.unwrap_or(Bitboard::EMPTY);
        if annotated && written != played.captured {
            // Leave the game before the refused move, as for every fault.
            game.undo();
            return Err(at(
                RecordFault::Captures,
                format!(
                    "the record captures {} but the rules capture {}",
                    squares_text(written),
                    squares_text(played.captured)
                ),
            ));
        }
    }
    let result_fault = |e: NotationError| (RecordFault::Result, e);
    if let Some(r) = result {
        check_result(game, &r, reason.as_deref()).map_err(result_fault)?;
    }
    if let (Some(r), Some(o)) = (reason, game.outcome()) {
        if r != o.reason.name() {
            return Err(result_fault(NotationError::new(
                r,
                format!("the reason tag disagrees with the moves, which end in {o}"),
            )));
        }
    }
    Ok(())
}

/// Squares as `e5, g4`, or `nothing` for the empty set (for messages).
pub fn squares_text(b: Bitboard) -> String {
    if b.is_empty() {
        "nothing".into()
    } else {
        b.iter()
            .map(|s| s.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// Compares a `result` tag (ours, or `OpenTafl`'s `1` / `0` / `-1`) with the
/// replayed game; an agreed draw the moves cannot show is restored from the
/// tag. A win claimed for moves that do not end the game is accepted (a
/// resignation or a loss on time).
fn check_result(game: &mut Game, tag: &str, reason: Option<&str>) -> Result<(), NotationError> {
    let status = tag.split_whitespace().next().unwrap_or("");
    let claimed: Option<Option<Side>> = match status {
        "attackers_win" | "attackers" | "1" => Some(Some(Side::Attackers)),
        "defenders_win" | "defenders" | "-1" => Some(Some(Side::Defenders)),
        "draw" | "0" => Some(None),
        "ongoing" => {
            return match game.outcome() {
                Some(o) => Err(NotationError::new(
                    status,
                    format!("the result tag disagrees with the moves, which end in {o}"),
                )),
                None => Ok(()),
            }
        }
        _ => None, // '?', other tools' words
    };
    let Some(claimed) = claimed else {
        return Ok(());
    };
    match game.outcome() {
        Some(o) if o.winner != claimed => Err(NotationError::new(
            status,
            format!("the result tag disagrees with the moves, which end in {o}"),
        )),
        None if reason == Some("resignation") => match claimed {
            Some(winner) => game
                .resign(winner.opponent())
                .map(|_| ())
                .map_err(|e| NotationError::new(status, e.to_string())),
            None => Err(NotationError::new(
                status,
                "a resignation cannot end in a draw",
            )),
        },
        None if reason == Some("timeout") => match claimed {
            Some(winner) => game
                .lose_on_time(winner.opponent())
                .map(|_| ())
                .map_err(|e| NotationError::new(status, e.to_string())),
            None => Err(NotationError::new(
                status,
                "a loss on time cannot end in a draw",
            )),
        },
        None if claimed.is_none() => {
            if !game.rules().draw_by_agreement {
                return Err(NotationError::new(
                    status,
                    format!("the ruleset {} has no draws", game.rules().id),
                ));
            }
            let side = game.side_to_move();
            game.offer_draw(side.opponent())
                .and_then(|()| game.accept_draw(side))
                .map(|_| ())
                .map_err(|e| NotationError::new(status, e.to_string()))
        }
        _ => Ok(()),
    }
}

/// Parses a record with the default ruleset, Copenhagen.
///
/// # Errors
///
/// As [`parse_record`].
pub fn parse_record_default(text: &str) -> Result<Game, NotationError> {
    parse_record(text, &COPENHAGEN)
}

/// The outcome as status text, `ongoing` while the game goes on.
pub fn status_text(outcome: Option<Outcome>) -> &'static str {
    outcome.map_or("ongoing", |o| o.status())
}
