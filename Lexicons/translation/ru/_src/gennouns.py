#!/usr/bin/env python3
"""Expand hand-written noun/adjective case-form lists into phrase-table lines.
Spec line: sg_form,sg_form,...|pl_form,...|english_sg|english_pl   (pl part may be empty)
           or  forms,...|english   (one translation for all forms, e.g. adjectives)
'=' line: literal TSV line (emitted first, so it wins over generated readings).
"""
import sys
out=[]; seen=set(); phr=set()
def emit(x,e):
    x=x.strip(); e=e.strip()
    if not x or x=='-': return
    vs=[x]+([x.replace('ё','е')] if 'ё' in x else [])
    for v in vs:
        if (v,e) in seen: continue
        w = '\t0.5' if v in phr else ''
        seen.add((v,e)); phr.add(v); out.append(f"{v}\t{e}{w}")
LANG = sys.argv[2] if len(sys.argv) > 2 else 'ru'
def oblique_plural(nom):
    """Regular plural dative/instrumental/locative forms from the nominative plural (same endings in ru and uk)."""
    if not nom or nom == '-' or ' ' in nom: return []
    last, stem = nom[-1], nom[:-1]
    hard = 'гкхжшчщц'
    if last in 'ыа': e = ('ам', 'ами', 'ах')
    elif last == 'я': e = ('ям', 'ями', 'ях')
    elif last == 'ї': e = ('ям', 'ями', 'ях')
    elif last in 'иі':
        if LANG == 'ru': e = ('ам', 'ами', 'ах') if stem[-1:] in hard else ('ям', 'ями', 'ях')
        elif last == 'и': e = ('ам', 'ами', 'ах')
        else: e = ('ам', 'ами', 'ах') if stem[-1:] in 'жчшщ' else ('ям', 'ями', 'ях')
    else: return []
    return [stem + x for x in e]
for line in open(sys.argv[1],encoding='utf-8'):
    line=line.rstrip('\n')
    if not line.strip(): continue
    if line.startswith('#'): out.append(line); continue
    if line.startswith('='):
        p=line[1:].split('\t'); seen.add((p[0],p[1])); phr.add(p[0]); out.append(line[1:]); continue
    parts=line.split('|')
    if len(parts)==2:
        for x in parts[0].split(','): emit(x,parts[1])
    else:
        sg,pl,es,ep=parts
        for x in sg.split(','): emit(x,es)
        for x in pl.split(','): emit(x,ep)
        for x in oblique_plural(pl.split(',')[0].strip()): emit(x,ep)
print("\n".join(out))
