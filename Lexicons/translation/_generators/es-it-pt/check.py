import sys, glob, collections
bad = 0
for lang in sys.argv[1:]:
    tot = 0
    for p in sorted(glob.glob(f'../../{lang}/*.tsv')):
        n = 0
        for i, line in enumerate(open(p, encoding='utf-8'), 1):
            line = line.rstrip('\n')
            if not line.strip() or line.startswith('#'): continue
            f = line.split('\t')
            ok = len(f) in (2, 3) and all(x.strip() == x and x for x in f)
            if ok and len(f) == 3:
                try: w = float(f[2]); ok = 0 < w <= 1
                except ValueError: ok = False
            if ok and not p.endswith('replies.tsv') and (f[0][-1] in '.!?' ):
                ok = False
            if not ok:
                bad += 1; print('BAD', p, i, repr(line))
            n += 1
        print(f'{lang} {p.split("/")[-1]} {n}'); tot += n
    print(lang, 'total', tot)
sys.exit(1 if bad else 0)
