#!/usr/bin/env python3
"""List frequent short replies of the chat corpora as candidates for Lexicons/replies/responses.tsv.

Reads the pairs TSV written by Scripts/export_chat_pairs.py (conversation<TAB>context<TAB>reply),
canonicalizes each reply (lower case, trailing punctuation dropped, laughs "hahaha"/"lol" -> "haha",
chat spellings "ok"/"okay"/"k" -> "okay", "yup" -> "yep", "thx" -> "thanks", "u" -> "you", stretched
letters "soooo" -> "soo"), keeps replies of at most --max-tokens tokens seen at least --min-count times,
and gives each candidate a provisional intent by propagating the intents of the current response set
over shared word n-grams (a one-step version of the seed propagation of Kannan et al., "Smart Reply",
KDD 2016: a candidate takes the intent whose replies share the most unigrams and bigrams with it,
weighted by n-gram length; "?" must agree). Candidates already in the set are marked '='.

The output is for a person to review: the response set is edited by hand from it (natural, safe,
short replies only; variants merged). Sources: chitchat-dataset (MIT), chatterbot-corpus (BSD-3-Clause).

Usage: python3 Scripts/export_chat_pairs.py > /tmp/chat_pairs.tsv
       python3 Scripts/mine_reply_candidates.py /tmp/chat_pairs.tsv [--min-count 5] > /tmp/candidates.tsv
Output: count<TAB>mark<TAB>provisional intent<TAB>canonical reply, most frequent first.
"""
import argparse
import collections
import os
import re
import sys

SPELLINGS = {"ok": "okay", "k": "okay", "kk": "okay", "okey": "okay", "yup": "yep", "yea": "yeah", "ya": "yeah",
             "thx": "thanks", "thanx": "thanks", "u": "you", "ur": "your", "r": "are", "lol": "haha", "lmao": "haha",
             "hehe": "haha", "xd": "haha", "omg": "oh my god", "congratz": "congrats", "cya": "see you", "idk": "i don't know",
             "woah": "wow", "whoa": "wow", "nah": "no", "thats": "that's", "dont": "don't", "im": "i'm", "its": "it's"}


def canonical(text):
    text = text.lower().strip()
    text = re.sub(r"(.)\1{2,}", r"\1\1", text)            # soooo -> soo
    text = re.sub(r"\b(?:ha){2,}h?\b|\bhah\b", "haha", text)
    asks = "?" in text
    words = re.findall(r"[a-z0-9']+", text)
    words = [w for word in words for w in SPELLINGS.get(word, word).split()]
    return " ".join(words) + ("?" if asks else "")


def ngrams(reply):
    words = reply.rstrip("?").split()
    return set(words) | {a + " " + b for a, b in zip(words, words[1:])}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("pairs")
    parser.add_argument("--min-count", type=int, default=5)
    parser.add_argument("--max-tokens", type=int, default=10)
    parser.add_argument("--responses", default=os.path.join(os.path.dirname(__file__), "..", "Lexicons", "replies", "responses.tsv"))
    arguments = parser.parse_args()

    counts = collections.Counter()
    with open(arguments.pairs, encoding="utf-8") as handle:
        for line in handle:
            fields = line.rstrip("\n").split("\t")
            if len(fields) == 3:
                reply = canonical(fields[2])
                if reply.strip("?") and len(reply.split()) <= arguments.max_tokens:
                    counts[reply] += 1

    known, grams = {}, collections.defaultdict(collections.Counter)
    with open(arguments.responses, encoding="utf-8") as handle:
        for line in handle:
            if line.startswith("#") or "\t" not in line:
                continue
            intent, text = line.rstrip("\n").split("\t", 1)
            reply = canonical(text)
            known[reply] = intent
            for gram in ngrams(reply):
                grams[(gram, reply.endswith("?"))][intent] += len(gram.split())

    for reply, count in counts.most_common():
        if count < arguments.min_count:
            break
        votes = collections.Counter()
        for gram in ngrams(reply):
            votes.update(grams.get((gram, reply.endswith("?")), {}))
        intent = known.get(reply) or (votes.most_common(1)[0][0] if votes else "none")
        sys.stdout.write("%d\t%s\t%s\t%s\n" % (count, "=" if reply in known else "+", intent, reply))


if __name__ == "__main__":
    main()
