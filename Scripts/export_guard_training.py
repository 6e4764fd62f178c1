#!/usr/bin/env python3
"""Export clean chat lines used as negative examples by `smartreply train guard`.

Writes build-data/guard/clean-lines.tsv (lang<TAB>text, not committed: the
train command regenerates the model from it) from:
  - chitchat-dataset 0.9 (MIT): English chat messages, every 10th message of
    the conversations in file order (about 25k lines);
  - chatterbot-corpus 1.3 (BSD): every line of the conversation YAML files in
    English, German, Spanish, French, Italian, Portuguese, Dutch, Russian,
    Ukrainian, Swedish, Turkish, Indonesian.
Lines are whitespace-collapsed; tabs removed; lines under 2 characters dropped.
The train command removes any line that the guard's word lists flag, so the
negatives are clean by the lists' own standard.

Usage (from the repo root): python3 Scripts/export_guard_training.py
"""
import json, os, re
import chitchat_dataset, chatterbot_corpus, yaml

OUT = os.path.join("build-data", "guard")
LANGS = {"english": "en", "german": "de", "spanish": "es", "french": "fr", "italian": "it",
         "portuguese": "pt", "dutch": "nl", "russian": "ru", "ukrainian": "uk", "swedish": "sv",
         "turkish": "tr", "indonesian": "id"}


def clean(text):
    return re.sub(r"\s+", " ", str(text)).strip()


def main():
    os.makedirs(OUT, exist_ok=True)
    rows = []
    data = json.load(open(os.path.join(os.path.dirname(chitchat_dataset.__file__), "dataset.json"), encoding="utf-8"))
    count = 0
    for conversation in data.values():
        for turn in conversation["messages"]:
            for message in turn:
                count += 1
                if count % 10 == 0:
                    text = clean(message["text"])
                    if len(text) >= 2:
                        rows.append(("en", text))
    base = os.path.join(os.path.dirname(chatterbot_corpus.__file__), "data")
    for folder, code in LANGS.items():
        directory = os.path.join(base, folder)
        for name in sorted(os.listdir(directory)):
            if not name.endswith(".yml"):
                continue
            try:
                doc = yaml.safe_load(open(os.path.join(directory, name), encoding="utf-8"))
            except yaml.YAMLError:
                continue
            for conversation in (doc or {}).get("conversations", []) or []:
                for line in conversation if isinstance(conversation, list) else [conversation]:
                    text = clean(line)
                    if len(text) >= 2:
                        rows.append((code, text))
    with open(os.path.join(OUT, "clean-lines.tsv"), "w", encoding="utf-8") as f:
        f.write("lang\ttext\n")
        for lang, text in rows:
            f.write(f"{lang}\t{text.replace(chr(9), ' ')}\n")
    print(f"wrote {len(rows)} lines to {OUT}/clean-lines.tsv")


if __name__ == "__main__":
    main()
