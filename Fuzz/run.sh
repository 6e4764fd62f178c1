#!/usr/bin/env bash
# Builds and runs the libFuzzer targets in Fuzz/Targets against the library sources.
#
#   Fuzz/run.sh [SECONDS] [TARGET...]    default: 60 seconds, every target
#
# Each target is compiled with the SmartReply sources (and the helpers in
# Fuzz/Support) by swiftc with
# -sanitize=fuzzer,address (the toolchain ships libFuzzer), then run on its seed
# corpus in Fuzz/Corpus/<target>; new inputs go to .build/fuzz/corpus/<target>,
# crashes to .build/fuzz/crashes/<target>. SWIFT_BACKTRACE=enable=no keeps
# Swift's backtracer from fighting ASan. Targets that need models read them
# from $SMARTREPLY_LEXICONS or ./Lexicons (the script runs from the package
# root); the decoder compiles phrase tables into .build/fuzz/cache.
# FUZZ_BUILD=only builds without running, FUZZ_BUILD=skip runs the binary
# already built (so the next target can compile while one runs).
# Exit status 1 when a target crashed.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  targets=($(ls Fuzz/Targets | sed 's/\.swift$//'))
fi
out=.build/fuzz
mkdir -p "$out/bin"
sources="$(find Sources/SmartReply -name '*.swift' | sort) $(find Fuzz/Support -name '*.swift' | sort)"
status=0
for target in "${targets[@]}"; do
  if [ "${FUZZ_BUILD:-yes}" != skip ]; then
  swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name SmartReply -package-name smart_reply \
    -I Sources/CSQLite -lsqlite3 -I Sources/CZlib -lz -I Sources/CPrefetch -I Sources/CMalloc $sources "Fuzz/Targets/$target.swift" -o "$out/bin/$target" 2>&1 \
    | grep -v -e "^$" -e "Cannot export local symbol" || true
  fi
  [ "${FUZZ_BUILD:-yes}" = only ] && continue
  echo "== fuzz $target for ${seconds}s"
  mkdir -p "$out/corpus/$target" "$out/crashes/$target"
  seed="Fuzz/Corpus/$target"
  if ! SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 "$out/bin/$target" \
      -max_total_time="$seconds" -max_len=4096 -timeout=10 -print_final_stats=1 \
      -artifact_prefix="$out/crashes/$target/" "$out/corpus/$target" "$seed" 2>&1 | tail -n 40; then
    echo "!! $target crashed: see $out/crashes/$target" >&2
    status=1
  fi
done
exit $status
