#!/usr/bin/env python3
"""Expand hand-written adjectives (masculine nominative + English) into all gender/number/case forms
using the regular Russian/Ukrainian declension patterns. '=' lines are literal TSV lines."""
import sys
lang=sys.argv[1]
out=[]; seen=set(); phr=set()
def emit(x,e):
    vs=[x]+([x.replace('ё','е')] if 'ё' in x else [])
    for v in vs:
        if (v,e) in seen: continue
        w='\t0.5' if v in phr else ''
        seen.add((v,e)); phr.add(v); out.append(f"{v}\t{e}{w}")
def ru_forms(m):
    s=m[:-2]; end=m[-2:]; last=s[-1]
    if end=='ый': return [s+x for x in 'ый ая ое ые ого ому ой ую ым ом ых ыми'.split()]
    if end=='ой':
        if last in 'гкхжш': return [s+x for x in 'ой ая ое ие ого ому ой ую им ом их ими'.split()]
        return [s+x for x in 'ой ая ое ые ого ому ой ую ым ом ых ыми'.split()]
    if end=='ий':
        if last in 'гкх': return [s+x for x in 'ий ая ое ие ого ому ой ую им ом их ими'.split()]
        if last in 'жшчщ': return [s+x for x in 'ий ая ее ие его ему ей ую им ем их ими'.split()]
        return [s+x for x in 'ий яя ее ие его ему ей юю им ем их ими'.split()]
    raise ValueError(m)
def uk_forms(m):
    if m.endswith('ній') or m.endswith('цій') : s=m[:-2]; return [s+x for x in 'ій я є і ього ьому ій ю ім іх іми'.split()]
    if m.endswith('ий'): s=m[:-2]; return [s+x for x in 'ий а е і ого ому ій у им их ими ім'.split()]
    raise ValueError(m)
F = ru_forms if lang=='ru' else uk_forms
for line in open(sys.argv[2],encoding='utf-8'):
    line=line.rstrip('\n')
    if not line.strip(): continue
    if line.startswith('#'): out.append(line); continue
    if line.startswith('='):
        p=line[1:].split('\t'); seen.add((p[0],p[1])); phr.add(p[0]); out.append(line[1:]); continue
    m,e=line.split('|')
    for x in F(m.strip()): emit(x,e.strip())
    # negated adjective: "не новый" -> "not new" only for the base forms
print("\n".join(out))
