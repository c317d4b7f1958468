// Rules page content: English (the reference module; every other language has
// exactly these keys). Inline markup: **bold**, *emphasis*, `code`; a line starting with
// "- " is a list item.

export default {
  meta: {
    name: 'English',
    htmlLang: 'en',
  },
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
        '**Tafl** is the name of a family of board games of northern Europe, played for centuries before chess arrived there. Playing pieces and pieces of boards are regular finds of Viking Age archaeology across the Norse world, and the sagas speak of the game. **Hnefatafl** is the best known of them. Its name comes from the *hnefi*, the “fist”: the piece in the middle, which we call the king.',
        'Nobody wrote the rules down while the game was alive. In the later Middle Ages chess pushed tafl aside and the way it was played was forgotten, so every rule set in use today is a modern reconstruction.',
        'The best clue is late and far away. In **1732** the young botanist **Carl Linnaeus**, travelling through Lapland, noted in his diary a game the Sámi called **tablut**: a 9×9 board, a king with eight defenders against sixteen attackers. His notes are short, partly in Latin, and leave key points open. The English translation printed in 1811 misread several of them, and for a long time reconstructions were built on that flawed text, so different books taught quite different games.',
        'In the twentieth and twenty-first centuries players went back to the sources and tested rules over the board until the two sides were evenly matched. The **Copenhagen** rules for the 11×11 board came out of that work and are worked out in unusual detail: an armed king, a hostile throne and corners, captures of whole rows on the edge (the shield wall), a win by a fortress on the edge (the exit fort) and a win by encirclement.',
        'Reconstruction leaves room for choices, and the choices matter. Whether the king is armed, how many attackers it takes to catch him, which squares count as hostile, what happens when a position repeats: each of these shifts the balance between the sides. Game records, puzzles and the strength of a computer player only mean something when everyone knows exactly which rules were used. So ours carry a name and are frozen: the engine, this page and the tests follow one text, and a change would mean a new name. Note in particular that we do **not** use the newer clause that forbids the defenders to repeat a position.',
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
        'The attackers must close the ring with their own move: the last attacker moves in next to the king. A king on an edge square cannot be captured at all.',
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
        '- no attacker touches the king’s square or the empty space he can reach inside the fort;',
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
        'Pick a side first, because each side has its own aim: the defenders want the king in a corner (or in an exit fort), the attackers want him caught or shut in. Beginners often start with the **defenders**, whose goal is plain to see from the first move.',
        '- To move, tap or click one of your pieces; the squares it can reach are lit. Then tap the square you want.',
        '- Scan all four sides of the square you are moving to. Captures are made by the piece that lands, and a single landing may take two or three pieces.',
        '- Defenders: spend the opening freeing lanes for the king rather than running with him. The king wins when he has two ways out and the attackers have time to close only one.',
        '- Attackers: first take the corners away from the king, then squeeze. A piece that hurries after the king usually leaves a hole behind it.',
        '- Mind the corners and the empty throne: they act as enemy pieces, so a piece standing next to one of them can be taken by a single enemy.',
        '- An edge row is in danger only when it is covered from the inside and closed at both ends; check those two things before you worry about a shield wall.',
      ],
    },
    strategy: {
      title: 'Strategy',
      body: [
        'The attackers win by patience and shape, the defenders by speed and double threats.',
      ],
    },
    attack: {
      title: 'Playing the attackers',
      body: [
        '- Keep attackers off the edge unless they have a job there: a row of your pieces along the edge, with defenders able to get in front of it, can be lost all at once to a shield wall.',
        '- Seal the corners early. Three attackers on a3, b2 and c1 close the corner a1 for good: the king can never get in, and none of the three can be captured (the same shape works at every corner).',
        '- Before moving an attacker, ask what it was blocking. Lifting one guard can open a straight road to a corner.',
        '- Hunt defenders that stand beside a corner or the empty throne: there one attacker is enough for the capture.',
        '- If the defenders can only shuffle back and forth, let them: the third occurrence of a position ends the game in your favour.',
        '- Once the king is walled in, think of encirclement before capture: keep every defender on the inside of the ring and close the last gap.',
      ],
    },
    defence: {
      title: 'Playing the defenders',
      body: [
        '- Unpack the cross early. A king boxed in by his own guard threatens nothing; move defenders out so that lines open around him.',
        '- Play for the fork: put the king where he threatens two corners at once. One move cannot shut both roads.',
        '- Don’t fear an even trade. The attackers need many pieces to keep the ring closed, so every one they lose leaves a gap somewhere.',
        '- The king is your strongest piece: he takes part in captures, and on the edge he is safe from capture (though he can still be shut in).',
        '- When the corners are sealed, the edge is the next goal: a few well-placed defenders can build an exit fort around the king there.',
        '- Count your repetitions. If your only safe moves keep bringing the same position back, the third time loses.',
      ],
    },
    special: {
      title: 'The special rules',
      body: [
        'Three rules decide many games between experienced players and are the ones that differ most between rule versions.',
      ],
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
        '- **Parking on a restricted square.** An ordinary piece may cross the empty throne but never stop on it or on a corner; those five squares belong to the king.',
        '- **Pushing a piece against the edge.** The side of the board is not a jaw. A piece on the edge falls only to a real pair of enemies, a corner, or a shield wall.',
        '- **Treating the king like a soldier.** Two attackers do not take him. He needs four (three beside the empty throne), can never be taken on the edge, and stays on the board when a shield wall removes his neighbours.',
        '- **Closing the wrong end.** A shield wall is taken by the piece that lands at the end of the row. Adding the last piece of the front row takes nothing.',
        '- **Forgetting that the king bites.** The king closes captures for the defenders: an attacker beside him can be taken by a single defender.',
        '- **Leaving a defender beside the empty throne.** Once the king has left, the throne works for the attackers: one attacker on the other side is enough.',
        '- **Claiming a fort too early.** A fort needs a king that can move, an inside that no attacker touches and a wall that cannot be sandwiched anywhere; one loose piece spoils it.',
        '- **Claiming an encirclement too early.** The ring must hold every defender, and any gap to the edge breaks it.',
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
