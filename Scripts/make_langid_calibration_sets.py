#!/usr/bin/env python3
"""Write the development sets that calibrate the language identifier's per-language biases.

Usage:
    python3 Scripts/make_langid_calibration_sets.py OUT_DIR [--per-language N] [--seed S]

For every wordfreq language (`sh` written as `hr`, and `sr` as its Serbian Cyrillic
transliteration; no Thai, no romanizations) a running text of 20,000 tokens is drawn with
probability ∝ frequency from wordfreq's *whole* list (so, as in real text, a few tokens lie
beyond the 60,000 words per language that training reads), letters-only words in the
language's main script. From it:

  * OUT_DIR/cal-pairs.tsv: N pairs of a drawn token and a distinct drawn word of ≥ 5 letters
    (≥ 2 characters for ja/zh), ≥ 10 characters together (≥ 3 for ja/zh), "lang<TAB>a b";
  * OUT_DIR/cal-words.tsv: N distinct drawn words of ≥ 5 letters (≥ 2 characters for ja/zh).

Each language draws with its own seed (`SEED-tag`). Different seeds give independent draws: one set to fit the biases on, another to check
them (`--seed calibration`, the default, and `--seed validation`). Never the shared
evaluation files. Needs `wordfreq` and `msgpack` (as Scripts/export_langid_corpus.py).
"""
import argparse
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import export_langid_corpus as corpus  # noqa: E402  (read_wordfreq, serbian_cyrillic, ...)
import wordfreq  # noqa: E402

CJK = ("ja", "zh")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out_dir")
    parser.add_argument("--per-language", type=int, default=1000, help="pairs and words per language (default 1000)")
    parser.add_argument("--seed", default="calibration", help="seed of the draw (default 'calibration')")
    parser.add_argument("--languages", default=None, help="comma-separated wordfreq codes to draw (default: all)")
    args = parser.parse_args()
    os.makedirs(args.out_dir, exist_ok=True)
    with open(os.path.join(args.out_dir, "cal-pairs.tsv"), "w", encoding="utf-8") as pairs, \
         open(os.path.join(args.out_dir, "cal-words.tsv"), "w", encoding="utf-8") as words:
        pairs.write("lang\ttext\n")
        words.write("lang\ttext\n")
        for lang in sorted(wordfreq.available_languages()):
            if args.languages and lang not in args.languages.split(","):
                continue
            rows = corpus.within_alphabet(lang, corpus.read_wordfreq(lang, 10_000_000))
            rows = corpus.main_script_words(rows)
            tags = [("hr", rows), ("sr", [(corpus.serbian_cyrillic(w), f) for w, f in rows])] if lang == "sh" \
                else [(lang, rows)]
            for tag, rows in tags:
                rng = random.Random(f"{args.seed}-{tag}")   # per language: a subset redraws the same lines
                if not rows:
                    continue
                text = rng.choices([w for w, _ in rows], [f for _, f in rows], k=20000)
                shortest, together = (2, 3) if lang in CJK else (5, 10)
                types = sorted({w for w in text if len(w) >= shortest})
                if len(types) < 50:
                    print(f"{tag}\tskipped: {len(types)} distinct words", file=sys.stderr)
                    continue   # scripts with combining vowel signs (bn, hi, ta): not letters-only words
                for w in rng.sample(types, min(args.per_language, len(types))):
                    words.write(f"{tag}\t{w}\n")
                made = 0
                while made < args.per_language:
                    a, b = rng.choice(text), rng.choice(types)
                    if len(a) + len(b) + 1 >= together:
                        pairs.write(f"{tag}\t{a} {b}\n")
                        made += 1
                print(f"{tag}\t{len(types)} distinct words drawn", file=sys.stderr)


if __name__ == "__main__":
    main()
