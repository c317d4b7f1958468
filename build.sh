#!/usr/bin/env bash
# hnef build entry point. Run `./build.sh help` for the subcommands.
#
# Every subcommand is idempotent: `setup` installs only what is missing, so a
# fresh machine (CI) and a warm one run the same script.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"

WASM_TARGET=wasm32-unknown-unknown
CHROMIUM=/usr/bin/chromium
TARGET_DIR=${CARGO_TARGET_DIR:-target}
# wasm-opt comes from the npm package binaryen, pinned in tools/package.json.
# Debian 12's binaryen 108 cannot parse table.fill ("invalid code after misc
# prefix: 17"), which wasm-bindgen 0.2.130 emits in the externref shim of any
# export taking a borrowed JS value (&JsValue, &js_sys::Function, ...).
WASM_OPT=tools/node_modules/.bin/wasm-opt
# esbuild (npm, tools/package.json) minifies the package's modules and
# bundles the page's (tools/bundle.mjs).
ESBUILD=tools/node_modules/.bin/esbuild
# Features rustc (LLVM 20+) enables by default for wasm32-unknown-unknown;
# wasm-opt rejects a module that uses a feature it was not told about.
WASM_OPT_FEATURES=(
  --enable-bulk-memory
  --enable-nontrapping-float-to-int
  --enable-sign-ext
  --enable-mutable-globals
  --enable-multivalue
  --enable-reference-types
)
NPM_DIRS=(tools tests/js tests/browser)

# cargo install puts binaries here; a non-login shell may not have it on PATH.
if [[ -d "$HOME/.cargo/bin" && ":$PATH:" != *":$HOME/.cargo/bin:"* ]]; then
  export PATH="$HOME/.cargo/bin:$PATH"
fi

# Colour only on a terminal that wants it; CI logs stay plain text.
if [[ -t 1 && -z ${NO_COLOR:-} ]]; then
  BOLD=$'\033[1m' RED=$'\033[1;31m' GREEN=$'\033[1;32m' PLAIN=$'\033[0m'
else
  BOLD='' RED='' GREEN='' PLAIN=''
fi

say() { printf '%s==> %s%s\n' "$BOLD" "$*" "$PLAIN"; }
note() { printf '    %s\n' "$*"; }
die() {
  printf 'build.sh: error: %s\n' "$*" >&2
  exit 1
}

usage() {
  cat <<'EOF'
usage: ./build.sh <command>

  serve [PORT]  build, then serve www/ on http://127.0.0.1:PORT/ (default 8080,
                or the next free port); stays in the foreground
  test          everything, in order: the self-contained check, build,
                cargo fmt --check, clippy (native and wasm32), cargo doc
                (warnings denied), cargo test --release, node --test
                tests/js/ and tests/www/, and the browser tests (headless
                Chromium via playwright-core)
  build         setup, then the wasm build: pkg/ (npm package) and www/pkg/,
                and the page's bundle www/dist/page.js (tools/bundle.mjs)
  setup         install what is missing: wasm32 target, clippy, rustfmt,
                wasm-bindgen-cli (version pinned in Cargo.toml), chromium and
                fonts-noto-cjk (apt), npm deps of tools/ (wasm-opt),
                tests/js, tests/browser
  bench [PLIES] [SEED]
                the native bench (hnef bench, and hnef bench --search for
                the search's nodes/s) and the wasm figures in Node
                (start-up, bench() inside wasm, the same search, playouts
                driven from JS),
                then the page's start-up in Chromium (tools/startup-bench.mjs)
                when chromium is present; default 2000000 plies, seed 1
  pack          build, then npm pack pkg/ into target/
  help          this text
EOF
}

# The wasm-bindgen version pinned with `=` in Cargo.toml; the CLI must match
# it exactly, or wasm-bindgen refuses the module.
wasm_bindgen_pin() {
  local pin
  pin=$(grep -E '^[[:space:]]*wasm-bindgen[[:space:]]*=' Cargo.toml |
    grep -oE '"=[0-9][^"]*"' | head -n1 | tr -d '"=') || true
  [[ -n $pin ]] || die 'Cargo.toml pins no wasm-bindgen version with "=X.Y.Z"'
  printf '%s\n' "$pin"
}

# The [package] version in Cargo.toml.
crate_version() {
  local version
  version=$(awk '
    /^\[/ { in_package = ($0 == "[package]") }
    in_package && /^[[:space:]]*version[[:space:]]*=/ {
      sub(/^[^"]*"/, ""); sub(/".*$/, ""); print; exit
    }' Cargo.toml)
  [[ -n $version ]] || die 'no version in the [package] table of Cargo.toml'
  printf '%s\n' "$version"
}

as_root() {
  if [[ $(id -u) -eq 0 ]]; then
    "$@"
  elif command -v sudo >/dev/null; then
    sudo "$@"
  else
    die "need root to run: $*"
  fi
}

setup_rust() {
  if rustup target list --installed | grep -qx "$WASM_TARGET"; then
    note "rust target $WASM_TARGET: present"
  else
    say "rustup target add $WASM_TARGET"
    rustup target add "$WASM_TARGET"
  fi
  local component
  for component in clippy rustfmt; do
    if rustup component list --installed | grep -q "^$component"; then
      note "rust component $component: present"
    else
      say "rustup component add $component"
      rustup component add "$component"
    fi
  done
}

setup_wasm_bindgen() {
  local pin have=''
  pin=$(wasm_bindgen_pin)
  if command -v wasm-bindgen >/dev/null; then
    have=$(wasm-bindgen --version | awk '{print $2}')
  fi
  if [[ $have == "$pin" ]]; then
    note "wasm-bindgen $pin: present"
    return
  fi
  say "cargo install wasm-bindgen-cli $pin (have: ${have:-none}; takes a few minutes)"
  # --locked first for the exact dependency set upstream tested. If the
  # registry lacks a locked version (it happens when a dependency is yanked),
  # resolve afresh: the CLI's own version is still exact.
  if ! cargo install wasm-bindgen-cli --version "=$pin" --locked --force; then
    say "locked install failed; retrying with freshly resolved dependencies"
    cargo install wasm-bindgen-cli --version "=$pin" --force
  fi
  have=$(wasm-bindgen --version | awk '{print $2}')
  [[ $have == "$pin" ]] || die "wasm-bindgen on PATH is $have, want $pin"
}

setup_apt() {
  local missing=()
  if [[ -x $CHROMIUM ]]; then
    note "chromium: present ($CHROMIUM)"
  else
    missing+=(chromium)
  fi
  # CJK glyphs for the Chinese pages (screenshots and real rendering).
  if [[ -d /usr/share/fonts/opentype/noto ]] && ls /usr/share/fonts/opentype/noto/NotoSansCJK* >/dev/null 2>&1; then
    note "fonts-noto-cjk: present"
  else
    missing+=(fonts-noto-cjk)
  fi
  ((${#missing[@]})) || return 0
  say "apt-get install ${missing[*]}"
  as_root apt-get update
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y "${missing[@]}"
  [[ -x $CHROMIUM ]] || die "apt installed chromium but $CHROMIUM is not there"
}

# npm ci (or npm install when there is no lock file yet) in each tool
# directory, skipped when node_modules was installed from the same lock file.
setup_npm() {
  local dir stamp
  for dir in "${NPM_DIRS[@]}"; do
    [[ -f $dir/package.json ]] || continue
    stamp=$dir/node_modules/.hnef-installed-lock
    if [[ -f $dir/package-lock.json && -f $stamp ]] && cmp -s "$dir/package-lock.json" "$stamp"; then
      note "npm deps of $dir: present"
      continue
    fi
    if [[ -f $dir/package-lock.json ]]; then
      say "npm ci in $dir"
      (cd "$dir" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund)
    else
      say "npm install in $dir (no lock file yet: commit the package-lock.json it writes)"
      (cd "$dir" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm install --no-audit --no-fund)
    fi
    mkdir -p "$dir/node_modules"
    cp "$dir/package-lock.json" "$stamp"
  done
}

cmd_setup() {
  say 'setup'
  command -v cargo >/dev/null || die 'cargo not found: install Rust with rustup first'
  command -v node >/dev/null || die 'node not found: install Node.js 18 or newer first'
  setup_rust
  setup_wasm_bindgen
  setup_apt
  setup_npm
}

cmd_build() {
  cmd_setup
  local wasm=$TARGET_DIR/$WASM_TARGET/release/hnef.wasm
  local bindgen=$TARGET_DIR/hnef-bindgen
  say "cargo build --release --target $WASM_TARGET --lib"
  cargo build --release --target "$WASM_TARGET" --lib
  [[ -f $wasm ]] || die "cargo produced no $wasm"

  say 'wasm-bindgen --target web'
  rm -rf "$bindgen"
  wasm-bindgen --target web --out-dir "$bindgen" --out-name hnef "$wasm"

  say 'wasm-opt -O3 --converge --flatten --rereloop -O3'
  [[ -x $WASM_OPT ]] || die "$WASM_OPT missing: run ./build.sh setup"
  # Tool metadata sections (producers, target features) are dropped: browsers ignore them.
  # --converge repeats the passes while they still shrink the module (about
  # 450 bytes of the gzipped package). --low-memory-unused lets it fold
  # constant offsets into loads and stores (about 430 bytes more): it assumes
  # no address below 1 KiB is used. Rust lays the wasm32 stack out first, so
  # those addresses are the bottom of its 1 MiB stack, which the engine never
  # comes near (the search's recursion stops at MAX_PLY), and the data after it.
  # Memory packing is skipped: it splits the data into ~490 segments around
  # the zero runs of the bitboard tables (one bit set in 16 bytes), and their
  # headers cost more gzipped than the zeros they leave out (the module grows
  # 3.7 KB, the gzipped package shrinks 1.7 KB).
  # --flatten --rereloop -O3 then rebuilds each function's control flow from
  # scratch and optimises it again: about 740 bytes less gzipped, the same
  # results and no slower (wasm search of 1.5 M nodes: 1.24 M nodes/s before,
  # 1.26 M after, docs/MATCHES.md "A lone king's room").
  "$WASM_OPT" -O3 --converge --flatten --rereloop -O3 --low-memory-unused --skip-pass=memory-packing --strip-producers --strip-target-features "${WASM_OPT_FEATURES[@]}" "$bindgen/hnef_bg.wasm" -o "$bindgen/hnef_bg.opt.wasm"

  say 'assemble pkg/'
  local file
  for file in hnef.js hnef.d.ts README.md; do
    [[ -f src/api/$file ]] || die "src/api/$file is missing"
  done
  rm -rf pkg
  mkdir -p pkg
  # The package entry is the hand-written src/api/hnef.js (RULESETS, init()
  # without arguments in Node.js); it imports the wasm-bindgen glue, renamed
  # hnef_glue.js. The glue finds hnef_bg.wasm by that name next to itself,
  # so the .wasm keeps it. Its @ts-self-types line would point TypeScript at
  # the entry's declarations, which do not describe the glue: drop it.
  sed '1{/@ts-self-types/d}' "$bindgen/hnef.js" >"$bindgen/hnef_glue.js"
  # The glue is generated code: it ships minified (the size budget).
  [[ -x $ESBUILD ]] || die "$ESBUILD missing: run ./build.sh setup"
  "$ESBUILD" "$bindgen/hnef_glue.js" --minify --target=es2022 --log-level=warning --outfile=pkg/hnef_glue.js
  cp "$bindgen/hnef_bg.opt.wasm" pkg/hnef_bg.wasm
  # The entry ships minified too; its one dynamic import (Node's fs, for
  # init() without arguments) gets back the comments that keep webpack and
  # Vite from bundling it, which minifying drops.
  "$ESBUILD" src/api/hnef.js --minify --target=es2022 --log-level=warning --outfile=pkg/hnef.js
  node -e '
    const fs = require("node:fs");
    const text = fs.readFileSync("pkg/hnef.js", "utf8");
    const found = text.match(/\bimport\(([A-Za-z_$][\w$]*)\)/g) ?? [];
    if (found.length !== 1) throw new Error(`pkg/hnef.js: expected one dynamic import, found ${found.length}`);
    fs.writeFileSync("pkg/hnef.js", text.replace(/\bimport\(([A-Za-z_$][\w$]*)\)/, "import(/* webpackIgnore: true */ /* @vite-ignore */ $1)"));
  '
  # hnef/worker: the engine in a worker (its client and the worker script).
  "$ESBUILD" src/api/worker.js src/api/engine-worker.js --minify --target=es2022 --log-level=warning --outdir=pkg
  # Each imports node:worker_threads only in Node.js: the same comments as above.
  local worker_file
  for worker_file in pkg/worker.js pkg/engine-worker.js; do
    WORKER_FILE=$worker_file node -e '
      const fs = require("node:fs");
      const file = process.env.WORKER_FILE;
      const text = fs.readFileSync(file, "utf8");
      const found = text.match(/\bimport\(([A-Za-z_$][\w$]*)\)/g) ?? [];
      if (found.length !== 1) throw new Error(`${file}: expected one dynamic import, found ${found.length}`);
      fs.writeFileSync(file, text.replace(/\bimport\(([A-Za-z_$][\w$]*)\)/, "import(/* webpackIgnore: true */ /* @vite-ignore */ $1)"));
    '
  done
  cp src/api/worker.d.ts pkg/worker.d.ts
  cp src/api/hnef.d.ts pkg/hnef.d.ts
  cp src/api/README.md pkg/README.md
  cp LICENSE pkg/LICENSE
  HNEF_VERSION=$(crate_version) node -e '
    const fs = require("node:fs");
    const manifest = JSON.parse(fs.readFileSync("pkg.json", "utf8"));
    manifest.version = process.env.HNEF_VERSION;
    fs.writeFileSync("pkg/package.json", JSON.stringify(manifest, null, 2) + "\n");
  '

  # The <hnef-board> web component (import 'hnef/board'): the modules of its
  # import graph (tools/board-files.mjs) ship with it, with its types and
  # docs; its ./pkg/hnef.js re-exports the package entry, so the board and
  # its worker load the one hnef_bg.wasm at the package root.
  mkdir -p pkg/board/pkg
  local board_files
  board_files=$(node tools/board-files.mjs) || die 'tools/board-files.mjs failed'
  while IFS= read -r file; do
    mkdir -p "pkg/board/$(dirname "$file")"
    cp "www/$file" "pkg/board/$file"
  done <<<"$board_files"
  cp www/hnef-board.d.ts www/EMBED.md pkg/board/
  printf "export { default } from '../../hnef.js';\nexport * from '../../hnef.js';\n" >pkg/board/pkg/hnef.js
  printf "export * from '../../worker.js';\n" >pkg/board/pkg/worker.js
  printf "import '../../engine-worker.js';\n" >pkg/board/pkg/engine-worker.js
  # Its message tables: the page's, cut to the keys the board's modules use.
  note "$(node tools/board-messages.mjs pkg/board)"
  # The board's modules ship minified, file by file (no bundling: the import
  # graph, the worker URL and the file names stay as they are), to keep the
  # tarball under its 150 KB budget; www/ keeps the readable sources.
  local board_js=()
  mapfile -t board_js < <(cd pkg/board && find . -name '*.js' | sort)
  (cd pkg/board && "../../$ESBUILD" "${board_js[@]}" --minify --target=es2022 \
    --outdir=. --outbase=. --allow-overwrite --log-level=warning)

  # The page imports ./pkg/hnef.js: the same three runtime files.
  rm -rf www/pkg
  mkdir -p www/pkg
  cp pkg/hnef.js pkg/hnef_glue.js pkg/hnef_bg.wasm pkg/worker.js pkg/engine-worker.js www/pkg/
  # The page's modules (main.js and its static imports, www/pkg/ included) as
  # one minified file with its source map: www/dist/page.js, which
  # index.html loads (tools/bundle.mjs; www/ keeps the sources).
  local bundled
  bundled=$(node tools/bundle.mjs) || die 'tools/bundle.mjs failed'
  note "$bundled"
  # index.html's start-up block follows the bundle (tools/preload-list.mjs).
  local preloads
  preloads=$(node tools/preload-list.mjs) || die 'tools/preload-list.mjs failed'
  [[ -z $preloads ]] || note "$preloads"
  # index.html's English words, so the first frame shows a whole page (tools/page-words.mjs).
  local words
  words=$(node tools/page-words.mjs) || die 'tools/page-words.mjs failed'
  [[ -z $words ]] || note "$words"
  # The offline set and its version: the files every page loads, and their hash.
  if [[ -f tools/sw-version.mjs ]]; then
    note "$(node tools/sw-version.mjs)"
  fi
  note "pkg/ $(crate_version), copied to www/pkg/ (bytes raw / gzip -9):"
  for file in hnef_bg.wasm hnef_glue.js hnef.js hnef.d.ts; do
    note "$(printf '  %-14s %7d / %6d' "$file" "$(wc -c <"pkg/$file")" "$(gzip -9c "pkg/$file" | wc -c)")"
  done
  note "  (hnef_bg.wasm was $(wc -c <"$bindgen/hnef_bg.wasm") bytes before wasm-opt)"
}

cmd_serve() {
  local port=${1:-8080}
  [[ $port =~ ^[0-9]+$ ]] || die "PORT must be a number, got '$port'"
  cmd_build
  say 'serve www/'
  exec node tools/serve.mjs --root www --port "$port"
}

# --- test: run steps in order, stop at the first failure, always summarise.
STEP_LOG=()
STEP_NOW=''
STEP_START=0
TEST_START=0

summary() {
  local rc=$?
  local line
  echo
  say 'summary'
  for line in "${STEP_LOG[@]}"; do printf '    %s\n' "$line"; done
  if [[ -n $STEP_NOW ]]; then
    printf '    FAIL  %-48s %4ss\n' "$STEP_NOW" $((SECONDS - STEP_START))
  fi
  if ((rc == 0)); then
    printf '%s    all %d steps passed in %ds%s\n' "$GREEN" "${#STEP_LOG[@]}" $((SECONDS - TEST_START)) "$PLAIN"
  else
    printf '%s    FAILED at: %s (exit %d)%s\n' "$RED" "${STEP_NOW:-?}" "$rc" "$PLAIN"
  fi
}

step() {
  local name=$1
  shift
  say "$name"
  STEP_NOW=$name
  STEP_START=$SECONDS
  "$@"
  STEP_LOG+=("$(printf 'ok    %-48s %4ss' "$name" $((SECONDS - STEP_START)))")
  STEP_NOW=''
}

cmd_test() {
  TEST_START=$SECONDS
  trap summary EXIT
  step 'self-contained (no reference outside the repository)' tools/check-self-contained.sh
  step 'build (setup + wasm + pkg/)' cmd_build
  step 'cargo fmt --check' cargo fmt --check
  step 'cargo clippy --all-targets (native)' cargo clippy --all-targets -- -D warnings
  step "cargo clippy --lib (wasm32)" cargo clippy --lib --target "$WASM_TARGET" -- -D warnings
  step 'cargo doc --no-deps (warnings denied)' env RUSTDOCFLAGS='-D warnings' cargo doc --no-deps
  step 'cargo test --release' cargo test --release
  step 'node --test tests/js/' node --test tests/js/
  if [[ -d tests/www ]]; then
    step 'node --test tests/www/ (pure page modules)' node --test tests/www/
  fi
  step 'node --test tests/browser/ (chromium)' node --test tests/browser/
}

cmd_bench() {
  local plies=${1:-2000000} seed=${2:-1}
  [[ $plies =~ ^[0-9]+$ && $seed =~ ^[0-9]+$ ]] || die "bench [PLIES] [SEED]: whole numbers, got '$plies' '$seed'"
  cmd_build
  say "native bench: cargo run --release --bin hnef -- bench --plies $plies --seed $seed"
  cargo run --release --bin hnef -- bench --plies "$plies" --seed "$seed"
  say "native search bench: cargo run --release --bin hnef -- bench --search"
  cargo run --release --bin hnef -- bench --search
  say "wasm bench: node tests/js/bench.mjs $plies $seed"
  node tests/js/bench.mjs "$plies" "$seed"
  if [[ -x ${HNEF_CHROMIUM:-$CHROMIUM} && -d tests/browser/node_modules/playwright-core ]]; then
    say "start-up bench: node tools/startup-bench.mjs (first board paint, interactive; cold and warm; phone and desktop)"
    node tools/startup-bench.mjs
  else
    note "start-up bench skipped: no chromium or no tests/browser/node_modules (./build.sh setup)"
  fi
}

cmd_pack() {
  cmd_build
  say 'npm pack pkg/ -> target/'
  mkdir -p "$TARGET_DIR"
  local dest
  dest=$(cd "$TARGET_DIR" && pwd)
  (cd pkg && npm pack --pack-destination "$dest")
}

cmd=${1:-help}
if (($#)); then shift; fi
case $cmd in
  setup) cmd_setup ;;
  build) cmd_build ;;
  serve) cmd_serve "$@" ;;
  test) cmd_test ;;
  bench) cmd_bench "$@" ;;
  pack) cmd_pack ;;
  help | -h | --help) usage ;;
  *)
    usage >&2
    die "unknown command: $cmd"
    ;;
esac
