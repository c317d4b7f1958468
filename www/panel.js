// The page's side panel drawn from plain data: the move list and the players'
// table. DOM built with createElement and textContent only; the caller
// passes the elements (main.js finds them).

import { leaderboard, totalWins } from './profiles.js';
import { ATTACKERS, DEFENDERS, LEVELS } from './state.js';

function make(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * The move list (rows from state.js moveRows) with the shown ply marked, kept
 * in view inside the list without scrolling the page.
 */
export function renderMoveList(list, rows, shown) {
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
