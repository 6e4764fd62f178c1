#!/usr/bin/env bash
# Runs the concurrency suites under ThreadSanitizer.
#
#   Scripts/tsan.sh [extra swift test arguments...]
#
# Uses its own scratch path (.build/tsan) so the sanitized build never mixes
# with the normal debug build (see /work/shared/TOOLCHAIN.md). TSan only sees
# races that really happen on two threads, so the suites run 1,000 tasks at
# once over shared actors and immutable stages. halt_on_error makes the first
# report fail the run; the exit status is swift test's.
set -euo pipefail
cd "$(dirname "$0")/.."
suites="ConcurrentOrchestratorTests|ConcurrentPhraseTableCacheTests|CancellationTests|LexiconCacheTests"
export TSAN_OPTIONS="${TSAN_OPTIONS:-halt_on_error=1 second_deadlock_stack=1}"
export SWIFT_BACKTRACE=enable=no
exec swift test --sanitize=thread --scratch-path .build/tsan --filter "$suites" "$@"
