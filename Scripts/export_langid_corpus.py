#!/usr/bin/env python3
"""Export the training corpus of the language identifier.

Usage:
    python3 Scripts/export_langid_corpus.py OUT_DIR [--max-words N]

Writes one file per language, OUT_DIR/<tag>.tsv, each line `word<TAB>frequency`
(frequency: occurrences per word of running text, a float in (0, 1]), most
frequent first. `smartreply train langid --corpus OUT_DIR` then builds
Lexicons/langid/langid.model from that directory.

Sources (see Lexicons/SOURCES.md, section "Language identification"):
  * PyPI `wordfreq` 3.1 (data CC-BY-SA 4.0): the 42 languages it covers, read
    straight from its `data/{large,small}_<lang>.msgpack.gz` files (so neither
    jieba nor MeCab is needed for zh/ja). Bucket i holds words of frequency
    10^(-i/100). `sh` (Serbo-Croatian, Latin script) is written as `hr`.
  * `sr` (Serbian, Cyrillic): the 30,000 most frequent words of wordfreq's
    `sh` list through the standard one-to-one Latin -> Cyrillic transliteration
    (lj->љ, nj->њ, dž->џ, ...), plus 30,000 native Serbian Cyrillic stems from
    Debian `hunspell-sr` (/usr/share/hunspell/sr_RS.dic, every 8th; GPL-2+ /
    LGPL-2.1 / MPL-1.1) when installed (`apt-get install hunspell-sr`).
  * `th` (Thai): Debian package `hunspell-th` (/usr/share/hunspell/th_TH.dic,
    NECTEC, LGPL), which has no frequencies: every word gets the same one.
    Skipped with a warning when the package is not installed
    (`apt-get install hunspell-th`).
  * `ru-Latn`, `uk-Latn` (romanized Russian / Ukrainian as people type it in
    chats and SMS): the Cyrillic wordfreq lists transliterated with informal
    schemes, several variants per letter (и->i/y, х->h/kh/x, ш->sh/w, ...),
    drawn with a fixed seed, so that the export is reproducible; each word's
    frequency is shared among its variants.

  * English chat register: wordfreq's English list comes mostly from edited text
    (Wikipedia, news, books, subtitles), where "hi", "hello", "ok", "bye" are rarer
    than in chats, while the Twitter-heavy lists of other languages (ms, id, fil,
    hu) hold them often. Each English word's frequency becomes the larger of its
    wordfreq frequency and its frequency in the PyPI package `chitchat-dataset`
    (BYU PCC lab, MIT; 7,168 English chit-chat conversations, 2.5 M words),
    counting words seen at least 10 times there (`--no-chat` turns this off).

  * Cyrillic alphabets: a word of a Cyrillic-script list that holds a Cyrillic letter
    its language does not use is dropped (wordfreq's Ukrainian list holds Russian words
    such as "это", "было", "чтобы" with ы/э/ё/ъ, Bulgarian's Ukrainian "є"); see
    CYRILLIC_ALPHABETS (`--keep-foreign-letters` keeps them).

  * Unaccented spellings: every Latin-script word with diacritics also appears
    without them (NFD, marks dropped; ł -> l, ß -> ss, ...) with 5 % of its
    frequency (`--unaccented-share`), because chat is often typed that way.

  * Traditional Chinese: wordfreq's `zh` list is in Simplified characters; every word
    also appears in its Taiwan and Hong Kong Traditional spellings (PyPI `opencc`,
    Apache-2.0; s2tw, s2hk) with 20 % of its frequency split between them
    (`--traditional-share`). Without them Traditional text read as Japanese kanji.

  * Hungarian õ/û: every Hungarian word with ő or ű also appears with õ and û, the
    letters Latin-1 fonts and code pages put in their place, with 10 % of its
    frequency (`--hungarian-latin1-share`).

  * Turkish in Windows-1254 read as Latin-1: Turkish web text and mail in the code page
    Windows-1254 (ISO 8859-9) shown as Windows-1252 / Latin-1 puts ý for ı, þ for ş and
    ð for ğ (the same bytes 0xFD, 0xFE, 0xF0; İ Ş Ğ become Ý Þ Ð); every Turkish word with
    ı, ş or ğ also appears so with 10 % of its frequency (`--turkish-latin1-share`).

  * Romanian ş/ţ: wordfreq's Romanian list spells ș and ț with the comma below (Unicode 3.0, the
    standard), but much Romanian text uses the older cedilla forms ş and ţ (ISO 8859-2 and
    Windows-1250 have only these, and so had keyboards and fonts for years); every Romanian word
    with ș or ț also appears with ş and ţ with 10 % of its frequency (`--romanian-cedilla-share`).

Needs only the Python standard library plus `msgpack` and `wordfreq`
(`chitchat-dataset` for the English chat register, `opencc` for Traditional Chinese).
"""
import argparse
import gzip
import os
import random
import sys
import unicodedata

import msgpack
import wordfreq

WORDFREQ_DATA = os.path.join(os.path.dirname(wordfreq.__file__), "data")
THAI_DIC = "/usr/share/hunspell/th_TH.dic"
SERBIAN_DIC = "/usr/share/hunspell/sr_RS.dic"

# Serbian Latin -> Cyrillic (Vuk Karadžić's alphabet / Gaj's Latin alphabet).
SR_DIGRAPHS = {"lj": "љ", "nj": "њ", "dž": "џ"}
SR_LETTERS = {
    "a": "а", "b": "б", "c": "ц", "č": "ч", "ć": "ћ", "d": "д", "đ": "ђ", "e": "е",
    "f": "ф", "g": "г", "h": "х", "i": "и", "j": "ј", "k": "к", "l": "л", "m": "м",
    "n": "н", "o": "о", "p": "п", "r": "р", "s": "с", "š": "ш", "t": "т", "u": "у",
    "v": "в", "z": "з", "ž": "ж",
}

# Informal romanizations: letter -> [(latin, weight), ...]. Weights are rough
# shares of how people type in chats (first = most common).
RU_LATN = {
    "а": [("a", 1)], "б": [("b", 1)], "в": [("v", 10), ("w", 1)], "г": [("g", 1)],
    "д": [("d", 1)], "е": [("e", 10), ("ye", 1), ("je", 1)], "ё": [("e", 4), ("yo", 3), ("jo", 1)],
    "ж": [("zh", 6), ("j", 1), ("z", 1), ("g", 1)], "з": [("z", 1)], "и": [("i", 10), ("y", 1)],
    "й": [("y", 4), ("j", 3), ("i", 3)], "к": [("k", 1)], "л": [("l", 1)], "м": [("m", 1)],
    "н": [("n", 1)], "о": [("o", 1)], "п": [("p", 1)], "р": [("r", 1)], "с": [("s", 1)],
    "т": [("t", 1)], "у": [("u", 8), ("y", 1)], "ф": [("f", 1)], "х": [("h", 5), ("kh", 3), ("x", 2)],
    "ц": [("c", 4), ("ts", 4), ("tc", 1)], "ч": [("ch", 8), ("4", 1)], "ш": [("sh", 7), ("w", 2), ("s", 1)],
    "щ": [("sch", 4), ("shch", 3), ("sh", 2), ("w", 1)], "ъ": [("", 3), ("'", 1)],
    "ы": [("y", 7), ("i", 2), ("yi", 1)], "ь": [("", 6), ("'", 3), ("j", 1)], "э": [("e", 8), ("je", 1)],
    "ю": [("yu", 5), ("ju", 3), ("iu", 2), ("u", 1)], "я": [("ya", 5), ("ja", 3), ("ia", 2)],
}
UK_LATN = {
    "а": [("a", 1)], "б": [("b", 1)], "в": [("v", 10), ("w", 1)], "г": [("h", 6), ("g", 4)],
    "ґ": [("g", 1)], "д": [("d", 1)], "е": [("e", 1)], "є": [("ye", 4), ("je", 3), ("ie", 3), ("e", 1)],
    "ж": [("zh", 6), ("z", 1), ("j", 1)], "з": [("z", 1)], "и": [("y", 6), ("i", 4)],
    "і": [("i", 1)], "ї": [("i", 4), ("yi", 3), ("ji", 3)], "й": [("j", 4), ("y", 4), ("i", 2)],
    "к": [("k", 1)], "л": [("l", 1)], "м": [("m", 1)], "н": [("n", 1)], "о": [("o", 1)],
    "п": [("p", 1)], "р": [("r", 1)], "с": [("s", 1)], "т": [("t", 1)], "у": [("u", 1)],
    "ф": [("f", 1)], "х": [("h", 4), ("kh", 4), ("x", 2)], "ц": [("c", 4), ("ts", 5), ("tc", 1)],
    "ч": [("ch", 9), ("c", 1)], "ш": [("sh", 7), ("w", 2), ("s", 1)],
    "щ": [("shch", 4), ("sch", 4), ("sh", 1), ("w", 1)], "ь": [("", 6), ("'", 3), ("j", 1)],
    "ю": [("yu", 4), ("ju", 3), ("iu", 3)], "я": [("ya", 4), ("ja", 3), ("ia", 3)],
    "'": [("", 2), ("'", 1)], "’": [("", 2), ("'", 1)],
}


def read_wordfreq(lang, max_words):
    """Words of wordfreq's largest list for `lang` with their frequencies."""
    for size in ("large", "small"):
        path = os.path.join(WORDFREQ_DATA, f"{size}_{lang}.msgpack.gz")
        if os.path.exists(path):
            break
    else:
        raise SystemExit(f"error: no wordfreq list for '{lang}' in {WORDFREQ_DATA}")
    with gzip.open(path) as handle:
        pack = msgpack.load(handle, raw=False)
    if not isinstance(pack[0], dict) or pack[0].get("format") != "cB":
        raise SystemExit(f"error: {path}: unexpected header {pack[0]!r}")
    words = []
    for index, bucket in enumerate(pack[1:]):
        frequency = 10 ** (-index / 100)
        for word in bucket:
            if any(ch.isalpha() for ch in word):
                words.append((word, frequency))
                if len(words) >= max_words:
                    return words
    return words


def chat_frequencies(min_count=10):
    """Word -> frequency in chitchat-dataset's English conversations (lower-cased
    letter runs; words seen fewer than `min_count` times are left out)."""
    import json
    import re
    try:
        import chitchat_dataset
    except ImportError:
        print("warning: chitchat-dataset missing: no English chat register", file=sys.stderr)
        return {}
    path = os.path.join(os.path.dirname(chitchat_dataset.__file__), "dataset.json")
    with open(path, encoding="utf-8") as handle:
        data = json.load(handle)
    counts, total = {}, 0
    for uuid in sorted(data):
        for turn in data[uuid]["messages"]:
            for message in turn:
                for word in re.findall(r"[^\W\d_]+", message["text"].lower()):
                    counts[word] = counts.get(word, 0) + 1
                    total += 1
    return {w: c / total for w, c in counts.items() if c >= min_count}


def with_chat_register(words, chat, excluded=()):
    """`words` with each frequency raised to the chat frequency where that is larger,
    plus the chat words of 2 or more letters missing from the list (except `excluded`,
    the held-out development words), most frequent first."""
    merged = dict(words)
    for word, frequency in chat.items():
        if word in excluded or (word not in merged and len(word) < 2):
            continue
        if frequency > merged.get(word, 0.0):
            merged[word] = frequency
    return sorted(merged.items(), key=lambda item: (-item[1], item[0]))


def serbian_cyrillic(word):
    out, i = [], 0
    while i < len(word):
        pair = word[i:i + 2]
        if pair in SR_DIGRAPHS:
            out.append(SR_DIGRAPHS[pair])
            i += 2
            continue
        out.append(SR_LETTERS.get(word[i], word[i]))
        i += 1
    return "".join(out)


def serbian_list(sh_words, max_words):
    """Serbian in Cyrillic: half wordfreq `sh` transliterated (with frequencies), half
    native Serbian stems from Debian `hunspell-sr` (sr_RS.dic, ekavian Cyrillic, every
    8th stem, frequency 1e-6), when that package is installed."""
    words = [(serbian_cyrillic(w), f) for w, f in sh_words]
    if not os.path.exists(SERBIAN_DIC):
        print(f"warning: {SERBIAN_DIC} missing (apt-get install hunspell-sr): sr from sh only", file=sys.stderr)
        return words
    half = max_words // 2
    with open(SERBIAN_DIC, encoding="utf-8") as handle:
        stems = [line.split("/")[0].strip() for line in handle.read().splitlines()[1:]]
    cyrillic = [stem for stem in stems if stem and all("\u0400" <= ch <= "\u04ff" for ch in stem if ch.isalpha())
                and any(ch.isalpha() for ch in stem)]
    native = cyrillic[::8][:half]
    return words[:half] + [(stem, 1e-6) for stem in native]


def romanize(word, scheme, rng):
    out = []
    for ch in word:
        options = scheme.get(ch)
        if options is None:
            out.append(ch)
        else:
            latin, weights = zip(*options)
            out.append(rng.choices(latin, weights)[0])
    return "".join(out)


def romanized_list(words, scheme, seed, variants):
    rng = random.Random(seed)
    merged = {}
    for word, frequency in words:
        if not all(ch in scheme or not ch.isalpha() for ch in word):
            continue  # not a purely Cyrillic word of that alphabet (e.g. a Latin brand name)
        for _ in range(variants):
            latin = romanize(word, scheme, rng)
            merged[latin] = merged.get(latin, 0.0) + frequency / variants
    return sorted(merged.items(), key=lambda item: -item[1])


# The Cyrillic letters of each language's alphabet (lower case). A word of that language's list
# with another Cyrillic letter is a word of another language (or a typo) and is dropped.
CYRILLIC_ALPHABETS = {
    "ru": set("абвгдеёжзийклмнопрстуфхцчшщъыьэюя"),
    "uk": set("абвгґдеєжзиіїйклмнопрстуфхцчшщьюя"),
    "bg": set("абвгдежзийклмнопрстуфхцчшщъьюя"),
    "mk": set("абвгдѓежзѕијклљмнњопрстќуфхцчџш"),
    "sr": set("абвгдђежзијклљмнњопрстћуфхцчџш"),
}


def within_alphabet(tag, words):
    """`words` without those holding a Cyrillic letter (U+0400–U+04FF) outside `tag`'s alphabet."""
    alphabet = CYRILLIC_ALPHABETS.get(tag)
    if alphabet is None:
        return words
    kept = [(w, f) for w, f in words if all(ch in alphabet for ch in w.lower() if "\u0400" <= ch <= "\u04ff")]
    if len(kept) < len(words):
        print(f"{tag}\tdropped {len(words) - len(kept)} words with letters outside its alphabet", file=sys.stderr)
    return kept


# Close relatives whose lists share most words (wordfreq codes; `sh` is written as `hr`).
RELATIVES = [("nb", "da", "sv"), ("cs", "sk"), ("es", "pt", "ca", "it"), ("sh", "sl"), ("id", "ms"),
             ("ru", "uk", "bg", "mk")]


def without_relatives_words(lang, words, lists, ratio):
    """`words` of `lang` without those at least `ratio` times as frequent in a close relative's list
    (RELATIVES): Danish "hvad" in the Norwegian list, Russian "что" in the Ukrainian one. Such a word
    is the relative's; its letters would teach `lang`'s n-grams the relative's spelling."""
    if ratio <= 0:
        return words
    others = [lists[o] for group in RELATIVES if lang in group for o in group if o != lang and o in lists]
    if not others:
        return words
    kept = [(w, f) for w, f in words if all(other.get(w, 0.0) < ratio * f for other in others)]
    print(f"{lang}\tdropped {len(words) - len(kept)} words {ratio:g}x more frequent in a relative", file=sys.stderr)
    return kept


# Letters people type without their marks that NFD does not split.
UNACCENTED = str.maketrans({"ł": "l", "ø": "o", "đ": "d", "ı": "i", "ß": "ss", "æ": "ae", "œ": "oe",
                            "þ": "th", "ð": "d"})


def unaccented(word):
    """`word` typed without diacritics (NFD, combining marks dropped, ł -> l, ß -> ss, ...)."""
    decomposed = unicodedata.normalize("NFD", word.translate(UNACCENTED))
    return "".join(ch for ch in decomposed if unicodedata.category(ch) != "Mn")


def with_unaccented_variants(words, share):
    """Adds, for every Latin-script word with diacritics, its unaccented spelling with
    `share` times its frequency (summed over the words that fold to it), unless the list
    already holds that spelling; most frequent first. Chat is often typed without accents
    ("ca va", "electricite", "nao sei"), which the identifier must still recognize."""
    if share <= 0:
        return words
    known = {w for w, _ in words}
    extra = {}
    for word, frequency in words:
        if any(ch.isalpha() and ord(ch) >= 0x250 for ch in word):
            continue   # not Latin script
        variant = unaccented(word)
        if variant != word and variant not in known:
            extra[variant] = extra.get(variant, 0.0) + frequency * share
    merged = words + sorted(extra.items())
    merged.sort(key=lambda wf: -wf[1])   # stable: ties keep list order, then variants by spelling
    return merged


UNACCENTED_SHARE = 0.05
TRADITIONAL_SHARE = 0.2
HUNGARIAN_LATIN1_SHARE = 0.1
TURKISH_LATIN1_SHARE = 0.1
ROMANIAN_CEDILLA_SHARE = 0.1


def with_latin1_hungarian_variants(words, share):
    """Adds, for every Hungarian word with ő or ű, its spelling with õ and û (what Latin-1 fonts,
    keyboards and code pages put for the two letters they lack; common in Hungarian web text
    and mail) with `share` times its frequency, most frequent first."""
    return with_variants(words, share, str.maketrans({"ő": "õ", "ű": "û", "Ő": "Õ", "Ű": "Û"}))


def with_latin1_turkish_variants(words, share):
    """Adds, for every Turkish word with ı, ş or ğ, its spelling when Windows-1254 (ISO 8859-9) bytes
    are read as Windows-1252 / Latin-1: ı -> ý, ş -> þ, ğ -> ð (İ, Ş, Ğ -> Ý, Þ, Ð; the other Turkish
    letters ç ö ü are the same in both code pages), with `share` times its frequency, most frequent
    first. Such mis-decoded text is common in older Turkish web pages and mail ("býrakmak", "iþte",
    "doðru"), and without it ý reads as Czech and þ, ð as Icelandic."""
    return with_variants(words, share, str.maketrans({"ı": "ý", "ş": "þ", "ğ": "ð", "İ": "Ý", "Ş": "Þ", "Ğ": "Ð"}))


def with_variants(words, share, folded):
    """Adds, for every word that the translation table `folded` changes, its changed spelling with
    `share` times its frequency (summed over the words that change to it), unless the list already
    holds that spelling; most frequent first."""
    if share <= 0:
        return words
    known = {w for w, _ in words}
    extra = {}
    for word, frequency in words:
        variant = word.translate(folded)
        if variant != word and variant not in known:
            extra[variant] = extra.get(variant, 0.0) + frequency * share
    merged = words + sorted(extra.items())
    merged.sort(key=lambda wf: -wf[1])
    return merged


def with_cedilla_romanian_variants(words, share):
    """Adds, for every Romanian word with ș or ț (comma below, as wordfreq spells them), its spelling
    with the cedilla forms ş and ţ that ISO 8859-2, Windows-1250 and older keyboards and fonts have
    instead ("şi", "ţară"), with `share` times its frequency, most frequent first."""
    return with_variants(words, share, str.maketrans({"ș": "ş", "ț": "ţ", "Ș": "Ş", "Ț": "Ţ"}))


def with_traditional_variants(words, share):
    """Adds, for every word of wordfreq's Chinese list (Simplified characters), its Traditional
    spellings as written in Taiwan and Hong Kong (PyPI `opencc`, configurations s2tw and s2hk)
    with `share` times its frequency split between the spellings that differ (summed over the
    words that convert to the same one), unless the list already holds that spelling; most
    frequent first. Without them Traditional text ("這個問題", "經濟發展") reads as Japanese
    kanji to the n-grams."""
    if share <= 0:
        return words
    import opencc   # PyPI opencc (Apache-2.0), only needed for Chinese
    converters = [opencc.OpenCC(config) for config in ("s2tw", "s2hk")]
    known = {w for w, _ in words}
    extra = {}
    for word, frequency in words:
        variants = {c.convert(word) for c in converters} - {word}
        for variant in sorted(variants):
            if variant not in known:
                extra[variant] = extra.get(variant, 0.0) + frequency * share / len(variants)
    merged = words + sorted(extra.items())
    merged.sort(key=lambda wf: -wf[1])   # stable: ties keep list order, then variants by spelling
    return merged


def write(out_dir, tag, words):
    words = with_unaccented_variants(words, UNACCENTED_SHARE)
    path = os.path.join(out_dir, f"{tag}.tsv")
    with open(path, "w", encoding="utf-8") as handle:
        for word, frequency in words:
            if "\t" in word or "\n" in word:
                continue
            handle.write(f"{word}\t{frequency:.6g}\n")
    print(f"{tag}\t{len(words)} words\t{path}", file=sys.stderr)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out_dir")
    parser.add_argument("--max-words", type=int, default=60000,
                        help="most frequent words kept per language (default 60000)")
    parser.add_argument("--romanized-variants", type=int, default=3,
                        help="romanizations drawn per Cyrillic word for ru-Latn/uk-Latn (default 3)")
    parser.add_argument("--dev-dir", default=None,
                        help="hold out every 10th word (rank % 10 == 7) from training and write development "
                             "sets there (dev-words.tsv, dev-pairs.tsv, dev-chat.tsv, dev-chatwords.tsv, "
                             "dev-chatpairs.tsv, dev-tokens.tsv, dev-tokpairs.tsv, dev-types.tsv, dev-typepairs.tsv, "
                             "dev-unaccented.tsv) for tuning; "
                             "the committed model is trained without this option")
    parser.add_argument("--unaccented-share", type=float, default=0.05,
                        help="frequency share of each Latin-script word's unaccented spelling, added as a "
                             "word of its own (default 0.05; 0 adds none)")
    parser.add_argument("--keep-foreign-letters", action="store_true",
                        help="keep the words of a Cyrillic-script list that hold a letter outside its "
                             "language's alphabet (Russian 'это' in the Ukrainian list)")
    parser.add_argument("--relative-ratio", type=float, default=0,
                        help="drop a word from a language's list when a close relative's list has it at least "
                             "this many times as often (0: keep all; see RELATIVES)")
    parser.add_argument("--traditional-share", type=float, default=TRADITIONAL_SHARE,
                        help="frequency share of the Traditional spellings (Taiwan and Hong Kong, PyPI opencc) "
                             "added to each word of the Simplified Chinese list (default %(default)s; 0 adds none)")
    parser.add_argument("--hungarian-latin1-share", type=float, default=HUNGARIAN_LATIN1_SHARE,
                        help="frequency share of each Hungarian word's spelling with õ/û for ő/ű "
                             "(default %(default)s; 0 adds none)")
    parser.add_argument("--turkish-latin1-share", type=float, default=TURKISH_LATIN1_SHARE,
                        help="frequency share of each Turkish word's spelling with ý/þ/ð for ı/ş/ğ "
                             "(Windows-1254 read as Latin-1; default %(default)s; 0 adds none)")
    parser.add_argument("--romanian-cedilla-share", type=float, default=ROMANIAN_CEDILLA_SHARE,
                        help="frequency share of each Romanian word's spelling with ş/ţ for ș/ț "
                             "(default %(default)s; 0 adds none)")
    parser.add_argument("--no-chat", action="store_true",
                        help="do not raise English frequencies to their chitchat-dataset frequencies")
    args = parser.parse_args()
    global UNACCENTED_SHARE
    UNACCENTED_SHARE = args.unaccented_share
    os.makedirs(args.out_dir, exist_ok=True)
    dev = {}
    full = {}   # with --dev-dir: each wordfreq list before the hold-out

    lists = {}
    if args.relative_ratio > 0:
        for group in RELATIVES:
            for lang in group:
                if lang not in lists:
                    lists[lang] = dict(reversed(read_wordfreq(lang, args.max_words)))
    for lang in sorted(wordfreq.available_languages()):
        words = read_wordfreq(lang, args.max_words)
        if not args.keep_foreign_letters:
            words = within_alphabet(lang, words)
        words = without_relatives_words(lang, words, lists, args.relative_ratio)
        if args.dev_dir:
            full["hr" if lang == "sh" else lang] = words
            dev["hr" if lang == "sh" else lang] = [w for i, (w, _) in enumerate(words) if i % 10 == 7]
            if lang == "sh":
                dev["sr"] = [serbian_cyrillic(w) for w in dev["hr"]]
            words = [wf for i, wf in enumerate(words) if i % 10 != 7]
        if lang == "zh":
            words = with_traditional_variants(words, args.traditional_share)
        if lang == "hu":
            words = with_latin1_hungarian_variants(words, args.hungarian_latin1_share)
        if lang == "tr":
            words = with_latin1_turkish_variants(words, args.turkish_latin1_share)
        if lang == "ro":
            words = with_cedilla_romanian_variants(words, args.romanian_cedilla_share)
        if lang == "en" and not args.no_chat:
            words = with_chat_register(words, chat_frequencies(), set(dev.get("en", [])))[:args.max_words]
        if lang == "sh":
            write(args.out_dir, "hr", words)
            write(args.out_dir, "sr", serbian_list(words, args.max_words))
        else:
            write(args.out_dir, lang, words)
        if lang == "ru":
            write(args.out_dir, "ru-Latn", romanized_list(words[:args.max_words // 2], RU_LATN, "ru-Latn", args.romanized_variants))
        if lang == "uk":
            write(args.out_dir, "uk-Latn", romanized_list(words[:args.max_words // 2], UK_LATN, "uk-Latn", args.romanized_variants))

    if os.path.exists(THAI_DIC):
        with open(THAI_DIC, encoding="utf-8") as handle:
            lines = handle.read().splitlines()[1:]  # first line: the word count
        thai = [line.split("/")[0] for line in lines if line.strip()]
        write(args.out_dir, "th", [(word, 1e-5) for word in thai[:args.max_words]])
    else:
        print(f"warning: {THAI_DIC} missing (apt-get install hunspell-th): no Thai", file=sys.stderr)
    if args.dev_dir:
        write_dev_sets(args.dev_dir, dev)
        write_running_text_sets(args.dev_dir, args.out_dir)
        write_type_sets(args.dev_dir, full)
        write_unaccented_set(args.dev_dir)


# chatterbot-corpus folder -> tag, for the development chat lines.
CHATTERBOT = {"english": "en", "spanish": "es", "french": "fr", "german": "de", "italian": "it",
              "portuguese": "pt", "dutch": "nl", "russian": "ru", "ukrainian": "uk", "swedish": "sv",
              "turkish": "tr", "indonesian": "id", "hindi": "hi", "hebrew": "he", "persian": "fa",
              "japanese": "ja", "chinese": "zh", "korean": "ko", "bengali": "bn", "tamil": "ta",
              "urdu": "ur", "thai": "th"}


def script_of(word):
    """The script group of a word's letters ('LATIN', 'CYRILLIC', 'CJK', ...), or None when mixed."""
    import unicodedata
    scripts = set()
    for ch in word:
        if ch.isalpha():
            name = unicodedata.name(ch, "UNKNOWN").split()[0]
            scripts.add("CJK" if name in ("CJK", "HIRAGANA", "KATAKANA") else name)
    return scripts.pop() if len(scripts) == 1 else None


def write_dev_sets(dev_dir, held_out):
    """Development sets for tuning (never the shared evaluation files).

    Held-out words are kept only when written in their language's main script
    (wordfreq's lists hold English loanwords in every language)."""
    os.makedirs(dev_dir, exist_ok=True)
    rng = random.Random("dev")
    for lang in list(held_out):
        counts = {}
        for w in held_out[lang][:300]:
            sc = script_of(w)
            counts[sc] = counts.get(sc, 0) + 1
        main = max((k for k in counts if k), key=lambda k: counts[k])
        held_out[lang] = [w for w in held_out[lang] if script_of(w) == main]
    with open(os.path.join(dev_dir, "dev-words.tsv"), "w", encoding="utf-8") as words, \
         open(os.path.join(dev_dir, "dev-pairs.tsv"), "w", encoding="utf-8") as pairs:
        words.write("lang\ttext\n")
        pairs.write("lang\ttext\n")
        for lang, items in sorted(held_out.items()):
            usable = [w for w in items[:3000] if sum(ch.isalpha() for ch in w) >= 5 and "\t" not in w]
            for w in rng.sample(usable, min(300, len(usable))):
                words.write(f"{lang}\t{w}\n")
            short = [w for w in items[:3000] if any(ch.isalpha() for ch in w) and "\t" not in w]
            made = 0
            while made < 300 and len(short) > 1:
                a, b = rng.sample(short, 2)
                if len(a) + len(b) + 1 >= 10:
                    pairs.write(f"{lang}\t{a} {b}\n")
                    made += 1
    try:
        import yaml
        import chatterbot_corpus
    except ImportError:
        print("warning: chatterbot-corpus or PyYAML missing: no dev-chat.tsv", file=sys.stderr)
        return
    root = os.path.join(os.path.dirname(chatterbot_corpus.__file__), "data")
    chat_lines = {}
    with open(os.path.join(dev_dir, "dev-chat.tsv"), "w", encoding="utf-8") as chat:
        chat.write("lang\ttext\n")
        for folder, tag in sorted(CHATTERBOT.items()):
            directory = os.path.join(root, folder)
            if not os.path.isdir(directory):
                continue
            lines = []
            for name in sorted(os.listdir(directory)):
                with open(os.path.join(directory, name), encoding="utf-8") as handle:
                    data = yaml.safe_load(handle) or {}
                for conversation in data.get("conversations", []) or []:
                    for line in conversation:
                        if isinstance(line, str) and line.strip():
                            lines.append(" ".join(line.split()))
            for line in lines[:200]:
                chat.write(f"{tag}\t{line}\n")
            chat_lines[tag] = lines
    # Single words (≥ 5 letters) and consecutive word pairs (≥ 10 characters) of the chat lines.
    with open(os.path.join(dev_dir, "dev-chatwords.tsv"), "w", encoding="utf-8") as words, \
         open(os.path.join(dev_dir, "dev-chatpairs.tsv"), "w", encoding="utf-8") as pairs:
        words.write("lang\ttext\n")
        pairs.write("lang\ttext\n")
        for tag, lines in sorted(chat_lines.items()):
            if tag in ("ja", "zh", "th"):
                continue  # no spaces between words
            tokens = [[t.strip(".,!?;:\"'()¿¡«»…") for t in line.split()] for line in lines]
            singles = sorted({t for line in tokens for t in line if len(t) >= 5 and t.isalpha()})
            for w in rng.sample(singles, min(200, len(singles))):
                words.write(f"{tag}\t{w}\n")
            twos = sorted({f"{a} {b}" for line in tokens for a, b in zip(line, line[1:])
                           if a.isalpha() and b.isalpha() and len(a) + len(b) + 1 >= 10})
            for p in rng.sample(twos, min(200, len(twos))):
                pairs.write(f"{tag}\t{p}\n")


def write_running_text_sets(dev_dir, corpus_dir):
    """In-vocabulary development sets: 300 words and 300 word pairs per language drawn
    with probability ∝ frequency from the first 30,000 training words written in the
    language's main script (how words occur in running text). They measure what the
    whole-word model adds for known words; the held-out sets measure unknown words."""
    rng = random.Random("tok")
    with open(os.path.join(dev_dir, "dev-tokens.tsv"), "w", encoding="utf-8") as words, \
         open(os.path.join(dev_dir, "dev-tokpairs.tsv"), "w", encoding="utf-8") as pairs:
        words.write("lang\ttext\n")
        pairs.write("lang\ttext\n")
        for name in sorted(os.listdir(corpus_dir)):
            tag = name[:-4]
            if not name.endswith(".tsv") or tag in ("th", "ja", "zh"):
                continue  # no spaces between words
            with open(os.path.join(corpus_dir, name), encoding="utf-8") as handle:
                rows = [line.rstrip("\n").split("\t") for line in handle][:30000]
            rows = [(w, float(f)) for w, f in rows]
            rows = main_script_words(rows)
            vocabulary, weights = [w for w, _ in rows], [f for _, f in rows]
            for w in rng.choices(vocabulary, weights, k=300):
                words.write(f"{tag}\t{w}\n")
            for _ in range(300):
                a, b = rng.choices(vocabulary, weights, k=2)
                pairs.write(f"{tag}\t{a} {b}\n")


def main_script_words(rows):
    """The (word, frequency) rows written in the script of most of the 300 most frequent words,
    letters only: the words a language is typed in (Serbian Cyrillic, not its Latin doublets)."""
    counts = {}
    for w, _ in rows[:300]:
        sc = script_of(w)
        counts[sc] = counts.get(sc, 0) + 1
    main = max((k for k in counts if k), key=lambda k: counts[k])
    return [(w, f) for w, f in rows if script_of(w) == main and w.isalpha()]


def write_type_sets(dev_dir, full):
    """Distinct words and word pairs as a test set drawn from running text looks:
    per language, a text of 20,000 tokens drawn ∝ frequency from the whole wordfreq list
    (before the hold-out, so about 10 % of them are held out of training), then 300 of its
    distinct words of ≥ 5 letters (dev-types.tsv) and 300 pairs of a drawn token and a
    distinct word, ≥ 10 characters (dev-typepairs.tsv)."""
    rng = random.Random("types")
    with open(os.path.join(dev_dir, "dev-types.tsv"), "w", encoding="utf-8") as words, \
         open(os.path.join(dev_dir, "dev-typepairs.tsv"), "w", encoding="utf-8") as pairs:
        words.write("lang\ttext\n")
        pairs.write("lang\ttext\n")
        for tag, rows in sorted(full.items()):
            if tag in ("ja", "zh"):
                continue  # no spaces between words
            rows = main_script_words(rows)
            text = rng.choices([w for w, _ in rows], [f for _, f in rows], k=20000)
            types = sorted({w for w in text if len(w) >= 5})
            if len(types) < 50:
                continue
            for w in rng.sample(types, min(300, len(types))):
                words.write(f"{tag}\t{w}\n")
            made = 0
            while made < 300:
                a, b = rng.choice(text), rng.choice(types)
                if len(a) + len(b) + 1 >= 10:
                    pairs.write(f"{tag}\t{a} {b}\n")
                    made += 1


def write_unaccented_set(dev_dir):
    """dev-unaccented.tsv: the Latin-script lines of dev-chat.tsv and dev-typepairs.tsv
    that change when typed without accents, typed so."""
    lines = ["lang\ttext"]
    for name in ("dev-chat.tsv", "dev-typepairs.tsv"):
        path = os.path.join(dev_dir, name)
        if not os.path.exists(path):
            continue
        with open(path, encoding="utf-8") as handle:
            for line in handle.read().splitlines()[1:]:
                tag, text = line.split("\t", 1)
                if all(ord(ch) < 0x250 or not ch.isalpha() for ch in text) and unaccented(text) != text:
                    lines.append(f"{tag}\t{unaccented(text)}")
    with open(os.path.join(dev_dir, "dev-unaccented.tsv"), "w", encoding="utf-8") as out:
        out.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
