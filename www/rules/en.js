// Rules page content: English (the reference module; every other language has
// exactly these keys). Inline markup: **bold**, *emphasis*, `code`; a line starting with
// "- " is a list item.

export default {
  meta: { name: 'English', htmlLang: 'en' },
  ui: {
    title: 'Rules of Copenhagen Hnefatafl',
    heading: 'How to play Copenhagen Hnefatafl',
    lead: [
      'Hnefatafl is the Viking game of the king and his guard: a small army protects the king and tries to bring him out, a host twice its size tries to catch him. This page tells where the game comes from, gives every rule we play with a small diagram, and then helps you with your first games.',
    ],
    back: '← Back to the game',
    language: 'Language',
    toc: 'Contents',
    anchor: 'Link to this section',
    rulesetLabel: 'Ruleset:',
    top: 'Back to top',
    skip: 'Skip to the rules',
  },
  legend: {
    title: 'Reading the diagrams',
    attacker: 'attacker (dark red)',
    defender: 'defender (light blue)',
    king: 'king (light blue with a cross)',
    special: 'throne or corner (marked with a rune)',
    move: 'the move just played (amber)',
    taken: 'captured piece (crossed out)',
    dot: 'a square the piece can reach',
  },
  sections: {
    history: {
      title: 'Where the game comes from',
      body: [
        '**Tafl** is a family of board games that northern Europeans played long before chess reached them. Boards and playing pieces turn up in graves and settlements of the Viking Age, from Scandinavia to Ireland, Iceland and the towns on the Russian rivers, and the sagas mention the game more than once. **Hnefatafl** is its best-known member: the central piece was called the *hnefi*, the “fist”, and the game is the board of that king.',
        'What survived were the boards, not the rules. When chess took over in the later Middle Ages nobody wrote down how tafl was played, so every modern rule is a reconstruction.',
        'The best clue is late and far away. In **1732** the young botanist **Carl Linnaeus**, travelling through Lapland, noted in his diary a game the Sámi called **tablut**: a 9×9 board, a king with eight defenders against sixteen attackers. His notes are short, partly in Latin, and leave key points open. The English translation printed in 1811 misread several of them, and for a long time reconstructions were built on that flawed text, so different books taught quite different games.',
        'In the twentieth and twenty-first centuries players went back to the sources and tested rules over the board until the two sides were evenly matched. The **Copenhagen** rules for the 11×11 board are one of the most complete results: an armed king, a hostile throne and corners, captures of whole rows on the edge (the shield wall), a win by a fortress on the edge (the exit fort) and a win by encirclement.',
        'Because the rules are reconstructed, there are many versions, and small clauses change the balance a lot: can the king capture, does he need two or four attackers around him, which squares are hostile, who loses a repeated position. A claim such as “the defenders are favoured” means nothing unless the version is named. So our rules have a name and are frozen: the engine, this page and the tests all follow the same text, and any change would get a new name. One detail to note: the newer clause that forbids the defenders to repeat a position is **not** used here.',
      ],
    },
    rules: {
      title: 'The complete rules',
      body: [
        'These are the rules the game plays, clause by clause. The letter and number beside each title (M1, C1…) are the clause names used in our rule text and tests.',
      ],
    },
    board: {
      title: 'Board and setup',
      body: [
        'The board has 11×11 squares. Files are lettered a–k from left to right and ranks numbered 1–11 from bottom to top, so a square is named like `f6`.',
        'Five squares are special, the **restricted squares**: the **throne** in the centre (f6) and the four **corners** (a1, k1, a11, k11).',
        'The **attackers** have 24 pieces in four groups at the middle of the edges. The **defenders** have 12 pieces and the **king**, who starts on the throne. The attackers move first; then the sides take turns.',
      ],
    },
    m1: {
      title: 'Movement',
      body: [
        'Every piece, the king included, moves like a rook in chess: any number of empty squares in a straight line along a rank or a file. It cannot jump over pieces, move diagonally or turn a corner.',
        'You must move on your turn: there is no pass and no move of zero squares.',
      ],
    },
    m2: {
      title: 'Restricted squares',
      body: [
        'Only the king may stop on the throne or on a corner. The king may go back to the throne after leaving it.',
        'Any piece may **pass through** the empty throne on its way to a square beyond it; it just cannot stop there.',
      ],
    },
    c1: {
      title: 'Custodial capture',
      body: [
        'You capture an enemy piece by trapping it between two of yours on a rank or a file. After your piece lands, look at its four neighbours: an enemy ordinary piece there is captured when the square beyond it, in the same line, holds one of your pieces or is a hostile square (C2).',
        'The king is **armed**: he can be one of the two jaws of a capture for the defenders. But he is never captured this way himself (see K1).',
        'One move can capture several pieces, in different directions.',
        'Only the piece that moves can close a capture. Moving your piece **into** a gap between two enemies is safe.',
      ],
    },
    c2: {
      title: 'Hostile squares',
      body: [
        'A hostile square works like an enemy piece as the far jaw of a capture.',
        '- An empty **corner** is hostile to both attackers and defenders.',
        '- The **throne** is always hostile to the attackers. It is hostile to the defenders only while it is empty.',
        '- The **edge** of the board is never hostile: a piece on the edge cannot be captured against the side of the board.',
      ],
    },
    c3: {
      title: 'Shield wall',
      body: [
        'On the edge a whole row of pieces can be captured at once. This happens only along the four edges.',
        'When your piece lands on an edge square, look along the edge in both directions. A row of two or more enemy pieces starting right next to your piece is captured when:',
        '- the square just past its far end holds your piece or is a corner; and',
        '- every piece of the row has one of your pieces directly in front of it, on the next square towards the middle of the board.',
        'The moving piece must be the one that closes the end of the row. Filling the front row, or moving elsewhere while the shape already stands, captures nothing.',
        'For the defenders the king can close the row or stand in front. When the attackers capture a row that contains the king, the defenders in it are removed but the king stays where he is.',
      ],
    },
    k1: {
      title: 'Capturing the king',
      body: [
        'The attackers capture the king by surrounding him on **all four sides** with attackers.',
        'If the king stands next to the empty throne, the throne counts as the fourth side and three attackers suffice. On the throne itself he needs four.',
        'The last attacker must arrive with the attackers’ move. A king on an edge square cannot be captured at all.',
      ],
    },
    w1: {
      title: 'Escape to a corner',
      body: [
        'The defenders win at once when the king reaches a corner.',
        'Reaching an ordinary edge square wins nothing by itself; it can, however, be the start of an exit fort (W2).',
      ],
    },
    w2: {
      title: 'Exit fort',
      body: [
        'The defenders also win, after one of their moves, when the king sits on the edge in a fort the attackers can never break:',
        '- the king is on an edge square (not a corner) and has at least one empty square next to him, so he can still move;',
        '- the empty space the king can reach inside the fort touches no attacker;',
        '- every defender in the wall is supported on both lines, rank and file: by the edge, by another wall piece or by the inside of the fort, so no wall piece can ever be sandwiched.',
        'A pocket with a gap, a wall piece that could be taken from the side, or a king that cannot move is not a fort. The test is static: it looks at the board, never at how long the attackers might need.',
      ],
    },
    w3: {
      title: 'King captured',
      body: [
        'The attackers win as soon as they capture the king under K1. In the diagram the king stands next to the empty throne, so three attackers are enough.',
      ],
    },
    w4: {
      title: 'Encirclement',
      body: [
        'The attackers also win, after one of their moves, when they have shut the king and **all** remaining defenders inside a closed ring: starting from the king and crossing only empty squares and defenders, you can reach no edge square, and no defender is left outside.',
        'A single defender outside the ring, or a one-square gap leading to the edge, means there is no encirclement.',
      ],
    },
    e1: {
      title: 'No legal move',
      body: [
        'A side that has no legal move on its turn loses at once. There is no pass.',
      ],
    },
    e2: {
      title: 'Repetition',
      body: [
        'A position counts as the same when every square and the side to move are the same. The position the game started from counts as the first time.',
        'The move that makes a position appear for the **third** time is legal and is played in full, captures included. Then the **defenders lose**, whichever side made that move.',
        'Some newer Copenhagen texts forbid the defenders to make such a move. We do **not** use that clause: the move stands and the defenders lose.',
      ],
    },
    e3: {
      title: 'Draws',
      body: [
        'A game is drawn only when both players agree. There is no draw by material, by number of moves, by a long stretch without captures, or by anything else.',
        'The computer never offers a draw and never accepts one.',
      ],
    },
    order: {
      title: 'Order of checks after each move',
      body: [
        'After every move: first the move and all its captures (C1, C3); then the mover’s wins (attackers: king captured, encirclement; defenders: escape, exit fort); then repetition (E2); and last, whether the side now to move has any legal move (E1).',
      ],
    },
    guide: {
      title: 'Your first game',
      body: [
        'The two sides play different games, so choosing a side is choosing a job. For a first game take the **defenders**: running is easier to grasp than hunting.',
        '- Tap a piece: every square it can reach lights up. Tap one of them to move.',
        '- Before each move, look at the four squares around where your piece will land: one move can capture in two or three directions.',
        '- As the defenders, open lines before you move the king. A king with one road to a corner is blocked in one move; a king with two roads at once cannot be stopped.',
        '- As the attackers, don’t chase the king with single pieces. Close the lines leading to the corners first, then tighten the ring.',
        '- Pieces next to a corner or to the empty throne are in danger: the square acts as an enemy piece.',
        '- When a row of pieces forms on the edge, count: is it two or more, is every piece covered from inside, is the far end closed? Only then is a shield wall possible.',
      ],
    },
    strategy: {
      title: 'Strategy',
      body: ['The attackers win by patience and shape, the defenders by speed and double threats.'],
    },
    attack: {
      title: 'Playing the attackers',
      body: [
        '- Think in walls, not in pieces. Place attackers so that together they close ranks and files; a loose chain with a piece every other square controls more than a tight clump.',
        '- Seal the corners early. Three attackers on a3, b2 and c1 close the corner a1 for good: the king can never get in, and none of the three can be captured (the same shape works at every corner).',
        '- Look behind you: one open line to a corner can undo twenty moves of siege.',
        '- Use hostile squares: a defender next to the empty throne or a corner needs only one of your pieces to be taken.',
        '- Repetition favours you: if the king cannot make progress without repeating, the third repetition wins for you.',
        '- When the king is walled in, encirclement is often quicker than capture: keep every defender inside the ring.',
      ],
    },
    defence: {
      title: 'Playing the defenders',
      body: [
        '- Move the defenders out of the central cross early, so the king has open roads.',
        '- Aim for a double threat: a square from which the king reaches two corners. The attackers can block only one.',
        '- Trade pieces when it is safe: you start with half as many, but every exchange thins the ring.',
        '- Use the king as a fighter: he captures like any defender and cannot be captured on the edge.',
        '- If the corners are shut, head for an edge and build an exit fort; a fort threat forces the attackers to take your wall seriously.',
        '- Beware of repeating: shuffling back and forth loses on the third repetition.',
      ],
    },
    special: {
      title: 'The special rules',
      body: ['Three rules decide many games between experienced players and are the ones that differ most between rule versions.'],
    },
    repetition: {
      title: 'Repetition loses for the defenders',
      body: [
        'The defenders can often run the king between two safe squares for ever; the attackers could do the same. To stop that, the third occurrence of a position loses for the defenders, whoever made the move (E2). The move is not forbidden: it is played, its captures happen, and then the game ends. As the defenders, keep count of your repetitions.',
      ],
    },
    fort: {
      title: 'The exit fort',
      body: [
        'An exit fort is a king on the edge in a pocket that the attackers can never open: the king can still move inside it, no attacker touches the inside, and each wall piece is backed up on both lines so it can never be captured. The test looks only at the board as it stands (W2), never at how long a siege would take.',
      ],
    },
    draws: {
      title: 'Draws only by agreement',
      body: [
        'Nothing ends a game in a draw automatically. Two players on the same screen can agree to a draw: one offers, the other accepts (E3). Against the computer there are no draws: it never offers and never accepts one.',
      ],
    },
    mistakes: {
      title: 'Common mistakes',
      body: [
        '- Trying to stop an ordinary piece on the throne or a corner: only the king may.',
        '- Thinking the edge of the board helps a capture: only a hostile square or a piece can be the far jaw.',
        '- Trying to capture the king with two pieces, or thinking he is removed in a shield wall: he needs four sides (three by the throne), and stays in a captured wall.',
        '- Completing the front row of a shield wall and expecting the capture: the last move must close the end of the row.',
        '- Moving between two enemy pieces and fearing you are captured: you are not.',
        '- Calling a pocket on the edge a fort without checking that the king can move, the inside touches no attacker and every wall piece is backed up.',
        '- Calling a ring around the king an encirclement while a defender is still outside, or a one-square gap leads to the edge.',
        '- As the defenders, shuffling the king back and forth and losing on the third repetition.',
      ],
    },
    classic: {
      title: 'What the classic ruleset changes',
      body: [
        'The game also offers a second, simpler ruleset, common in computer versions of the game. It keeps the board, the setup, movement, custodial capture with the armed king, king capture (K1), escape (W1) and “no legal move loses” (E1), and changes the rest:',
        '- the empty throne **blocks** every piece but the king: ordinary pieces may not pass through it;',
        '- the empty throne is hostile to **both** sides (but not to the defenders while the king is on it);',
        '- there is no shield wall, no exit fort and no encirclement;',
        '- the move that makes the third occurrence of a position loses for the side that **made** it;',
        '- there are no draws at all, not even by agreement.',
      ],
    },
  },
  figures: {
    setup: {
      alt: 'The start position: 24 attackers in four groups at the middle of the edges, 12 defenders in a cross around the king on the throne.',
      caption: 'The start position. The attackers move first.',
    },
    m1: {
      alt: 'A defender on d4 can reach c4, e4, f4, d5, d6 and d3; pieces on b4, d7, d2 and g4 stop it.',
      caption: 'The defender on d4 moves like a rook and stops before any piece.',
    },
    m2: {
      alt: 'An attacker on f9 can move down the f-file to f8, f7, f5, f4 and f3, passing over the empty throne on f6 but not stopping on it.',
      caption: 'The attacker passes through the empty throne but may not stop on it.',
    },
    c1: {
      alt: 'An attacker moves from e2 to e5 and captures the defender on d5 against the attacker on c5 and the defender on e6 against the attacker on e7.',
      caption: 'One move, two captures: e2-e5 takes d5 and e6.',
    },
    c1safe: {
      alt: 'A defender moves from e8 to e5, between attackers on d5 and f5, and is not captured.',
      caption: 'Moving between two enemies is safe.',
    },
    c2throne: {
      alt: 'An attacker moves from d8 to f8 and captures the defender on f7 against the empty throne on f6.',
      caption: 'The empty throne is hostile to the defenders: d8-f8 captures f7.',
    },
    c2corner: {
      alt: 'A defender moves from e9 to a9 and captures the attacker on a10 against the empty corner a11.',
      caption: 'A corner is hostile to both sides: e9-a9 captures a10.',
    },
    c3: {
      alt: 'Defenders on c1, d1 and e1 have attackers in front of them on c2, d2 and e2 and an attacker on b1; an attacker moves from f4 to f1 and captures all three.',
      caption: 'Shield wall: f4-f1 closes the row and takes c1, d1 and e1.',
    },
    k1: {
      alt: 'The king on g8 has attackers on f8, h8 and g9; an attacker moves from g4 to g7 and captures him.',
      caption: 'Four sides closed: g4-g7 captures the king.',
    },
    w1: {
      alt: 'The king moves from k4 along the edge to the corner k1 and the defenders win.',
      caption: 'The king reaches a corner: the defenders win.',
    },
    w2: {
      alt: 'The king on f1 with defenders on e1, g1, e2, g2 and f3; a defender moves from e5 to e3 to back up f3, and the king’s pocket f1–f2 is a closed fort.',
      caption: 'Exit fort: e5-e3 makes every wall piece safe; the defenders win.',
    },
    w3: {
      alt: 'The king on f7 next to the empty throne has attackers on e7 and g7; an attacker moves from f9 to f8 and captures him.',
      caption: 'Next to the empty throne three attackers suffice.',
    },
    w4: {
      alt: 'Ten attackers form a closed ring around the king on the throne and two defenders; the last attacker moves from j9 to f9 and closes the ring.',
      caption: 'Encirclement: j9-f9 closes the ring; the attackers win.',
    },
    e1: {
      alt: 'The king on a6 is alone with attackers on a5 and a7; an attacker moves from e6 to b6 and the king has no move left.',
      caption: 'The defenders cannot move: they lose.',
    },
    e2: {
      alt: 'The king shuffles between j7 and j8 while an attacker shuffles between h9 and h10; the second time the position comes back it is the third occurrence.',
      caption: 'After j7-j8, h9-h10, j8-j7, h10-h9 twice, the position stands for the third time: the defenders lose.',
    },
    e3: {
      alt: 'A quiet position in the middle of a game: the king on the throne with four defenders, twelve attackers spread around.',
      caption: 'However quiet the position, play goes on until someone wins or both players agree to a draw.',
    },
    classic: {
      alt: 'Under the classic ruleset an attacker on f9 can go only to f8 and f7: the empty throne on f6 blocks it.',
      caption: 'Classic ruleset: the empty throne blocks ordinary pieces.',
    },
  },
};
