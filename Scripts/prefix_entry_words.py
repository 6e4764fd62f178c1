#!/usr/bin/env python3
"""List the words of wordfreq's frequency list that each prefix entry (`cazz*`) of an offensive
guard list would hit, so innocent ones can be written into Lexicons/guard/allow-prefix-words.txt
by hand. Usage: python3 Scripts/prefix_entry_words.py [LANG...]  (default: it fr es pt de nl en)."""
import sys
import wordfreq

languages = sys.argv[1:] or ["it", "fr", "es", "pt", "de", "nl", "en"]
for lang in languages:
    with open(f"Lexicons/guard/{lang}.txt", encoding="utf-8") as handle:
        prefixes = [line.strip()[:-1] for line in handle if line.strip().endswith("*") and not line.startswith("#")]
    words = wordfreq.top_n_list(lang, 300000)
    for prefix in prefixes:
        hits = [word for word in words if word.startswith(prefix) and word != prefix]
        if hits:
            print(f"{lang}\t{prefix}*\t{' '.join(hits)}")
