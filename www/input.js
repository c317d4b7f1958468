// Pointer input on the board canvas: tap-tap and drag-and-drop from one set
// of pointer events (mouse, pen, touch). It knows no rules: it reports
// squares and the controller decides. A press that travels more than
// `threshold` CSS pixels becomes a drag; the canvas has `touch-action: none`
// in the page's style.css, so the page does not scroll while a finger drags a piece.

/**
 * @param {HTMLCanvasElement} canvas
 * @param {object} handlers
 * @param {(x: number, y: number) => number} handlers.squareAt square under a client point, or -1
 * @param {(x: number, y: number) => {x: number, y: number}} handlers.toLayout client point -> layout pixels
 * @param {(index: number) => boolean} handlers.press a press on a square; true when a drag may start from it
 * @param {(index: number) => void} handlers.release a release without a drag
 * @param {(index: number, point: {x: number, y: number}, info: {touch: boolean, over: number}) => void} handlers.dragStart
 *   `touch`: a finger drags (the board lifts the piece above it); `over`: the square under the pointer
 * @param {(point: {x: number, y: number}, over: number) => void} handlers.dragMove
 * @param {(index: number) => void} handlers.drop a drag released over a square (-1 off the board)
 * @param {() => void} handlers.cancel a drag interrupted (pointer lost)
 * @returns {() => void} detaches the listeners
 */
export function attachInput(canvas, handlers, { threshold = 5 } = {}) {
  let active = null; // {id, x, y, index, draggable, dragging}

  function onDown(e) {
    if (active || (e.pointerType === 'mouse' && e.button !== 0)) return;
    e.preventDefault();
    const index = handlers.squareAt(e.clientX, e.clientY);
    const draggable = handlers.press(index) === true;
    active = { id: e.pointerId, x: e.clientX, y: e.clientY, index, draggable, dragging: false };
    try {
      canvas.setPointerCapture(e.pointerId);
    } catch {
      // A synthetic or already-released pointer: the window listeners still see it.
    }
  }

  function onMove(e) {
    if (!active || e.pointerId !== active.id) return;
    if (!active.dragging) {
      if (!active.draggable) return;
      if (Math.hypot(e.clientX - active.x, e.clientY - active.y) < threshold) return;
      active.dragging = true;
      const over = handlers.squareAt(e.clientX, e.clientY);
      handlers.dragStart(active.index, handlers.toLayout(e.clientX, e.clientY), { touch: e.pointerType === 'touch', over });
    }
    e.preventDefault();
    handlers.dragMove(handlers.toLayout(e.clientX, e.clientY), handlers.squareAt(e.clientX, e.clientY));
  }

  function onUp(e) {
    if (!active || e.pointerId !== active.id) return;
    const was = active;
    active = null;
    const index = handlers.squareAt(e.clientX, e.clientY);
    if (was.dragging) handlers.drop(index);
    else handlers.release(index);
  }

  function onCancel(e) {
    if (!active || e.pointerId !== active.id) return;
    const was = active;
    active = null;
    if (was.dragging) handlers.cancel();
  }

  canvas.addEventListener('pointerdown', onDown);
  canvas.addEventListener('pointermove', onMove);
  canvas.addEventListener('pointerup', onUp);
  canvas.addEventListener('pointercancel', onCancel);
  canvas.addEventListener('lostpointercapture', onCancel);
  // No context menu on a long press over the board.
  const noMenu = (e) => e.preventDefault();
  canvas.addEventListener('contextmenu', noMenu);
  return () => {
    canvas.removeEventListener('pointerdown', onDown);
    canvas.removeEventListener('pointermove', onMove);
    canvas.removeEventListener('pointerup', onUp);
    canvas.removeEventListener('pointercancel', onCancel);
    canvas.removeEventListener('lostpointercapture', onCancel);
    canvas.removeEventListener('contextmenu', noMenu);
  };
}
