#!/usr/bin/env python3
"""Build an adversarial reply-ranking dev set from the conversations `smartreply train replies` holds out.

Reads the pairs written by Scripts/export_chat_pairs.py and keeps the conversations the trainer holds
out (FNV-1a + Murmur finalizer of the conversation id in namespace 99, mod 10,000 < 500: the 5 % of
`ReplyModelTrainer.Options.developmentShare`), and of those only the second half, which the trainer
uses for checks but fits nothing on, so nothing here was trained on. Writes the format of
`smartreply eval replies` (message<TAB>good replies<TAB>bad replies<TAB>context, replies joined by
' ||| ', context turns by ' || '): one good reply (the one that followed) and up to five bad ones,
each chosen to share content words with the context without answering it:

- neighbour: the held-out reply of another conversation with the highest summed IDF of words shared
  with the context (what a bag-of-words scorer would pick);
- shared: another conversation's held-out reply that contains the message's rarest content word;
- later: a turn of the same conversation at least two turns after the message (same topic, wrong moment);
- earlier: a turn of the context before the message (already said, topical);
- echo: the message answered, repeated as if it were the reply;
- rearranged (only when asked for with --kinds): another held-out conversation's reply whose content
  words are swapped for content words of this context (the context's own words in a fluent sentence
  that answers nothing);
- random (only when asked for with --kinds): a random held-out reply of another conversation, a
  check that a scorer does not merely punish shared words.

Usage: python3 Scripts/export_reply_dev.py /tmp/chat_pairs.tsv [--limit 1500] > /tmp/reply_dev.tsv
Pass --kinds neighbour,shared to keep some kinds only. Deterministic (seeded).
"""
import argparse
import collections
import math
import random
import re
import sys

MASK = (1 << 64) - 1


def mix(x):
    x ^= x >> 33
    x = (x * 0xFF51AFD7ED558CCD) & MASK
    x ^= x >> 33
    x = (x * 0xC4CEB9FE1A85EC53) & MASK
    x ^= x >> 33
    return x


def feature_hash(text, space):
    """FeatureHash.of(text, space:) of Sources/SmartReply/ReplyGeneration/ReplyTokenizer.swift."""
    h = 0xCBF29CE484222325 ^ space
    h = (h * 0x100000001B3) & MASK
    for byte in text.encode("utf-8"):
        h ^= byte
        h = (h * 0x100000001B3) & MASK
    return mix(h)


def held_out(conversation, share=0.05):
    return feature_hash(conversation, 99) % 10_000 < int(share * 10_000)


STOP = set("""the and you that for are was with have this what but not they your just like about its dont
from there been were when how all can out get would will them then than too also very really yeah yes well
think know good some more one his her she him our who had has did does doing going much lot thats im ive
""".split())


def words(text):
    return [w for w in re.findall(r"[a-z0-9']+", text.lower().replace("'", "")) if len(w) >= 3 and w not in STOP]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("pairs")
    parser.add_argument("--limit", type=int, default=1500, help="contexts to write (default 1500)")
    parser.add_argument("--kinds", default="neighbour,shared,later,earlier,echo")
    parser.add_argument("--seed", type=int, default=2016)
    parser.add_argument("--min-bad", type=int, default=2, help="skip contexts with fewer bad replies (default 2)")
    arguments = parser.parse_args()
    kinds = set(arguments.kinds.split(","))
    rng = random.Random(arguments.seed)
    pairs = []
    with open(arguments.pairs, encoding="utf-8") as handle:
        for line in handle:
            fields = line.rstrip("\n").split("\t")
            if len(fields) == 3 and held_out(fields[0]):
                pairs.append((fields[0], fields[1].split(" || "), fields[2]))
    postings = collections.defaultdict(list)
    for index, (_, _, reply) in enumerate(pairs):
        for word in set(words(reply)):
            postings[word].append(index)
    idf = {w: math.log(len(pairs) / len(p)) for w, p in postings.items()}
    by_conversation = collections.defaultdict(list)
    for index, (conversation, _, _) in enumerate(pairs):
        by_conversation[conversation].append(index)
    # The trainer fits its score combiner on the first half of the held-out pairs (in file order):
    # only the second half is asked about here.
    order = list(range(len(pairs) // 2, len(pairs)))
    rng.shuffle(order)
    written = 0
    for index in order:
        if written >= arguments.limit:
            break
        conversation, context, reply = pairs[index]
        message = context[-1]
        context_words = set(w for turn in context for w in words(turn))
        bad = []
        if "neighbour" in kinds:
            scores = collections.Counter()
            for word in context_words:
                if 2 <= len(postings.get(word, ())) <= 300:
                    for other in postings[word]:
                        scores[other] += idf[word]
            best = [o for o, _ in scores.most_common(10) if pairs[o][0] != conversation and pairs[o][2] != reply][:3]
            if best:
                bad.append(pairs[rng.choice(best)][2])
        if "shared" in kinds:
            rare = sorted((w for w in set(words(message)) if 2 <= len(postings.get(w, ())) <= 300), key=lambda w: -idf[w])
            if rare:
                others = [o for o in postings[rare[0]] if pairs[o][0] != conversation and pairs[o][2] != reply]
                if others:
                    bad.append(pairs[rng.choice(others)][2])
        if "later" in kinds:
            turns = by_conversation[conversation]
            position = turns.index(index)
            later = [pairs[o][2] for o in turns[position + 2:position + 6] if pairs[o][2] != reply]
            if later:
                bad.append(rng.choice(later))
        if "earlier" in kinds and len(context) >= 2 and context[-2] != reply:
            bad.append(context[-2])
        if "echo" in kinds and message != reply:
            bad.append(message)
        if "rearranged" in kinds and context_words:
            # Another conversation's reply with its content words swapped for the context's own: a
            # fluent sentence made of the context's words that answers nothing.
            other = rng.randrange(len(pairs))
            pool = sorted(context_words)
            tokens = pairs[other][2].split()
            swapped = [rng.choice(pool) if len(words(t)) == 1 and len(t) >= 4 else t for t in tokens]
            if pairs[other][0] != conversation and swapped != tokens:
                bad.append(" ".join(swapped))
        if "random" in kinds:
            other = rng.randrange(len(pairs))
            if pairs[other][0] != conversation and pairs[other][2] != reply:
                bad.append(pairs[other][2])
        bad = [b for b in dict.fromkeys(bad) if b.strip() and "|||" not in b]
        if len(bad) < arguments.min_bad or "|||" in reply:
            continue
        sys.stdout.write("%s\t%s\t%s\t%s\n" % (message, reply, " ||| ".join(bad), " || ".join(context)))
        written += 1
    print("wrote %d contexts from %d held-out pairs" % (written, len(pairs)), file=sys.stderr)


if __name__ == "__main__":
    main()
