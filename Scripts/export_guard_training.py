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
    were at commit PINNED_COMMIT (git show), not from the working tree: the
    translation work changes them every day, and a model trained on today's tables
    could not be rebuilt tomorrow (the committed model, trained 2026-11-30, cannot be).
    Pass --phrases-from-worktree to read the working tree instead.
Also writes build-data/guard/response-set/ (replies/responses.tsv and
translation/<xx>/replies.tsv as they were at PINNED_COMMIT): the engine's replies,
which `train guard` trains on as clean sentences. The reply work changes them every
day too; pinned, the model depends only on this script's output, the guard's lists
and Lexicons/guard/training/, so `train guard` rebuilds the committed model byte for byte.
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

# The commit whose phrase tables and response set the training reads (see the docstring).
PINNED_COMMIT = "7a9ac7913813b3dc772d1e4a21706ed6e876d484"

PHRASE_LANGS = ["ru", "uk", "de", "es", "fr", "it", "pt", "nl"]
# English words that mark a phrase-table entry as rude or hostile: such entries are not clean examples.
HOSTILE = re.compile(r"\b(idiot|stupid|dumb|fool|moron|shut|fuck|shit|damn|hell|crap|ass|bitch|bastard|jerk|suck|"
                     r"screw|piss|hate|kill|die|dead|ugly|fat|loser|get lost|go away|get out|bugger|bloody|"
                     r"freak|creep|crazy|nuts|insane|retard|whore|slut|dick|cock|pussy|fag|nigg|cunt|twat|wank)", re.I)


def clean(text):
    return re.sub(r"\s+", " ", str(text)).strip()


def git_show(repo, relative):
    """The bytes of `relative` at PINNED_COMMIT, or exit naming the file."""
    shown = subprocess.run(["git", "-C", repo, "show", f"{PINNED_COMMIT}:{relative}"], capture_output=True)
    if shown.returncode != 0:
        sys.exit(f"export_guard_training.py: cannot read {relative} at commit {PINNED_COMMIT} "
                 f"(a full git clone is needed): {shown.stderr.decode(errors='replace').strip()}")
    return shown.stdout


def export_response_set(repo):
    """Writes the response set at PINNED_COMMIT under OUT/response-set (same layout as Lexicons/)."""
    listed = subprocess.run(["git", "-C", repo, "ls-tree", "--name-only", f"{PINNED_COMMIT}", "Lexicons/translation/"],
                            capture_output=True, text=True)
    if listed.returncode != 0:
        sys.exit(f"export_guard_training.py: cannot list Lexicons/translation at commit {PINNED_COMMIT}: {listed.stderr.strip()}")
    files = ["Lexicons/replies/responses.tsv"]
    for folder in sorted(listed.stdout.split()):
        code = folder.rsplit("/", 1)[-1]
        if 2 <= len(code) <= 3 and code.isascii() and code.islower():
            files.append(f"{folder}/replies.tsv")
    for relative in files:
        target = os.path.join(OUT, "response-set", relative[len("Lexicons/"):])
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as f:
            f.write(git_show(repo, relative))
    return len(files)


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
                lines = git_show(repo, relative).decode("utf-8").splitlines(True)
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
    print(f"wrote {export_response_set(repo)} response-set files to {OUT}/response-set (as at {PINNED_COMMIT[:7]})")


if __name__ == "__main__":
    main()
