#!/usr/bin/env bash
# Alternated runs of one bench against an earlier commit, for comparing two builds on a noisy
# machine (a single run's figures move a lot from run to run; see bench/README.md): the earlier
# commit is checked out in a worktree once, then the bench runs there and here in turn, and each
# run prints one line.
#
#   bench/ab-runs.sh <commit> peak [pairs]         # placement at peak alone (BENCH_ONLY=peak)
#   bench/ab-runs.sh <commit> settlement [pairs]   # 100,000 bets settled
#
# DATABASE_URL as for the benches (default: the local PostgreSQL's test database). The worktree
# gets a node_modules of its own: every entry links to this checkout's, except @backlay/*,
# which links into the worktree, so its packages/domain and contract are its own (one link to
# this checkout's node_modules would make both sides import the same packages).
set -euo pipefail

base=${1:?usage: bench/ab-runs.sh <commit> peak|settlement [pairs]}
kind=${2:?usage: bench/ab-runs.sh <commit> peak|settlement [pairs]}
pairs=${3:-3}
here=$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)
commit=$(git -C "$here" rev-parse --short "$base")
tree=${AB_WORKTREE:-/tmp/backlay-ab-$commit}
export DATABASE_URL=${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}

if [ ! -d "$tree" ]; then
  git -C "$here" worktree add --detach "$tree" "$commit" >/dev/null
  mkdir "$tree/node_modules" "$tree/node_modules/@backlay"
  for entry in "$here"/node_modules/* "$here"/node_modules/.bin; do
    [ "$(basename "$entry")" = "@backlay" ] || ln -s "$entry" "$tree/node_modules/$(basename "$entry")"
  done
  for link in "$here"/node_modules/@backlay/*; do
    target=$(realpath "$link")
    ln -s "$tree${target#"$here"}" "$tree/node_modules/@backlay/$(basename "$link")"
  done
fi

one_run() {
  case "$kind" in
    peak)
      (cd "$1" && BENCH_ONLY=peak BENCH_SECONDS=${BENCH_SECONDS:-8} BENCH_WARMUP=${BENCH_WARMUP:-2} \
        npx tsx bench/placement.bench.ts 2>&1 | grep -E '^PEAK|Error' | head -1) ;;
    settlement)
      (cd "$1" && npx tsx bench/settlement.bench.ts 2>&1 | grep -E '^settled|CPU while|Error' | tr -s ' \n' ' ') ;;
    *) echo "unknown bench: $kind (peak or settlement)" >&2; exit 2 ;;
  esac
}

for i in $(seq 1 "$pairs"); do
  echo "$commit  $(one_run "$tree")"
  echo "here     $(one_run "$here")"
done
echo "(the worktree stays for more runs; remove it with: git worktree remove --force $tree)"
