#!/usr/bin/env bash
# Installs the Debian packages smart-reply builds against, only when missing:
# libsqlite3-dev (SQLite, the CSQLite target), zlib1g-dev (gzip, the CZlib target,
# for `lexicon import freedict`), libedit-dev (line editing in `smartreply chat`,
# the CLibEdit target) and pkg-config.
# Safe to run again; needs root (or sudo) only when something is missing.
set -euo pipefail
missing=()
[ -f /usr/include/sqlite3.h ] || missing+=(libsqlite3-dev)
[ -f /usr/include/zlib.h ] || missing+=(zlib1g-dev)
[ -f /usr/include/editline/readline.h ] || missing+=(libedit-dev)
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
if [ ${#missing[@]} -gt 0 ]; then
  echo "bootstrap: installing ${missing[*]}" >&2
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi
