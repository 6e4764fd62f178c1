#!/bin/bash
# Rebuilds ../*.tsv of this language from the hand-written sources in this folder.
# Usage: bash generator/assemble.sh   (Python 3, standard library only)
set -e
KIT="$(cd "$(dirname "$0")" && pwd)"
OUT="$(dirname "$KIT")"
COMMON="$(cd "$KIT/../../_generators/fr-de-nl" && pwd)"   # scripts shared by fr, de and nl
export LEXICON_KIT="$KIT"
l=nl
H="# Written by the smart-reply authors; licence: same as the repository (MIT)"
python3 "$KIT/gen_$l.py" > "$KIT/.verbs_gen.tmp"
python3 "$COMMON/gen_nouns.py" $l > "$KIT/.nouns.tmp"
python3 "$COMMON/gen_adj.py" $l > "$KIT/.adjectives.tmp"
{
  echo "$H"
  echo "# $l verbs: irregular/modal verbs written out by hand first, then paradigms of regular and"
  echo "# irregular verbs expanded from hand-written principal parts (present, past, participle, auxiliary)."
  cat "$KIT/${l}_special.src"
  echo "# --- generated paradigms ---"
  cat "$KIT/.verbs_gen.tmp"
} > "$OUT/verbs.tsv"
{ echo "$H"; cat "$KIT/.nouns.tmp"; } > "$OUT/nouns.tsv"
{ echo "$H"; cat "$KIT/.adjectives.tmp"; } > "$OUT/adjectives.tsv"
for f in core phrases replies; do
  { echo "$H"; awk '/^#/ || !seen[$0]++' "$KIT/${l}_$f.src"; } > "$OUT/$f.tsv"
done
rm -f "$KIT"/.*.tmp
python3 "$COMMON/harmonize.py"
