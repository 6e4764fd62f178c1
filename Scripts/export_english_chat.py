#!/usr/bin/env python3
"""Writes English chat text, one message per line, for `smartreply train lm`.

Sources (pip-installed, see Lexicons/SOURCES.md):
  - chitchat-dataset 0.9 (MIT): chitchat_dataset/dataset.json, every message text.
  - chatterbot-corpus 1.3 (BSD): chatterbot_corpus/data/english/*.yml, every conversation line.

Usage: python3 Scripts/export_english_chat.py > /tmp/english-chat.txt
The output is deterministic (sorted conversation ids, file order).
"""
import glob
import json
import os
import sys

import chitchat_dataset
import chatterbot_corpus


def clean(text):
    return " ".join(str(text).split())


def main():
    out = sys.stdout
    path = os.path.join(os.path.dirname(chitchat_dataset.__file__), "dataset.json")
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    for uuid in sorted(data):
        for turn in data[uuid].get("messages", []):
            for message in turn:
                text = clean(message.get("text", ""))
                if text:
                    out.write(text + "\n")
    english = os.path.join(os.path.dirname(chatterbot_corpus.__file__), "data", "english", "*.yml")
    for name in sorted(glob.glob(english)):
        with open(name, encoding="utf-8") as f:
            for line in f:
                line = line.strip()
                if line.startswith("- - ") or line.startswith("- "):
                    text = clean(line.lstrip("- ").strip().strip('"').strip("'"))
                    if text and not text.endswith(":"):
                        out.write(text + "\n")


if __name__ == "__main__":
    main()
