import sys,glob
bad=0
for d in sys.argv[1:]:
  tot=0
  for f in sorted(glob.glob(d+'/*.tsv')):
    n=0
    for i,l in enumerate(open(f,encoding='utf-8'),1):
        l=l.rstrip('\n')
        if not l.strip() or l.startswith('#'): continue
        p=l.split('\t')
        ok=len(p) in (2,3) and all(x.strip()==x and x for x in p)
        if ok and len(p)==3:
            try: w=float(p[2]); ok=0<w<=1
            except: ok=False
        if not ok: print('BAD',f,i,repr(l)); bad+=1
        n+=1
    print(f,n); tot+=n
  print(d,'TOTAL',tot)
sys.exit(1 if bad else 0)
