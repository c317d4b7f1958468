// The scripted game of the review tests (Node and browser): a set-up
// position where the attackers hem the king in on the left; the defenders
// threaten an escape (king c4-a4, then a4-a1), the attackers answer with a
// quiet move (k9-k8, ply 5) instead of blocking the a-file, and the king
// escapes. The engine's block is b3-a3 (c2-a2 also closes the file).
// Before the quiet move the attackers stand well (about 90 % at the review's
// budget); with a third defender on i8 the evaluation fitted on self-play
// (2026-12-04) gave them only 22 %, too little for any move to lose the 30
// points of a blunder.

export const BLUNDER_POSITION = '11/5a3a1/7d3/7d2a/a10/1aaa7/4a6/2k1a6/1a2a6/2aa4a2/11 a';
export const BLUNDER_MOVES = ['k8-k9', 'h8-h7', 'i2-i1', 'c4-a4', 'k9-k8', 'a4-a1'];
export const BLUNDER_RECORD = `[position:${BLUNDER_POSITION}]\n1. k8-k9 h8-h7\n2. i2-i1 c4-a4\n3. k9-k8 a4-a1\n`;
/** The blunder's ply (1-based: the fifth move) and the block the engine finds. */
export const BLUNDER_PLY = 5;
export const BLOCK = 'b3-a3';
/** A move from the position before the blunder that still lets the king escape. */
export const LOSING_TRY = 'k9-k10';
