#!/usr/bin/env python3
"""Expand hand-written names (nominative|English) into their regular case forms (ru or uk) for names.tsv.
Usage: gennames.py ru|uk SPEC [TABLE_DIR]. A form that another table of TABLE_DIR already lists (марка = stamp)
is left out, so a name never takes over a common word. A name ending in -ия/-ія, -а/-я or a consonant gets the regular singular endings;
other names (Мэри, Токио) are indeclinable."""
import sys
import glob, os
lang, spec = sys.argv[1], sys.argv[2]
taken = set()
if len(sys.argv) > 3:
    for path in glob.glob(os.path.join(sys.argv[3], '*.tsv')):
        if os.path.basename(path) == 'names.tsv': continue
        for row in open(path, encoding='utf-8'):
            if not row.startswith('#') and '\t' in row: taken.add(row.split('\t')[0].strip().lower())
CONS = set('бвгдзклмнпрстфхжшчщцй')
def forms(n):
    low = n.lower(); stem = n[:-1]
    if lang == 'ru':
        if low.endswith('ия'): return [n, stem + 'и', stem + 'ю', stem + 'ей']
        if low.endswith('а'):
            return [n, stem + ('и' if stem[-1].lower() in 'гкхжшчщ' else 'ы'), stem + 'е', stem + 'у', stem + 'ой']
        if low.endswith('я'): return [n, stem + 'и', stem + 'е', stem + 'ю', stem + 'ей']
        if low[-1] in CONS:
            if low.endswith('й'): return [n, stem + 'я', stem + 'ю', stem + 'ем', stem + 'е']
            return [n, n + 'а', n + 'у', n + 'ом', n + 'е']
    else:
        if low.endswith('ія'): return [n, stem + 'ї', stem + 'ю', stem + 'єю']
        if low.endswith('а'):
            alt = {'г': 'з', 'к': 'ц', 'х': 'с'}
            return [n, stem + 'и', stem[:-1] + alt.get(stem[-1], stem[-1]) + 'і', stem + 'у', stem + 'ою']
        if low.endswith('я'): return [n, stem + 'і', stem + 'ю', stem + 'ею']
        if low[-1] in CONS:
            if low.endswith('й'): return [n, stem + 'я', stem + 'ю', stem + 'єм', stem + 'ї']
            return [n, n + 'а', n + 'у', n + 'ові', n + 'ом', n + 'і']
    return [n]
seen = set()
for line in open(spec, encoding='utf-8'):
    line = line.rstrip('\n')
    if not line or line.startswith('#'): continue
    name, english = line.split('|')
    for f in forms(name):
        key = f.lower()
        if key in seen or key in taken: continue
        seen.add(key); print(f"{key}\t{english}")
