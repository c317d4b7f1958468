// Game records in and out of the page: reading pasted or opened text into a
// Game (a record, or a bare position), copying to the clipboard and saving
// as a file, and the record box of the page that does these (its buttons,
// text box, file input and messages).

import { errorText } from './engine-errors.js';

/** Largest import accepted (a record of a long game is a few kB). */
export const IMPORT_MAX = 200_000;

/** A Game from a record, or from a bare position: `{game}` or `{game: null, error}` (the record's Error, with its code). */
export function readGame(Game, source) {
  try {
    return { game: Game.fromRecord(source) };
  } catch (err) {
    if (!source.includes('\n') && source.includes('/')) {
      try {
        return { game: Game.fromPosition(source) };
      } catch {
        // The record's error is the one shown.
      }
    }
    return { game: null, error: err };
  }
}

/** Copies `text`; when the clipboard refuses, puts it selected in `fallback` (a text box). Returns whether it was copied. */
export async function copyText(text, fallback) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    fallback.value = text;
    fallback.select();
    return false;
  }
}

/** Saves `text` as hnef-YYYYMMDD-HHMM.txt. */
export function downloadText(text, date = new Date()) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const pad = (n) => String(n).padStart(2, '0');
  const a = document.createElement('a');
  a.href = url;
  a.download = `hnef-${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}-${pad(date.getHours())}${pad(date.getMinutes())}.txt`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Wires the page's record box: Copy and Download give `record()`; Import
 * and the file input read a record or position into a Game for
 * `onImport(game)`, or say in the box why they could not. `t` translates
 * (i18n.js). Returns `{clear()}`: empties the text box and the export line
 * (once the loaded game is on the board, or any other game replaced the one
 * they spoke of).
 */
export function wireRecordBox(el, { Game, t, record, onImport }) {
  const problem = (text) => {
    el.importError.textContent = text;
    el.importError.hidden = false;
  };
  function importText(text) {
    el.importError.hidden = true;
    const source = String(text ?? '').trim();
    if (!source) return problem(t('record.importEmpty'));
    if (source.length > IMPORT_MAX) return problem(t('record.fileTooBig'));
    const { game, error } = readGame(Game, source);
    if (!game) return problem(t('engine.import', { reason: errorText(t, error) }));
    el.exportStatus.textContent = '';
    onImport(game);
  }
  el.copyRecord.addEventListener('click', async () => {
    const copied = await copyText(record(), el.importText);
    el.exportStatus.textContent = t(copied ? 'record.copied' : 'record.copyFailed');
  });
  el.downloadRecord.addEventListener('click', () => {
    downloadText(record());
    el.exportStatus.textContent = t('record.downloaded');
  });
  el.importRecord.addEventListener('click', () => importText(el.importText.value));
  el.importFile.addEventListener('change', async () => {
    const file = el.importFile.files?.[0];
    if (!file) return;
    if (file.size > IMPORT_MAX) return problem(t('record.fileTooBig'));
    importText(await file.text());
    el.importFile.value = '';
  });
  return {
    clear() {
      el.importText.value = '';
      el.importError.hidden = true;
      el.exportStatus.textContent = '';
    },
  };
}
