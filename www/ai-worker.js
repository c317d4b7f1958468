// The computer's worker: the package's own (hnef/worker's engine-worker.js,
// copied into ./pkg/ by build.sh), so the page, <hnef-board> and the
// package's users share one protocol. It keeps one Searcher (a 16 MiB table
// allocated once) for every request of the page; see src/api/engine-worker.js.

import './pkg/engine-worker.js';
