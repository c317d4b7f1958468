// Game records in and out of the page: reading pasted or opened text into a
// Game (a record, or a bare position), copying to the clipboard and saving
// as a file.

/** A Game from a record, or from a bare position: `{game}` or `{game: null, error}` (the record's error). */
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
    return { game: null, error: String(err?.message ?? err) };
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
