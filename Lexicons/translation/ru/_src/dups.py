import sys,glob,collections
for d in sys.argv[1:]:
  allp=collections.defaultdict(list)
  for f in sorted(glob.glob(d+'/*.tsv')):
    seen=set()
    for i,l in enumerate(open(f,encoding='utf-8'),1):
        if l.startswith('#') or not l.strip(): continue
        p=l.rstrip('\n').split('\t')
        if (p[0],p[1]) in seen: print('DUP',f.split('/')[-1],i,p[0],p[1])
        seen.add((p[0],p[1]))
