#!/usr/bin/env python3
"""Export the Russian and Ukrainian sound-alike lists of the guard (Lexicons/guard/spelling-<xx>.txt).

Russian comments misspell swear words on purpose the way they sound: unstressed о written а
("далбаёб"), е written и ("дибил", "ипанутый"), ё written йо ("йобнутый"), a voiced consonant
written voiceless ("атьебись", "заипал"). The guard reads every Cyrillic word of a Russian or
Ukrainian text also as its sound skeleton (`GuardSpellingSkeleton` in Swift, the same rules as
`skeleton` below: ё and йо → е, then о → а, е э і → и, б → п, ъ → ь)
and looks the skeleton up in spelling-<xx>.txt, which holds the skeletons of the <xx>.txt entries.

An entry is left out when its skeleton is also the skeleton of an ordinary word: a word of the
language's wordfreq list (for Ukrainian, also of the Russian one) (the large list down to Zipf 1.5: about 450,000 Russian words) that the <xx>.txt list does not
match (for a prefix entry: any such word whose skeleton starts with the entry's), so "сук"
(boughs) or "суд" keep their innocent readings. Entries of mild-<xx>.txt and context-<xx>.txt
are left out too (they count only in some uses, which the skeleton cannot tell), and so are
entries of fewer than 4 letters and entries in Latin letters.

Sources: the <xx>.txt lists (see their headers; MIT) and PyPI wordfreq 3.1 (CC-BY-SA 4.0).
Usage (from the repo root): python3 Scripts/export_guard_spelling.py
"""
import os
from wordfreq import iter_wordlist, zipf_frequency

GUARD = os.path.join("Lexicons", "guard")
SKELETON = str.maketrans({"о": "а", "е": "и", "э": "и", "і": "и", "б": "п", "ъ": "ь"})


def skeleton(text):
    text = text.lower().replace("ё", "е").replace("йо", "е")
    return text.translate(SKELETON)


# Words of the wordfreq list that are themselves misspelled or inflected swear words, not innocent
# words (checked by hand among the words whose skeleton equals an entry's): they must not keep an
# entry out.
NOT_INNOCENT = {"дибил", "едиот", "имбицил", "ахуенно", "отьебись", "гавнюки", "гондоны", "гондона", "гондоном",
                "быдла", "суко", "суке", "сучке", "сучьи", "чурко", "чурке", "педиком", "злоебучие", "ебётся",
                "плятт", "плятта", "ебла", "эбла"}


def entries(name):
    path = os.path.join(GUARD, name)
    if not os.path.exists(path):
        return []
    with open(path, encoding="utf-8") as f:
        return [line.strip() for line in f if line.strip() and not line.startswith("#")]


def matches(entry, word):
    return word.startswith(entry[:-1]) if entry.endswith("*") else word == entry


def export(code):
    listed = entries(f"{code}.txt")
    words = []
    # Ukrainian text holds Russian words too (and language identification mixes them up): both lists.
    for source in ([code, "ru"] if code == "uk" else [code]):
        count = 0
        for word in iter_wordlist(source, "large"):   # most frequent first
            if count % 1000 == 0 and zipf_frequency(word, source) < 1.5:
                break
            words.append(word)
            count += 1
    exact = set(e for e in listed if not e.endswith("*"))
    prefixes = [e[:-1] for e in listed if e.endswith("*")]

    def is_listed(word):
        w = word.replace("ё", "е")
        return w in exact or any(w.startswith(p) for p in prefixes)

    innocent = [skeleton(w) for w in words if not is_listed(w) and w not in NOT_INNOCENT]
    innocent_set = set(innocent)
    innocent_sorted = sorted(innocent_set)
    skip = set(entries(f"mild-{code}.txt")) | set(entries(f"context-{code}.txt"))
    kept, dropped = set(), []
    import bisect
    for e in listed:
        if e in skip or any("a" <= c <= "z" for c in e):
            continue
        letters = sum(1 for c in e if c.isalpha())
        if letters < 4:
            continue
        s = skeleton(e)
        if s.endswith("*"):
            stem = s[:-1]
            i = bisect.bisect_left(innocent_sorted, stem)
            if i < len(innocent_sorted) and innocent_sorted[i].startswith(stem):
                dropped.append(f"{e} ({innocent_sorted[i]})")
                continue
        elif " " not in s and s in innocent_set:
            dropped.append(e)
            continue
        kept.add(s)
    path = os.path.join(GUARD, f"spelling-{code}.txt")
    with open(path, "w", encoding="utf-8") as f:
        f.write(f"# Sound skeletons of the {code}.txt entries, for misspellings on purpose (\"далбаёб\", \"дибил\").\n")
        f.write("# Built by Scripts/export_guard_spelling.py (see it for the skeleton and what is left out);\n")
        f.write(f"# sources: {code}.txt (MIT lists and our additions), PyPI wordfreq 3.1 (CC-BY-SA 4.0). Do not edit.\n")
        for s in sorted(kept):
            f.write(s + "\n")
    print(f"{code}: {len(kept)} skeletons; left out {len(dropped)} that ordinary words share, e.g. {', '.join(dropped[:40])}")


if __name__ == "__main__":
    for code in ("ru", "uk"):
        export(code)
