#!/usr/bin/env python3
"""Export clean chat lines used as negative examples by `smartreply train guard`.

Writes build-data/guard/clean-lines.tsv (lang<TAB>text, not committed: the
train command regenerates the model from it) from:
  - chitchat-dataset 0.9 (MIT): English chat messages, every 10th message of
    the conversations in file order (about 25k lines);
  - chatterbot-corpus 1.3 (BSD): every line of the conversation YAML files in
    English, German, Spanish, French, Italian, Portuguese, Dutch, Russian,
    Ukrainian, Swedish, Turkish, Indonesian;
  - our own phrase tables (MIT, Lexicons/translation/<xx>/{phrases,replies}.tsv,
    xx in ru uk de es fr it pt nl): the foreign side of every entry of two or
    more words whose English side has no rude or hostile word (so "заткнись" →
    "shut up" is left out): everyday chat in the languages chatterbot has little of,
    so the model does not learn "Cyrillic = offensive". The tables are read as they
    were at commit PHRASES_COMMIT (git show), not from the working tree: the
    translation work changes them every day, and a model trained on today's tables
    could not be rebuilt tomorrow (the committed model, trained 2026-11-30, cannot be).
    Pass --phrases-from-worktree to read the working tree instead.
Lines are whitespace-collapsed; tabs removed; lines under 2 characters dropped.
The train command removes any line that the guard's word lists flag, so the
negatives are clean by the lists' own standard.

Usage (from the repo root): python3 Scripts/export_guard_training.py
"""
import json, os, re, subprocess, sys
import chitchat_dataset, chatterbot_corpus, yaml

OUT = os.path.join("build-data", "guard")
LANGS = {"english": "en", "german": "de", "spanish": "es", "french": "fr", "italian": "it",
         "portuguese": "pt", "dutch": "nl", "russian": "ru", "ukrainian": "uk", "swedish": "sv",
         "turkish": "tr", "indonesian": "id"}

# The commit whose phrase tables the clean lines are taken from (see the docstring).
PHRASES_COMMIT = "5457d6cbd5b1561b88badf4bcaa69f79ea856fbe"

PHRASE_LANGS = ["ru", "uk", "de", "es", "fr", "it", "pt", "nl"]
# English words that mark a phrase-table entry as rude or hostile: such entries are not clean examples.
HOSTILE = re.compile(r"\b(idiot|stupid|dumb|fool|moron|shut|fuck|shit|damn|hell|crap|ass|bitch|bastard|jerk|suck|"
                     r"screw|piss|hate|kill|die|dead|ugly|fat|loser|get lost|go away|get out|bugger|bloody|"
                     r"freak|creep|crazy|nuts|insane|retard|whore|slut|dick|cock|pussy|fag|nigg|cunt|twat|wank)", re.I)


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
    repo = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    worktree = "--phrases-from-worktree" in sys.argv[1:]
    for code in PHRASE_LANGS:
        for name in ("phrases.tsv", "replies.tsv"):
            relative = f"Lexicons/translation/{code}/{name}"
            if worktree:
                path = os.path.join(repo, relative)
                if not os.path.exists(path):
                    continue
                lines = open(path, encoding="utf-8").read().splitlines(True)
            else:
                shown = subprocess.run(["git", "-C", repo, "show", f"{PHRASES_COMMIT}:{relative}"],
                                       capture_output=True)
                if shown.returncode != 0:
                    sys.exit(f"export_guard_training.py: cannot read {relative} at commit {PHRASES_COMMIT} "
                             f"(a full git clone is needed): {shown.stderr.decode(errors='replace').strip()}")
                lines = shown.stdout.decode("utf-8").splitlines(True)
            for line in lines:
                if line.startswith("#") or "\t" not in line:
                    continue
                source, english = line.rstrip("\n").split("\t")[:2]
                source = clean(source)
                if len(source.split()) < 2 or HOSTILE.search(english):
                    continue
                rows.append((code, source))
    with open(os.path.join(OUT, "clean-lines.tsv"), "w", encoding="utf-8") as f:
        f.write("lang\ttext\n")
        for lang, text in rows:
            f.write(f"{lang}\t{text.replace(chr(9), ' ')}\n")
    print(f"wrote {len(rows)} lines to {OUT}/clean-lines.tsv")


if __name__ == "__main__":
    main()
