// A read-only link to a game, offered from a view over the page (the
// analysis board, the game review): made by game-link.js `watchLinkOf` from
// an engine game, copied to the clipboard where the browser allows it, and
// shown in a read-only field either way (a device may allow neither), with a
// status line saying which. The page's own "Link to watch this game" is in
// friend-play.js; the links are the same.

import { LINK_MAX, LinkError, watchLinkOf } from './game-link.js';
import { copyText } from './link-share.js';

/** The address a link opens: this page without its query (the sender's ?lang=) and fragment. */
export const pageBase = () => `${location.origin}${location.pathname}`;

/**
 * Fills `box` with the link to watch `game` (an engine Game, not changed),
 * copies it, and returns it; on a game a link cannot hold, says why in the
 * box and returns null. `t`: the page's words.
 */
export async function offerWatchLink(box, { Game, game, t }) {
  const status = document.createElement('p');
  status.className = 'watch-offer-status';
  status.setAttribute('role', 'status');
  let link;
  try {
    link = watchLinkOf(Game, game, pageBase());
  } catch (err) {
    const problem = err instanceof LinkError ? t(`link.error.${err.code}`, { max: LINK_MAX, ...(err.details ?? {}) }) : String(err?.message ?? err);
    status.textContent = t('link.bad', { problem });
    box.replaceChildren(status);
    box.hidden = false;
    return null;
  }
  const field = document.createElement('input');
  field.className = 'watch-offer-link';
  field.readOnly = true;
  field.spellcheck = false;
  field.value = link;
  field.setAttribute('aria-label', t('friend.linkLabel'));
  field.addEventListener('focus', () => field.select());
  box.replaceChildren(field, status);
  box.hidden = false;
  box.dataset.link = link;
  const copied = await copyText(link);
  status.textContent = copied ? t('friend.copied') : t('friend.copyFailed');
  if (!copied) field.select();
  return link;
}
