// Pieces given away at once, counted in game records: the horizon case of
// issue 17 (an attacker blocks the king's route on a square where a
// defender captures it with the very next move, again and again) looked for
// in the games of `hnef match --records FILE`.
//
//   node tools/given-away.mjs FILE [--side attackers|defenders]
//
// For each game (a record from its first tag line to the next): the moves
// of the side (default the attackers) whose piece the opponent captured
// with the very next move ("at once"), or with the move after that while
// the piece stood still ("soon": a defender next to the square steps off
// and back, taking it against the king or another defender; the same
// horizon case, one turn slower), the longest run of them on consecutive
// turns of that side, and the most given away on one square. Prints one
// line per game with any, then the totals: games, moves of the side,
// pieces given away at once and soon, games with a run of two or more,
// games with three or more on one square.
// Reads the records through the package (pkg/hnef.js, Game.fromRecord), so
// they are replayed by the rules; build first (./build.sh build). A tool for
// the note, not a test.

import { readFileSync } from 'node:fs';
import init, { Game } from '../pkg/hnef.js';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
const sideAt = args.indexOf('--side');
const side = sideAt >= 0 ? args[sideAt + 1] : 'attackers';
if (!file || !['attackers', 'defenders'].includes(side)) {
  console.error('usage: node tools/given-away.mjs FILE [--side attackers|defenders]');
  process.exit(2);
}
await init();

/** The records in `text`: each starts at a tag line that opens a game. */
function splitRecords(text) {
  const out = [];
  let current = [];
  let inTags = false;
  for (const line of text.split('\n')) {
    const tag = line.startsWith('[');
    if (tag && !inTags && current.some((l) => l.trim() !== '')) {
      out.push(current.join('\n'));
      current = [];
    }
    inTags = tag;
    current.push(line);
  }
  if (current.some((l) => l.trim() !== '')) out.push(current.join('\n'));
  return out;
}

const records = splitRecords(readFileSync(file, 'utf8'));
let moves = 0;
let given = 0;
let givenSoon = 0;
let repeated = 0;
let sameSquare = 0;
records.forEach((text, n) => {
  const game = Game.fromRecord(text);
  const history = game.history();
  while (game.undo());
  const first = game.sideToMove();
  game.free();
  const landing = (entry) => entry.split('x')[0].split('-')[1];
  const captures = (entry) => entry.split('x').slice(1);
  const away = [];
  // The same square given away again and again, whether or not on
  // consecutive turns (a block refilled every other move is the same
  // horizon case).
  const perSquare = new Map();
  let run = 0;
  let longest = 0;
  for (let ply = 0; ply < history.length; ply++) {
    const mover = (ply % 2 === 0) === (first === 'attackers') ? 'attackers' : 'defenders';
    if (mover !== side) continue;
    moves++;
    const sq = landing(history[ply]);
    const next = history[ply + 1];
    const [mine, after] = [history[ply + 2], history[ply + 3]];
    let taken = null;
    if (next !== undefined && captures(next).includes(sq)) {
      taken = `taken by ${next}`;
      given++;
    } else if (after !== undefined && !mine.startsWith(`${sq}-`) && captures(after).includes(sq)) {
      taken = `taken soon by ${next} ${mine} ${after}`;
      givenSoon++;
    }
    if (taken) {
      away.push(`ply ${ply + 1} ${history[ply]} ${taken}`);
      perSquare.set(sq, (perSquare.get(sq) ?? 0) + 1);
      run++;
      longest = Math.max(longest, run);
    } else {
      run = 0;
    }
  }
  if (longest >= 2) repeated++;
  const [mostAt, most] = [...perSquare].reduce((b, e) => (e[1] > b[1] ? e : b), ['-', 0]);
  if (most >= 3) sameSquare++;
  if (away.length > 0) {
    console.log(
      `game ${n + 1} (${history.length} plies): ${away.length} given away, longest run ${longest}, ` +
        `most on one square ${most} (${mostAt}): ${away.join('; ')}`,
    );
  }
});
console.log(
  `${records.length} games, ${moves} moves of the ${side}, ${given} pieces given away at once ` +
    `(${moves ? ((100 * given) / moves).toFixed(2) : '0'} %) and ${givenSoon} soon ` +
    `(${moves ? ((100 * givenSoon) / moves).toFixed(2) : '0'} %), ` +
    `${repeated} games with two or more on consecutive turns, ` +
    `${sameSquare} games with three or more on one square`,
);
