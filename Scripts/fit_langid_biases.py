#!/usr/bin/env python3
"""Fit per-language log-odds biases of the language identifier on development sets of our own.

Usage:
    python3 Scripts/make_langid_calibration_sets.py cal
    python3 Scripts/make_langid_calibration_sets.py val --seed validation
    # cal-pairs.tsv, cal-words.tsv of each, restricted to the 34 evaluation languages (P.tsv,
    # W.tsv), then identified with the model (LANGS: those 34, comma-separated):
    tail -n +2 cal/P.tsv | cut -f2 | smartreply identify --threshold 0 --all 46 --only LANGS > cal/P.out
    REG=0.05 STEP=0.05 LIM=0.5 python3 Scripts/fit_langid_biases.py fit BIASES.tsv LANGS \\
        cp=cal/P.tsv,cal/P.out cw=cal/W.tsv,cal/W.out:0.5 \\
        vp=val/P.tsv,val/P.out vw=val/W.tsv,val/W.out:0.5 [-- CHECK SETS...]
    python3 Scripts/fit_langid_biases.py eval BIASES.tsv LANGS SETS...

A set is NAME=GOLD.tsv,IDENTIFY_OUTPUT[:WEIGHT]. Adding a bias b to a language's log-odds is the
same as adding it to the log of its probability, so the outputs of `identify --all` (probabilities
to 4 decimals) are enough: each text's answer with biases is argmax(log p + b). Coordinate descent
over the languages of FREE (default: all of LANGS), each bias on a grid of STEP within ±LIM,
maximizing Σ weight × macro accuracy − REG × Σ |b| (ties: the smaller bias), until no bias changes.
Deterministic. Needs numpy. `smartreply train langid --class-biases BIASES.tsv` puts the biases
into a model. Tried on 2026-12-01 (Lexicons/langid/README.md, "Per-language biases"):
+0.1 point on the pairs it was fitted on, about 0 on independent development sets, so the committed
model has none.
"""
import math
import os
import sys

import numpy as np


def load(gold, out, langs):
    index = {l: i for i, l in enumerate(langs)}
    rows = [l.rstrip("\n").split("\t") for l in open(gold, encoding="utf-8")][1:]
    outs = [l.rstrip("\n").split("\t") for l in open(out, encoding="utf-8")]
    if len(rows) != len(outs):
        raise SystemExit(f"error: {gold} has {len(rows)} rows, {out} {len(outs)} lines")
    scores = np.full((len(rows), len(langs)), -1e9)
    golds = np.zeros(len(rows), dtype=int)
    for r, ((label, _), fields) in enumerate(zip(rows, outs)):
        golds[r] = index.get(label, -1)
        if len(fields) >= 3:
            for item in fields[2].split(" "):
                if ":" not in item:
                    continue
                tag, p = item.rsplit(":", 1)
                if tag in index:
                    scores[r, index[tag]] = math.log(float(p)) if float(p) > 0 else -12.0
    keep = golds >= 0
    scores, golds = scores[keep], golds[keep]
    counts = np.bincount(golds, minlength=len(langs)).astype(float)
    weights = 1.0 / counts[golds] / (counts > 0).sum()   # macro average: each language weighs the same
    return scores, golds, weights


def accuracy(data, bias):
    scores, golds, weights = data
    return 100 * float(np.sum(weights * (np.argmax(scores + bias, axis=1) == golds)))


def per_language(data, bias, langs):
    scores, golds, _ = data
    predicted = np.argmax(scores + bias, axis=1)
    return {l: float(np.mean(predicted[golds == i] == i)) for i, l in enumerate(langs) if (golds == i).any()}


def parse(args, langs):
    sets = []
    for arg in args:
        name, files = arg.split("=", 1)
        weight = 1.0
        if ":" in files:
            files, weight = files.rsplit(":", 1)
            weight = float(weight)
        gold, out = files.split(",")
        sets.append((name, load(gold, out, langs), weight))
    return sets


def main():
    command, path, langs = sys.argv[1], sys.argv[2], sys.argv[3].split(",")
    if command == "fit":
        free = set(os.environ.get("FREE", ",".join(langs)).split(","))
        rest = sys.argv[4:]
        cut = rest.index("--") if "--" in rest else len(rest)
        fit, check = parse(rest[:cut], langs), parse(rest[cut + 1:], langs)
        reg, step, limit = (float(os.environ.get(k, d)) for k, d in (("REG", "0.05"), ("STEP", "0.05"), ("LIM", "0.5")))
        grid = np.round(np.arange(-limit, limit + 1e-9, step), 6)
        bias = np.zeros(len(langs))

        def objective(b):
            return sum(w * accuracy(d, b) for _, d, w in fit) - reg * np.abs(b).sum()

        def show(b):
            return " ".join(f"{n} {accuracy(d, b):.2f}" for n, d, _ in fit + check)

        print("start", show(bias))
        for rounds in range(20):
            changed = False
            for i, lang in enumerate(langs):
                if lang not in free:
                    continue
                best = (objective(bias), -abs(bias[i]), bias[i])
                for value in grid:
                    trial = bias.copy()
                    trial[i] = value
                    candidate = (objective(trial), -abs(value), value)
                    if candidate > best:
                        best = candidate
                if best[2] != bias[i]:
                    bias[i], changed = best[2], True
            print("round", rounds, show(bias), flush=True)
            if not changed:
                break
        with open(path, "w") as handle:
            for i, lang in enumerate(langs):
                if round(bias[i], 2) != 0:
                    handle.write(f"{lang}\t{bias[i]:.2f}\n")
    elif command == "eval":
        given = {}
        for line in open(path, encoding="utf-8"):
            if line.strip() and not line.startswith("#"):
                tag, value = line.split("\t")[:2]
                given[tag] = float(value)
        bias = np.array([given.get(l, 0.0) for l in langs])
        for name, data, _ in parse(sys.argv[4:], langs):
            before, after = per_language(data, 0 * bias, langs), per_language(data, bias, langs)
            moved = {l: round(100 * (after[l] - before[l]), 1) for l in before if abs(after[l] - before[l]) > 0.004}
            print(name, f"{accuracy(data, 0 * bias):.2f} -> {accuracy(data, bias):.2f}", moved)
    else:
        raise SystemExit("usage: fit_langid_biases.py fit|eval BIASES.tsv LANGS SETS...")


if __name__ == "__main__":
    main()
