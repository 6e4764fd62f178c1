import sys
from common import Out
for lang, idx in (('es', 1), ('it', 2), ('pt', 3)):
    out = Out()
    for line in open('phrases_multi.txt', encoding='utf-8'):
        line = line.strip()
        if not line or line.startswith('#'): continue
        f = [x.strip() for x in line.split(' | ')]
        assert len(f) == 4, line
        for x in f[idx].split(';'):
            x = x.strip()
            if ' ' in x or len(f[idx].split(';')) == 1: out.add(x, f[0], 1.0 if ' ' in x else 0.6)
    for line in open(f'prof_{lang}.tsv'):
        if line.startswith('#') or not line.strip(): continue
        a, b = line.rstrip('\n').split('\t')
        out.add(a, b)
    out.write(f'../../{lang}/sentences.tsv', {'es': 'Spanish', 'it': 'Italian', 'pt': 'Portuguese'}[lang] + ' everyday sentences and expressions (hand-written, written once for es/it/pt side by side)')
    print(lang, len(out.rows))
