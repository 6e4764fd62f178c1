#!/usr/bin/env python3
"""Writes the tiny dictd fixtures of Tests/SmartReplyTests/Fixtures/FreeDict/.

The articles are written by the smart-reply authors for the tests (MIT), in the
layouts of Debian's FreeDict and mueller7-dict packages; no dictionary text is copied.
Run from the repository root: python3 Scripts/make_freedict_fixtures.py
"""
import gzip, io, os, struct, zlib

OUT = "Tests/SmartReplyTests/Fixtures/FreeDict"
B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"


def b64(n):
    digits = ""
    while True:
        digits = B64[n % 64] + digits
        n //= 64
        if n == 0:
            return digits


def build(articles):
    data, index = b"", []
    for headword, body in articles:
        raw = body.encode()
        index.append(f"{headword}\t{b64(len(data))}\t{b64(len(raw))}")
        data += raw
    return data, "\n".join(index) + "\n"


def dictzip(data):
    """A gzip member with dictzip's RA extra field (one chunk: the layout, not the random access, matters here)."""
    deflate = zlib.compressobj(9, zlib.DEFLATED, -15)
    body = deflate.compress(data) + deflate.flush()
    ra = b"RA" + struct.pack("<HHHHH", 6, 1, 58315, 1, len(body))
    header = b"\x1f\x8b\x08\x04" + b"\x00\x00\x00\x00" + b"\x02\x03" + struct.pack("<H", len(ra)) + ra
    return header + body + struct.pack("<II", zlib.crc32(data), len(data))


SPA_ENG = [
    ("00databaseinfo", "00-database-info\nSpanish-English test dictionary\n\nEdition: 0.1\n\n"
                       "Available under the terms of the GNU General Public License ver. 2.0 and\n  any later version.\n"),
    ("casa", "casa /ˈkasa/ <n, fem>\nhouse\n"),
    ("enfadar", "enfadar /enfaˈdaɾ/ <v>\nto annoy sb., anger\n"),
    ("gato", "gato /ˈɡato/ <n, masc>\n1. cat\n2. tomcat\n   Synonym: {felino}\n\n see: {gata}\n"),
    ("hola", "hola /ˈola/\nhello, hi\n"),
    ("lápiz", "lápiz /ˈlapiθ/ <n>\npencil [school.], crayon (wax)\n"),
    ("perro caliente", "perro caliente\nhot dog\n"),
    ("rayos x", "rayos x /ˈraʝos ˈekis/\nX‐rays\n"),
    ("ventana", "ventana /benˈtana/ <n, fem>\nopening, window\n"),
]
ENG_SPA = [
    ("dog", "dog /dɒɡ/\nperro, can\n"),
    ("window", "window /ˈwɪndəʊ/\n1. ventana\n2. ventanilla <fem>\n"),
    ("sth. else", "sth. else\nalgo más\n"),
]
MUELLER = [
    ("00-database-info", "00-database-info\n     Test English-Russian dictionary in the Mueller layout\n under GNU GPL\n"),
    ("blob", "blob\n   [blɘb]\n   1. _n.\n      1) капля\n      2) маленький шарик (земли, глины и т.п.)\n"
             "      3) _разг. нуль; on the blob _жарг. устно, на\n      словах\n   2. _v. делать кляксы\n"),
    ("cat", "cat\n   [kæt] _n.\n   1) ко́шка; кот\n   2) _разг. злая женщина\n"),
    ("mail-coach", "mail-coach\n   [↗mɛɪl↗kɜʊtʃ] = mail-cart 1\n"),
]

os.makedirs(OUT, exist_ok=True)
data, index = build(SPA_ENG)
open(f"{OUT}/freedict-spa-eng.index", "w").write(index)
open(f"{OUT}/freedict-spa-eng.dict.dz", "wb").write(dictzip(data))
data, index = build(ENG_SPA)
open(f"{OUT}/freedict-eng-spa.index", "w").write(index)
open(f"{OUT}/freedict-eng-spa.dict", "wb").write(data)
data, index = build(MUELLER)
open(f"{OUT}/mueller7.index", "w").write(index)
buffer = io.BytesIO()
with gzip.GzipFile("mueller7.dict", "wb", 6, buffer, mtime=0) as f:   # FNAME set, dynamic Huffman
    f.write(data)
open(f"{OUT}/mueller7.dict.dz", "wb").write(buffer.getvalue())

# gzip round-trip samples: one text, stored (level 0), fixed/dynamic Huffman (1, 9) with long matches.
text = "".join(f"line {i}: the quick brown fox {i * i % 97} jumps over the lazy dog {'ab' * (i % 7)}\n" for i in range(150))
open(f"{OUT}/sample.txt", "w").write(text)
for level in (0, 9):
    buffer = io.BytesIO()
    with gzip.GzipFile("", "wb", level, buffer, mtime=0) as f:
        f.write(text.encode())
    open(f"{OUT}/sample-level{level}.txt.gz", "wb").write(buffer.getvalue())
