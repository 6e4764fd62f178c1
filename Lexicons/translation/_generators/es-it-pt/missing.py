import sys, glob
from wordfreq import top_n_list
lang, n = sys.argv[1], int(sys.argv[2])
known = set()
for p in glob.glob(f'../../{lang}/*.tsv'):
    for line in open(p):
        if line.startswith('#') or not line.strip(): continue
        x = line.split('\t')[0].lower()
        known.add(x)
        for w in x.split(): known.add(w)
miss = [w for w in top_n_list(lang, n) if w not in known and w.isalpha()]
print(len(miss)); print(' '.join(miss))
