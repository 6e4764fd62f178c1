#!/usr/bin/env python3
"""Dump English message -> reply pairs from pip-installed chat corpora to TSV.

Used by `smartreply train replies` (see its --help). Output, one pair per line, UTF-8:

    source:conversation<TAB>context<TAB>reply

`context` holds up to --turns previous turns, oldest first, joined by ' || '; the last one is
the message answered (sent by the other person), the reply is the next turn's first message.
Tabs and newlines inside texts become spaces.

Sources (both installed with pip, see Lexicons/SOURCES.md):
- chitchat-dataset 0.9 (MIT): chitchat_dataset/dataset.json, 7,168 conversations. A turn is one
  inner list of consecutive messages by one sender; its messages are joined with a space.
- chatterbot-corpus 1.3 (BSD-3-Clause): chatterbot_corpus/data/english/*.yml, lists of alternating lines.

Usage: python3 Scripts/export_chat_pairs.py [--turns 3] > /tmp/chat_pairs.tsv
"""
import argparse
import glob
import json
import os
import sys


def clean(text):
    return " ".join(str(text).replace("||", "|").split())


def chitchat_pairs(turns):
    import chitchat_dataset
    path = os.path.join(os.path.dirname(chitchat_dataset.__file__), "dataset.json")
    with open(path, encoding="utf-8") as handle:
        data = json.load(handle)
    for uuid in sorted(data):
        conversation = data[uuid]["messages"]
        texts = [clean(" ".join(m["text"] for m in turn)) for turn in conversation]
        for index in range(1, len(conversation)):
            if not conversation[index]:
                continue
            reply = clean(conversation[index][0]["text"])
            context = [t for t in texts[max(0, index - turns):index] if t]
            if reply and context:
                yield "chitchat:" + uuid, context, reply


def chatterbot_pairs(turns):
    import chatterbot_corpus
    import yaml
    folder = os.path.join(os.path.dirname(chatterbot_corpus.__file__), "data", "english")
    for path in sorted(glob.glob(os.path.join(folder, "*.yml"))):
        with open(path, encoding="utf-8") as handle:
            document = yaml.safe_load(handle) or {}
        name = os.path.splitext(os.path.basename(path))[0]
        for number, conversation in enumerate(document.get("conversations") or []):
            lines = [clean(line) for line in conversation if isinstance(line, (str, int, float))]
            for index in range(1, len(lines)):
                context = [t for t in lines[max(0, index - turns):index] if t]
                if lines[index] and context:
                    yield "chatterbot:%s:%d" % (name, number), context, lines[index]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--turns", type=int, default=3, help="context turns to keep (default 3)")
    arguments = parser.parse_args()
    out = sys.stdout
    count = 0
    for source in (chitchat_pairs, chatterbot_pairs):
        for conversation, context, reply in source(arguments.turns):
            out.write("%s\t%s\t%s\n" % (conversation, " || ".join(context), reply))
            count += 1
    print("exported %d pairs" % count, file=sys.stderr)


if __name__ == "__main__":
    main()
