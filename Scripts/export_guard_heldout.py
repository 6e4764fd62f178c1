#!/usr/bin/env python3
"""Export a held-out sample of clean English chat for measuring the guard's false-positive rate.

Writes build-data/guard/heldout-chitchat-en.tsv (label<TAB>text, every label `clean`; not
committed: this script regenerates it) from PyPI chitchat-dataset 0.9 (MIT): the messages
whose running index is 5 modulo 10. `Scripts/export_guard_training.py` trains on the messages
whose index is 0 modulo 10, so no line of this sample is a training line (a message repeated
verbatim elsewhere in the dataset, such as "hi", can occur in both; duplicates of training lines
are removed here). Measure with:

    smartreply eval guard build-data/guard/heldout-chitchat-en.tsv --lang en

Usage (from the repo root): python3 Scripts/export_guard_heldout.py [--limit N]
"""
import json, os, re, sys
import chitchat_dataset

OUT = os.path.join("build-data", "guard")


def clean(text):
    return re.sub(r"\s+", " ", str(text)).strip()


def main():
    limit = 5000
    if "--limit" in sys.argv:
        limit = int(sys.argv[sys.argv.index("--limit") + 1])
    os.makedirs(OUT, exist_ok=True)
    data = json.load(open(os.path.join(os.path.dirname(chitchat_dataset.__file__), "dataset.json"), encoding="utf-8"))
    training, held_out, count = set(), [], 0
    for conversation in data.values():
        for turn in conversation["messages"]:
            for message in turn:
                count += 1
                text = clean(message["text"])
                if count % 10 == 0:
                    training.add(text)
                elif count % 10 == 5 and len(text) >= 2:
                    held_out.append(text)
    rows, seen = [], set()
    for text in held_out:
        if text in training or text in seen:
            continue
        seen.add(text)
        rows.append(text)
        if len(rows) >= limit:
            break
    path = os.path.join(OUT, "heldout-chitchat-en.tsv")
    with open(path, "w", encoding="utf-8") as f:
        f.write("label\ttext\n")
        for text in rows:
            f.write(f"clean\t{text.replace(chr(9), ' ')}\n")
    print(f"wrote {len(rows)} held-out clean lines to {path}")


if __name__ == "__main__":
    main()
