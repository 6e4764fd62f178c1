#!/bin/bash
# Rebuilds Lexicons/translation/<LANG>/*.tsv (LANG is fr, de or nl) from the
# hand-written sources in Lexicons/translation/<LANG>/generator/.
# Usage: bash Lexicons/translation/_generators/fr-de-nl/assemble.sh LANG
#        (or bash Lexicons/translation/<LANG>/generator/assemble.sh)
# Python 3, standard library only.
set -e
l="${1:?usage: assemble.sh fr|de|nl}"
COMMON="$(cd "$(dirname "$0")" && pwd)"
KIT="$(cd "$COMMON/../../$l/generator" && pwd)"
OUT="$(dirname "$KIT")"
export LEXICON_KIT="$KIT"
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
for f in core phrases replies vocabulary; do
  [ -f "$KIT/${l}_$f.src" ] || continue
  { echo "$H"; awk '/^#/ || !seen[$0]++' "$KIT/${l}_$f.src"; } > "$OUT/$f.tsv"
done
rm -f "$KIT"/.*.tmp
# Language-specific extras, e.g. French elided forms (j'ai, l'ami…).
if [ -f "$KIT/elisions.py" ]; then python3 "$KIT/elisions.py" "$l" >> "$OUT/core.tsv"; fi
python3 "$COMMON/harmonize.py"
