import sys, re
for path in sys.argv[1:]:
    lines = open(path, encoding='utf-8').read().split('\n')
    keys = set(); out = []; changed = 0
    for l in lines:
        if not l.strip() or l.startswith('#'):
            out.append(l); continue
        f = l.split('\t')
        x = f[0].lstrip('¿¡')
        if x != f[0]: changed += 1
        if '...' in f[1] or re.search(r'\b[ap]\.m\.', f[1]):
            changed += 1; continue
        f[0] = x
        k = (f[0], f[1])
        if k in keys: changed += 1; continue
        keys.add(k); out.append('\t'.join(f))
    open(path, 'w', encoding='utf-8').write('\n'.join(out))
    print(path, changed)
