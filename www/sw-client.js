// The page's side of the offline service worker (sw.js): registers it on
// http(s) only and offers a waiting new version with the page's update bar
// (`el.update`, `el.updateReload`, `el.updateLater`); it never swaps by itself.

/** Registers the service worker (http(s) only) and offers a waiting new version; never swaps by itself. */
export function registerServiceWorker(el) {
  if (!('serviceWorker' in navigator) || !/^https?:$/.test(location.protocol)) return;
  let consented = false;
  const offer = (worker) => {
    if (!navigator.serviceWorker.controller) return; // the first install: nothing to update
    el.update.hidden = false;
    el.updateReload.onclick = () => {
      consented = true;
      // Another tab may have accepted it already: this tab still runs its
      // own (older) files, and a reload is all it takes.
      if (worker.state === 'activated' || worker.state === 'activating') location.reload();
      else worker.postMessage({ type: 'activate' });
    };
  };
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The first install claims the page too: reload only for an update the player asked for.
    if (consented) location.reload();
  });
  el.updateLater.addEventListener('click', () => {
    el.update.hidden = true;
  });
  navigator.serviceWorker.register('sw.js').then(
    (reg) => {
      if (!reg) return; // a browser that blocks service workers (an automated one) may resolve to nothing
      if (reg.waiting) offer(reg.waiting);
      reg.addEventListener('updatefound', () => {
        const worker = reg.installing;
        worker?.addEventListener('statechange', () => {
          if (worker.state === 'installed') offer(worker);
        });
      });
    },
    (err) => console.warn('service worker not registered:', err),
  );
}
