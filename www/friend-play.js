// Play a friend by link, watch by link (the page's side of game-link.js).
//
// The friend's game is shown in its own view over the page (#friend-view)
// on an <hnef-board> element, so the player's own game on the page is never
// touched: opening a link, good or bad, leaves it as it was. The view shows
// the board from this device's side with the last move marked; on this
// side's turn the board takes one move, then the page makes the next link
// (share sheet, clipboard, and a text field for devices with neither).
// Draw offers (with a move), their answer (accept, or decline by moving on)
// and resignation (the board's own Resign button) travel in the link.
// A watch link opens the same view read-only. The games live in
// friend-games.js; a bad link is named in the page's notice and changes
// nothing stored.

import './hnef-board.js';
import { LINK_MAX, LINK_RULESETS, LinkError, decodeGameLink, encodeGameLink, gameFromLink, linkPayload, movesOf, newLinkId, watchLinkOf } from './game-link.js';
import { createLinkGames } from './friend-games.js';
import { PNG_SIZE, canShare, copyText, download, positionPng, sendLink } from './link-share.js';
import { parseMove } from './geometry.js';

const other = (side) => (side === 'attackers' ? 'defenders' : 'attackers');
const IDS = `friend-card friend-side friend-ruleset friend-name friend-start friend-watch-current friend-games friend-none friend-archived
  friend-archived-list friend-view friend-title friend-status friend-message friend-board-slot friend-draw friend-draw-text friend-draw-accept
  friend-draw-decline friend-offer-row friend-offer friend-share friend-share-heading friend-send friend-copy friend-link friend-share-status
  friend-png friend-record friend-watch-link friend-conflict friend-conflict-use friend-close`.split(/\s+/);

/**
 * Wires the friend card and view. `Game`: the engine's class (loaded);
 * `t`, `sideName`, `rulesetName`: the page's words; `rulesetIds`: the
 * engine's rulesets; `showNotice(text)`: the page's notice; `storage`: the
 * localStorage backend or null; `currentGame()`: the page's own game (for
 * its watch link); `confirm(text, yes, then)`: the page's confirm dialog.
 */
export function createFriendPlay({ Game, t, sideName, rulesetName, rulesetIds, showNotice, storage, currentGame, confirm, root = document }) {
  const el = Object.fromEntries(IDS.map((id) => [id.replace(/^friend-/, '').replace(/-(\w)/g, (_, c) => c.toUpperCase()), root.getElementById(id)]));
  const games = createLinkGames(storage);
  /** The game in the view: {link (decoded), text, mySide (null: watching)}. */
  let cur = null;
  // A link is the page's address without its query (the sender's ?lang= is not the friend's) and the fragment.
  const base = () => `${location.origin}${location.pathname}`;

  // ------------------------------------------------------------ the card

  function fillRulesets() {
    const known = rulesetIds().filter((id) => LINK_RULESETS.includes(id));
    const chosen = el.ruleset.value;
    el.ruleset.replaceChildren(...known.map((id) => new Option(rulesetName(id), id)));
    if (known.includes(chosen)) el.ruleset.value = chosen;
  }

  function gameLine(kept) {
    const link = decodeGameLink(kept.link);
    const li = document.createElement('li');
    li.dataset.id = kept.id;
    const opponent = link.names[other(kept.mySide)] || t('friend.friend');
    const last = link.moves.length ? link.moves.at(-1) : null;
    const replay = safeGame(link);
    const over = !replay || replay.outcome().status !== 'ongoing' || link.end;
    const turn = over ? t('friend.over') : link.sideToMove === kept.mySide ? t('friend.yourTurn') : t('friend.theirTurn');
    replay?.free();
    const title = document.createElement('strong');
    title.textContent = t('friend.against', { name: opponent, side: sideName(kept.mySide) });
    const info = document.createElement('span');
    info.className = 'friend-info';
    const lastText = last ? t('friend.lastMove', { move: moveText(last) }) : t('friend.noMove');
    info.textContent = `${turn} · ${lastText} · ${new Date(kept.updated || Date.now()).toLocaleDateString(document.documentElement.lang || undefined)}`;
    li.dataset.turn = over ? 'over' : link.sideToMove === kept.mySide ? 'mine' : 'theirs';
    const buttons = document.createElement('span');
    buttons.className = 'actions';
    const button = (key, fn, name) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = t(key);
      b.dataset.action = name;
      b.addEventListener('click', fn);
      buttons.append(b);
    };
    button('friend.open', () => openKept(kept.id), 'open');
    if (!kept.archived) button('friend.resend', () => (openKept(kept.id), showShare(kept.link)), 'resend');
    button(kept.archived ? 'friend.unarchive' : 'friend.archive', () => (games.archive(kept.id, !kept.archived), renderList()), 'archive');
    li.append(title, info);
    if (kept.conflicts.length) {
      const c = document.createElement('span');
      c.className = 'friend-conflict-mark';
      c.textContent = t('friend.conflictMark');
      li.dataset.conflict = 'true';
      li.append(c);
    }
    li.append(buttons);
    return li;
  }

  function renderList() {
    const open = games.list();
    const archived = games.list({ archived: true });
    el.games.replaceChildren(...open.map(gameLine));
    el.archivedList.replaceChildren(...archived.map(gameLine));
    el.none.hidden = open.length > 0;
    el.archived.hidden = archived.length === 0;
  }

  // ------------------------------------------------------------ the view

  const moveText = (m) => `${'abcdefghijk'[m.from % 11]}${Math.floor(m.from / 11) + 1}-${'abcdefghijk'[m.to % 11]}${Math.floor(m.to / 11) + 1}`;

  function safeGame(link) {
    try {
      return gameFromLink(Game, link);
    } catch {
      return null;
    }
  }

  function message(text) {
    el.message.textContent = text ?? '';
    el.message.hidden = !text;
  }

  /** Shows `text` (a link) in the view: a decoded game for `mySide` (null: watching). */
  function show(text, mySide, note = null) {
    const link = decodeGameLink(text);
    const game = gameFromLink(Game, link); // throws a LinkError before anything is shown
    cur = { link, text, mySide };
    const outcome = game.outcome();
    const record = game.record();
    game.free();
    const over = outcome.status !== 'ongoing';
    const myTurn = mySide !== null && !over && link.sideToMove === mySide;
    const board = boardElement();
    board.setAttribute('lang', document.documentElement.lang || 'en');
    board.setAttribute('orientation', mySide ?? 'attackers');
    board.setAttribute('interactive', myTurn ? mySide : 'none');
    board.setAttribute('ply', 'last');
    board.setAttribute('record', record);
    if (el.view.hidden) {
      // The view is modal: what lies behind it is inert, and focus starts at its title.
      for (const node of behind()) node.inert = true;
      el.view.hidden = false;
      el.title.focus({ preventScroll: true });
    }
    el.view.dataset.kind = mySide ? 'play' : 'watch';
    el.view.dataset.turn = over ? 'over' : myTurn ? 'mine' : mySide ? 'theirs' : 'watch';
    document.documentElement.classList.add('friend-open');
    const opponent = mySide ? link.names[other(mySide)] || t('friend.friend') : null;
    el.title.textContent = mySide ? t('friend.against', { name: opponent, side: sideName(mySide) }) : t('friend.watchTitle');
    el.status.textContent = over ? t('friend.over') : myTurn ? t('friend.yourMove') : mySide ? t('friend.waiting') : '';
    const offered = mySide && !over && link.drawOffer === other(mySide);
    el.draw.hidden = !offered;
    if (offered) el.drawText.textContent = t('friend.drawOffered', { name: opponent });
    el.offerRow.hidden = !myTurn || !allowsDraws(link.ruleset);
    el.offer.checked = false;
    el.share.hidden = true;
    el.watchLink.hidden = false;
    const conflicts = mySide ? games.find(link.id)?.conflicts ?? [] : [];
    el.conflict.hidden = conflicts.length === 0;
    el.conflictUse.hidden = conflicts.length === 0;
    const notes = [note, mySide && link.declined && link.sender !== mySide ? t('friend.declined') : null].filter(Boolean);
    message(notes.join(' ') || null);
    if (mySide && !myTurn && !over && link.sender === mySide) showShare(text);
    if (mySide && over && link.sender === mySide) showShare(text);
    return { over, myTurn };
  }

  function allowsDraws(ruleset) {
    const g = new Game(ruleset);
    const yes = g.allowsDraws;
    g.free();
    return yes === true;
  }

  function showShare(text, watch = false) {
    el.share.hidden = false;
    el.share.dataset.kind = watch ? 'watch' : 'play';
    el.shareHeading.textContent = watch ? t('friend.watchHeading') : t('friend.sendHeading');
    el.link.value = text;
    el.send.hidden = !canShare(text);
    el.shareStatus.textContent = '';
  }

  /** The view's <hnef-board>: made when the view opens, removed when it closes (the page has one grid at a time). */
  function boardElement() {
    if (el.board) return el.board;
    const board = document.createElement('hnef-board');
    board.id = 'friend-board';
    board.className = 'friend-board';
    board.setAttribute('interactive', 'none');
    board.addEventListener('move', onMove);
    board.addEventListener('gameover', onGameOver);
    el.boardSlot.append(board);
    el.board = board;
    return board;
  }

  const behind = () => [...root.querySelectorAll('.app > header, .app > main, .app > footer')];

  function closeView() {
    el.view.hidden = true;
    for (const node of behind()) node.inert = false;
    el.board?.remove();
    el.board = null;
    cur = null;
    document.documentElement.classList.remove('friend-open');
    if (linkPayload(location.hash) !== null) history.replaceState(null, '', base());
    renderList();
  }

  /** The link for the game in the view after a change made on this device. */
  function nextLink(changes) {
    const { link } = cur;
    const names = { ...link.names };
    const mine = el.name.value.trim().slice(0, 24);
    if (cur.mySide && !names[cur.mySide] && mine) names[cur.mySide] = mine;
    return encodeGameLink({ ...link, names, sender: cur.mySide, drawOffer: null, declined: false, end: null, ...changes }, base());
  }

  function sent(text) {
    const saved = games.update(text, cur.mySide);
    history.replaceState(null, '', text);
    show(text, cur.mySide);
    // The link is shown either way; a device that cannot save says so.
    if (!saved) message(t('notice.storageFailed'));
    renderList();
  }

  function onMove(event) {
    if (!cur?.mySide || event.detail.source !== 'user') return;
    const moves = movesOf(el.board.history);
    const offer = !el.offerRow.hidden && el.offer.checked ? cur.mySide : null;
    const declined = cur.link.drawOffer === other(cur.mySide);
    let text;
    try {
      text = nextLink({ moves, drawOffer: offer, declined });
    } catch (err) {
      message(linkProblem(err));
      return;
    }
    sent(text);
  }

  function onGameOver(event) {
    if (!cur?.mySide || event.detail.reason !== 'resignation') return;
    if (cur.link.end) return;
    const resigned = other(event.detail.winner);
    sent(nextLink({ end: { resigned } }));
  }

  function acceptDraw() {
    if (!cur?.mySide || cur.link.drawOffer !== other(cur.mySide)) return;
    sent(nextLink({ drawOffer: other(cur.mySide), end: { draw: true } }));
  }

  function declineDraw() {
    el.draw.hidden = true;
    message(t('friend.declineNext'));
  }

  // ------------------------------------------------------------ links in

  function linkProblem(err) {
    const code = err instanceof LinkError ? err.code : 'malformed';
    return t('link.bad', { problem: t(`link.error.${code}`, { max: LINK_MAX, ply: err?.details?.ply ?? '?', move: err?.details?.move ?? '?', version: err?.details?.version ?? '?' }) });
  }

  /** Opens a link text (an address with `#game=`): a bad one is named and changes nothing. */
  function openLink(text) {
    let link;
    try {
      link = decodeGameLink(text);
      gameFromLink(Game, link).free();
    } catch (err) {
      showNotice(linkProblem(err));
      if (!el.view.hidden) message(linkProblem(err)); // the page's notice is behind the view
      else root.getElementById('notice')?.scrollIntoView({ block: 'nearest' });
      if (linkPayload(location.hash) !== null) history.replaceState(null, '', base());
      return { ok: false, code: err?.code ?? 'malformed' };
    }
    if (link.kind === 'watch') {
      show(text, null);
      return { ok: true, status: 'watch' };
    }
    const kept = games.find(link.id);
    const { status, game } = games.receive(text, kept?.mySide ?? other(link.sender));
    renderList();
    if (status === 'stale') {
      show(game.link, game.mySide, t('friend.stale'));
      history.replaceState(null, '', game.link);
    } else if (status === 'conflict') show(game.link, game.mySide); // #friend-conflict says it
    else show(text, game.mySide);
    return { ok: true, status };
  }

  function openKept(id) {
    const kept = games.find(id);
    if (!kept) return;
    try {
      show(kept.link, kept.mySide);
      history.replaceState(null, '', kept.link);
    } catch (err) {
      showNotice(linkProblem(err));
    }
  }

  function openFromLocation() {
    if (linkPayload(location.hash) === null) return null;
    return openLink(location.href);
  }

  function start() {
    const mySide = el.side.value === 'defenders' ? 'defenders' : 'attackers';
    const ruleset = LINK_RULESETS.includes(el.ruleset.value) ? el.ruleset.value : LINK_RULESETS[0];
    const name = el.name.value.trim().slice(0, 24);
    const text = encodeGameLink({ kind: 'play', ruleset, id: newLinkId(), names: { [mySide]: name }, moves: [], sender: mySide }, base());
    games.update(text, mySide);
    history.replaceState(null, '', text);
    show(text, mySide);
    // The defenders wait for the attackers' first move: the link goes out now.
    if (mySide === 'defenders') showShare(text);
    renderList();
  }

  /** A watch link of the page's own game (any start position). */
  function watchCurrent() {
    const game = currentGame();
    if (!game) return;
    let text;
    try {
      text = watchLinkOf(Game, game, base());
      show(text, null);
    } catch (err) {
      showNotice(linkProblem(err));
      return;
    }
    showShare(text, true);
  }

  function watchLink() {
    if (!cur) return;
    showShare(encodeGameLink({ ...cur.link, kind: 'watch' }, base()), true);
  }

  async function picture() {
    if (!cur) return;
    const shown = el.board.board;
    const history = el.board.history;
    const ply = el.board.ply;
    const last = ply > 0 ? parseMove(history[ply - 1]) : null;
    const blob = await positionPng({ cells: shown, lastMove: last && { from: last.from, to: last.to }, flipped: el.board.flipped, themeFrom: el.board });
    download(blob, `hnef-${cur.link.id}-${ply}.png`);
    el.shareStatus.textContent = t('friend.pngSaved', { size: PNG_SIZE });
    message(t('friend.pngSaved', { size: PNG_SIZE }));
  }

  async function copyRecord() {
    if (!cur) return;
    message((await copyText(el.board.record)) ? t('friend.recordCopied') : t('friend.copyFailed'));
  }

  // ------------------------------------------------------------ wiring

  const on = (node, type, fn) => node.addEventListener(type, fn);
  on(el.start, 'click', start);
  on(el.watchCurrent, 'click', watchCurrent);
  on(el.close, 'click', closeView);
  on(el.drawAccept, 'click', () => confirm(t('friend.acceptQuestion'), t('friend.drawAccept'), acceptDraw));
  on(el.drawDecline, 'click', declineDraw);
  on(el.send, 'click', async () => {
    const result = await sendLink({ url: el.link.value, title: t('friend.heading'), text: t('friend.shareText') });
    el.shareStatus.textContent = result === 'copied' ? t('friend.copied') : result === 'failed' ? t('friend.copyFailed') : '';
  });
  on(el.copy, 'click', async () => {
    const ok = await copyText(el.link.value);
    el.shareStatus.textContent = ok ? t('friend.copied') : t('friend.copyFailed');
    if (!ok) el.link.select();
  });
  on(el.link, 'focus', () => el.link.select());
  on(el.png, 'click', picture);
  on(el.record, 'click', copyRecord);
  on(el.watchLink, 'click', watchLink);
  on(el.conflictUse, 'click', () => {
    if (!cur) return;
    games.choose(cur.link.id, 0);
    openKept(cur.link.id);
    renderList();
  });
  on(window, 'hashchange', () => openFromLocation());
  // Keys pressed in the view are the view's (the page's own keys browse and flip the game behind it),
  // and so are keys with the focus on no element while it is open (a tap on its background).
  const viewKey = (e) => {
    e.stopPropagation();
    if (e.key === 'Escape' && !document.querySelector('dialog[open]') && !el.board?.contains(e.target)) closeView();
  };
  on(el.view, 'keydown', viewKey);
  document.addEventListener(
    'keydown',
    (e) => {
      if (!el.view.hidden && (e.target === document.body || e.target === document.documentElement)) viewKey(e);
    },
    true,
  );

  fillRulesets();
  renderList();
  const notice = games.asideKey ? t('notice.recovered', { key: games.asideKey }) : null;
  if (notice) showNotice(notice);

  return {
    openFromLocation,
    openLink,
    /** After a language change: the card and the view in the new words. */
    refresh() {
      fillRulesets();
      renderList();
      if (cur) show(cur.text, cur.mySide);
    },
    get open() {
      return cur !== null;
    },
  };
}
