#!/usr/bin/env bash
# Runs the tests of Vitest under another Node.js than the machine's: 22 unless told. The unit and API tests on
# SQLite, or with --postgres the API tests on the PostgreSQL at TEST_DATABASE_URL instead.
#
#   scripts/test-node.sh [--prepare] [--postgres] [VERSION] [VITEST ARGS...]
#     e.g.  scripts/test-node.sh 24
#           scripts/test-node.sh 22.23.3 src/server/config.test.ts
#           TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test scripts/test-node.sh --postgres 22
#           scripts/test-node.sh --prepare --postgres 22     (what that run needs, and no test: CI runs it while
#                                                             other work runs)
#
# VERSION is a major (the newest release of it) or an exact version. Everything it fetches comes from the npm
# registry and is kept in a cache outside the project ($SCANLINK_NODE_CACHE, default
# ${XDG_CACHE_HOME:-$HOME/.cache}/scanlink-node), so a second run fetches and builds nothing:
#
# 1. Node.js itself: the registry package node-linux-<arch>@VERSION ships the binary and Node's C++ headers (it is
#    the package the `node` package installs). Delete the cache to move to a newer release of a major.
# 2. better-sqlite3's addon, for SQLite runs only: the one in node_modules is built for the machine's Node (another
#    ABI, so it does not load under VERSION). A copy of the package's sources is built with npm's node-gyp run by
#    that Node, pointed at the package's headers with --nodedir, so nothing is downloaded from nodejs.org.
# 3. The suite runs in a throwaway copy of the project whose node_modules is hard-linked to the real one except
#    better-sqlite3's build/, which holds the addon of step 2 (with --postgres, no addon: a test that opened SQLite
#    there would fail at once). The project's own node_modules is never written: it keeps working under the
#    machine's Node while and after this runs, and runs side by side never collide.
#
# Without --postgres, TEST_DATABASE_URL is unset for the run, so Vitest runs the projects unit and api-sqlite. With
# it, TEST_DATABASE_URL is passed through (it must be set) and only the project api-postgres runs: CI runs the unit
# tests and the API suite on SQLite under the machine's Node.js and the API suite on PostgreSQL under this one, so
# each runs once, and building better-sqlite3 for this Node is not needed there.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
usage="usage: scripts/test-node.sh [--prepare] [--postgres] [VERSION] [VITEST ARGS...]  (VERSION: 22, 24 or an exact one such as 22.23.3)"
database=sqlite
prepare_only=false
while [[ "${1:-}" == --* ]]; do
  case "$1" in
    --postgres) database=postgres ;;
    --prepare) prepare_only=true ;;
    *)
      echo "$usage" >&2
      exit 2
      ;;
  esac
  shift
done
version="${1:-22}"
[[ $# -gt 0 ]] && shift
if [[ ! "$version" =~ ^[0-9]+(\.[0-9]+){0,2}$ ]]; then
  echo "$usage" >&2
  exit 2
fi
if [[ "$database" == postgres && "$prepare_only" == false && -z "${TEST_DATABASE_URL:-}" ]]; then
  echo "scripts/test-node.sh: --postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)" >&2
  exit 2
fi
case "$(uname -m)" in
  x86_64 | amd64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *)
    echo "scripts/test-node.sh: no Node.js package for $(uname -m) on the npm registry" >&2
    exit 1
    ;;
esac
package="node-linux-$arch"
cache="${SCANLINK_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/scanlink-node}"
started=$SECONDS
step_started=$SECONDS

say() { echo "::: [Node $version] $*"; }
took() { echo "    ($((SECONDS - step_started)) s)"; step_started=$SECONDS; }
fail() {
  echo "scripts/test-node.sh: $*" >&2
  exit 1
}

[[ -f "$root/node_modules/better-sqlite3/package.json" && -f "$root/node_modules/vitest/vitest.mjs" ]] ||
  fail "no node_modules in $root: run npm install (or npm ci) first"

mkdir -p "$cache"
tree="$cache/tree.$$"
build="$cache/build.$$"
cleanup() { rm -rf "$tree" "$build"; }
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# Fetching and building are done by one run at a time; a run that was killed leaves its tree.PID and build.PID.
exec 9>"$cache/.lock"
flock 9
for stale in "$cache"/tree.* "$cache"/build.*; do
  [[ -e "$stale" ]] || continue
  kill -0 "${stale##*.}" 2>/dev/null || rm -rf "$stale"
done

# 1. Node.js from the npm registry.
node_home="$cache/node-$version-$arch"
node_dir="$node_home/node_modules/$package"
node="$node_dir/bin/node"
matches() { [[ "$1" == "v$version" || "$1" == "v$version."* ]]; }
if ! matches "$("$node" --version 2>/dev/null)" || [[ ! -f "$node_dir/include/node/node.h" ]]; then
  say "installing $package@$version from the npm registry into $node_home"
  rm -rf "$node_home.tmp"
  mkdir -p "$node_home.tmp"
  printf '{ "private": true }\n' >"$node_home.tmp/package.json"
  npm install --prefix "$node_home.tmp" --no-audit --no-fund --no-save --loglevel=error "$package@$version"
  rm -rf "$node_home"
  mv "$node_home.tmp" "$node_home"
  took
fi
node_version="$("$node" --version)"
matches "$node_version" || fail "$node is $node_version, not $version"
[[ -f "$node_dir/include/node/node.h" ]] || fail "$package has no headers in $node_dir/include/node"
say "Node.js $node_version (ABI $("$node" -p process.versions.modules)) at $node"

# 2. better-sqlite3 built for that Node, against the headers the package ships (SQLite runs only).
sqlite_version="$("$node" -p "require('$root/node_modules/better-sqlite3/package.json').version")"
addon="$cache/better-sqlite3-$sqlite_version-node-$node_version-$arch/better_sqlite3.node"
if [[ "$database" == sqlite && ! -f "$addon" ]]; then
  npm_home="$(cd "$(dirname "$(readlink -f "$(command -v npm)")")/.." && pwd)"
  gyp="$npm_home/node_modules/node-gyp/bin/node-gyp.js"
  [[ -f "$gyp" ]] || gyp="$root/node_modules/node-gyp/bin/node-gyp.js"
  [[ -f "$gyp" ]] || fail "node-gyp not found (looked in npm's own modules and in node_modules)"
  say "building better-sqlite3 $sqlite_version for $node_version (node-gyp --nodedir=$node_dir; a minute or two)"
  rm -rf "$build"
  mkdir -p "$build"
  source_dir="$root/node_modules/better-sqlite3"
  cp -a "$source_dir/package.json" "$source_dir/binding.gyp" "$source_dir/src" "$source_dir/deps" "$build/"
  # npm passes its settings to node-gyp as npm_config_*; the user's (nodedir=/usr for the machine's Node, say)
  # must not win over the headers of the Node being built for.
  if ! (cd "$build" && env -u npm_config_target -u npm_config_runtime -u npm_config_disturl -u npm_config_dist_url \
    -u npm_config_arch -u npm_config_target_arch npm_config_nodedir="$node_dir" PATH="$node_dir/bin:$PATH" \
    "$node" "$gyp" rebuild --release --nodedir="$node_dir" --jobs="$(nproc)") >"$build/build.log" 2>&1; then
    tail -n 40 "$build/build.log" >&2
    fail "building better-sqlite3 for $node_version failed (the lines above are the end of its log)"
  fi
  mkdir -p "$(dirname "$addon")"
  cp "$build/build/Release/better_sqlite3.node" "$addon.tmp"
  mv "$addon.tmp" "$addon"
  rm -rf "$build"
  took
fi
flock -u 9
if [[ "$prepare_only" == true ]]; then
  say "ready in $((SECONDS - started)) s"
  exit 0
fi

# 3. A copy of the project: its files as they are now, node_modules hard-linked, better-sqlite3's build/ its own.
say "copying the project to $tree"
rm -rf "$tree"
mkdir -p "$tree"
shopt -s dotglob nullglob
for entry in "$root"/*; do
  case "${entry##*/}" in
    .git | node_modules | dist | data | coverage | test-results | playwright-report | tmp | .vite) continue ;;
  esac
  cp -a "$entry" "$tree/"
done
shopt -u dotglob nullglob
if ! cp -al "$root/node_modules" "$tree/node_modules" 2>/dev/null; then
  rm -rf "$tree/node_modules" # another file system: a real copy, slower
  cp -a "$root/node_modules" "$tree/node_modules"
fi
# Caches written during a run must not write through the hard links into the project's own files.
rm -rf "$tree/node_modules/.vite" "$tree/node_modules/.vitest" "$tree/node_modules/.cache"
rm -rf "$tree/node_modules/better-sqlite3/build"
if [[ "$database" == sqlite ]]; then
  mkdir -p "$tree/node_modules/better-sqlite3/build/Release"
  cp "$addon" "$tree/node_modules/better-sqlite3/build/Release/better_sqlite3.node"
  (cd "$tree" && "$node" -e "new (require('better-sqlite3'))(':memory:').prepare('select 1').get()") ||
    fail "better-sqlite3 does not load under $node_version in the copy"
fi
took

# 4. The suite.
status=0
if [[ "$database" == postgres ]]; then
  say "vitest run (API tests on PostgreSQL)"
  (cd "$tree" && PATH="$node_dir/bin:$PATH" "$node" node_modules/vitest/vitest.mjs run --project api-postgres "$@") ||
    status=$?
else
  say "vitest run (unit and API tests on SQLite)"
  (cd "$tree" && env -u TEST_DATABASE_URL PATH="$node_dir/bin:$PATH" "$node" node_modules/vitest/vitest.mjs run "$@") ||
    status=$?
fi
took

# The project's own node_modules was not touched: better-sqlite3 still loads under the machine's Node.
if command -v node >/dev/null 2>&1; then
  (cd "$root" && node -e "new (require('better-sqlite3'))(':memory:').prepare('select 1').get()") ||
    fail "better-sqlite3 no longer loads under the machine's $(node --version) in $root/node_modules"
fi

say "$([[ $status -eq 0 ]] && echo passed || echo "FAILED (exit $status)") in $((SECONDS - started)) s"
exit "$status"
