#!/usr/bin/env bash
# Fails when a tracked file reaches outside the repository: a path into the
# design notes and data folder beside the repository (it exists only on the
# developers' machines), or a path that climbs out of the crate from
# CARGO_MANIFEST_DIR. The folder's name is written below only as a regex
# ([s]hared), so this script itself names no path outside the repository. A fresh clone must build and test on its own; data the
# tests need lives in tests/data/ and the rules in docs/RULES.md.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

self=tools/check-self-contained.sh
# Patterns, each an extended regex:
#  - the notes folder through any depth of parent folders, or by the names of
#    its own files and folders
#  - CARGO_MANIFEST_DIR joined with ".." (a path above the crate)
patterns=(
  '(\.\./)+[s]hared(/|\b)'
  '(^|[^A-Za-z0-9_.-])[s]hared/(data|seeds|hooks|RULES\.md|PRODUCT\.md|STYLE\.md)'
  'CARGO_MANIFEST_DIR[^;]*join\("\.\.'
)
status=0
files=$(git ls-files -- . ":(exclude)$self")
for pattern in "${patterns[@]}"; do
  # shellcheck disable=SC2086
  if hits=$(printf '%s\n' $files | xargs -d '\n' grep -nIE -- "$pattern" 2>/dev/null); then
    printf 'reference outside the repository (pattern %s):\n%s\n' "$pattern" "$hits" >&2
    status=1
  fi
done
if ((status == 0)); then
  echo "self-contained: $(printf '%s\n' $files | wc -l) tracked files, no reference outside the repository"
fi
exit $status
