import os
import sys
from common import HEADER
resp = [l.rstrip('\n').split('\t', 1)[1] for l in open(os.path.join(os.path.dirname(os.path.abspath(__file__)), '../../../replies/responses.tsv'), encoding='utf-8') if l.strip() and not l.startswith('#')]
table = {}
for l in open('replies.txt', encoding='utf-8'):
    if not l.strip() or l.startswith('#'): continue
    f = [x.strip() for x in l.split(' | ')]
    assert len(f) == 4, l
    table[f[0]] = f[1:]
missing = [r for r in resp if r not in table]
extra = [r for r in table if r not in resp]
print('missing', missing); print('extra', extra)
for i, lang in enumerate(('es', 'it', 'pt')):
    with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), f'../../{lang}/replies.tsv'), 'w', encoding='utf-8') as f:
        f.write(HEADER + '# Whole-reply translations of Lexicons/replies/responses.tsv (one line per English reply, English exactly as in that file)\n')
        seen = set()
        for r in resp:
            if r in table and r not in seen:
                seen.add(r); f.write(f"{table[r][i]}\t{r}\n")
