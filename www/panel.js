// The page's side panel drawn from the board's session and plain data: the
// turn line, the result card, the move list with its browsing buttons, and
// the players' table. DOM built with createElement and textContent only;
// the words are every board's (game-words.js); the caller passes the
// elements (main.js finds them).

import { resultWords, sideWord, turnText } from './game-words.js';
import { leaderboard, totalWins } from './profiles.js';
import { ATTACKERS, DEFENDERS, LEVELS, isOver, moveRows, otherSide } from './state.js';

function make(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * The turn line once the game is over (the page's words; <hnef-board> says
 * the result in its status line), from the result card's point of view:
 * "Game over: you win" against the computer (`you`: the person's side),
 * else "Game over: Attackers win".
 */
export function overText(t, outcome, you = null) {
  if (you && outcome.winner) return t(outcome.winner === you ? 'turn.youWon' : 'turn.youLost');
  return `${t('turn.over')}: ${t(`result.${outcome.status}`)}`;
}

/**
 * Why no draw can be offered, or '' (the game over, or draws possible):
 * the ruleset has none, or the computer never takes one (docs/RULES.md E3).
 */
export function drawNote(t, { over, allowsDraws, computer }) {
  if (over) return '';
  if (!allowsDraws) return t('draw.none');
  return computer ? t('draw.computer') : '';
}

/**
 * The turn line: whose move it is (`computer`: the computer's side, or null
 * between two players) or that the game is over; the thinking sign; the
 * button that resumes a paused computer on its turn. Once the game is over it
 * says the result as the result card does (`you`: the person's side against
 * the computer). While the computer thinks the line says only that.
 */
export function renderTurn(el, t, { outcome, side, computer, you = null, thinking, paused }) {
  const over = isOver(outcome);
  el.turnSwatch.dataset.side = over ? 'none' : side;
  const text = over ? overText(t, outcome, you) : turnText(t, side, computer);
  if (el.turnText.textContent !== text) el.turnText.textContent = text;
  el.turnText.hidden = Boolean(thinking && !over);
  el.thinking.hidden = !thinking;
  el.resumeAi.hidden = !(paused && computer !== null && !over && side === computer);
}

/**
 * The result card, shown once the game is over: who won (`you`: the
 * person's side against the computer, else null), the rule that decided it,
 * and the points just won (`points`: {points, name} or null).
 */
export function renderResult(el, t, { outcome, you, points }) {
  el.result.hidden = !isOver(outcome);
  if (!isOver(outcome)) return;
  const { title, rule } = resultWords(t, outcome, you);
  el.resultTitle.textContent = title;
  el.result.dataset.winner = outcome.winner ?? 'none';
  el.resultRule.textContent = rule;
  el.resultPoints.hidden = !points;
  el.resultPoints.textContent = points ? t('result.points', points) : '';
}

/**
 * The draw buttons: Offer a draw where `allowed` (state.js drawAllowed), and
 * a standing `offer` ({side}) for the other player to accept or decline;
 * where no draw can be offered, the sentence why (`why`: game-words.js drawNote).
 */
export function renderDrawOffer(el, t, { allowed, offer, why }) {
  const note = allowed ? '' : drawNote(t, why);
  el.drawInfo.textContent = note;
  el.drawInfo.hidden = note === '';
  el.offerDraw.hidden = !allowed;
  el.offerDraw.disabled = Boolean(offer);
  el.drawOffer.hidden = !offer;
  if (!offer) return;
  el.drawOfferText.textContent = t('draw.offered', { side: sideWord(t, offer.side) });
  el.drawAccept.textContent = t('draw.accept', { side: sideWord(t, otherSide(offer.side)) });
}

/** Whether the device has only a touch screen (no keys to press): the same test as style.css's `.keys-only`. */
export const TOUCH_ONLY = '(hover: none) and (pointer: coarse)';
/** Whether this screen is touch-only now. */
export const touchOnly = () => globalThis.matchMedia?.(TOUCH_ONLY).matches === true;

/** The move list of `session` (session.js) with the shown ply marked, the browsing line and buttons. */
export function renderMoves(el, t, session) {
  const shown = session.shownPly;
  const plies = session.plies;
  renderMoveList(el.moveList, moveRows(session.history, session.firstSide), shown);
  el.movesEmpty.hidden = plies > 0;
  const browsing = !session.live;
  const touch = touchOnly() ? 'Touch' : '';
  el.browseInfo.textContent = browsing ? (shown === 0 ? t(`browse.start${touch}`) : t(`browse.viewing${touch}`, { ply: shown, total: plies })) : '';
  el.app.dataset.browsing = String(browsing);
  el.navFirst.disabled = shown === 0;
  el.navPrev.disabled = shown === 0;
  el.navNext.disabled = !browsing;
  el.navLast.disabled = !browsing;
}

/**
 * The move list (rows from state.js moveRows) with the shown ply marked, kept
 * in view inside the list without scrolling the page.
 */
function renderMoveList(list, rows, shown) {
  list.replaceChildren(
    ...rows.map((row) => {
      const li = make('li');
      li.append(make('span', 'num', `${row.number}.`));
      for (const side of [ATTACKERS, DEFENDERS]) {
        const cell = row[side];
        if (!cell) {
          if (side === ATTACKERS) li.append(make('span', 'gap', '…'));
          continue;
        }
        const b = make('button', `move ${side}`, cell.text);
        b.type = 'button';
        b.dataset.ply = String(cell.ply);
        if (cell.ply === shown) b.setAttribute('aria-current', 'true');
        li.append(b);
      }
      return li;
    }),
  );
  const current = list.querySelector('[aria-current="true"]');
  if (current) {
    const box = list.getBoundingClientRect();
    const item = current.getBoundingClientRect();
    if (item.top < box.top) list.scrollTop -= box.top - item.top + 4;
    else if (item.bottom > box.bottom) list.scrollTop += item.bottom - box.bottom + 4;
  }
}

/** The profile select, the active profile's wins per level and side, and the leaderboard. */
export function renderProfiles(el, data, t) {
  el.profileSelect.replaceChildren(
    ...data.profiles.map((p) => {
      const o = make('option', '', p.name);
      o.value = p.id;
      o.selected = p.id === data.activeProfile;
      return o;
    }),
  );
  const active = data.profiles.find((p) => p.id === data.activeProfile);
  el.profileTotal.textContent = active ? t('profiles.total', { name: active.name, points: active.points }) : '';
  el.profileStatsBody.replaceChildren(
    ...LEVELS.map((level) => {
      const tr = make('tr');
      const th = make('th', '', t(`level.${level}`));
      th.scope = 'row';
      tr.append(th);
      for (const side of [ATTACKERS, DEFENDERS]) tr.append(make('td', '', String(active ? active.wins[level][side] : 0)));
      return tr;
    }),
  );
  el.leaderboard.replaceChildren(
    ...leaderboard(data.profiles).map((p) => {
      const li = make('li', p.id === data.activeProfile ? 'active' : '', t('profiles.entry', { name: p.name, points: p.points, wins: totalWins(p) }));
      return li;
    }),
  );
}

/** Fills a select with `[value, text, extra]` options. */
export function fillSelect(select, options) {
  // The same options (index.html's language list, a refill after a render):
  // only the choice is set, so the page is not laid out again.
  const same =
    select.options.length === options.length &&
    options.every(({ value, text, lang = '', title = '' }, i) => {
      const o = select.options[i];
      return o.value === value && o.text === text && o.lang === lang && o.title === title;
    });
  if (same) {
    const want = Math.max(0, options.findIndex((o) => o.selected));
    if (select.selectedIndex !== want) select.selectedIndex = want;
    return;
  }
  select.replaceChildren(
    ...options.map(({ value, text, lang, title, selected }) => {
      const o = make('option', '', text);
      o.value = value;
      if (lang) o.lang = lang;
      if (title) o.title = title;
      if (selected) o.selected = true;
      return o;
    }),
  );
}
