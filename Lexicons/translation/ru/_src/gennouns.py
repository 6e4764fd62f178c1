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
INDECLINABLE = {'фото', 'кафе', 'кино', 'кіно', 'метро', 'радио', 'радіо', 'видео', 'відео', 'пальто', 'меню',
               'резюме', 'такси', 'таксі', 'кофе', 'евро', 'євро'}
CONS = set('бвгдзклмнпрстфхжшчщц')
def oblique_singular(forms):
    """Regular singular case forms (dat/acc/instr/loc) from the nominative, only when the listed forms show the
    noun declines regularly (the genitive is nominative + а/у, or the noun ends in а/я/о with ≥ 2 forms listed)."""
    if len(forms) < 2: return []
    nom = forms[0]
    if not nom or ' ' in nom or len(nom) < 3: return []
    if nom in INDECLINABLE or nom.endswith(('мя', "'я", 'ая', 'яя', 'ое', 'ее', 'ый', 'ий', 'ой')): return []
    out = []; last = nom[-1]; stem = nom[:-1]
    if LANG == 'ru':
        if last in CONS - set('жшчщц') and (nom + 'а' in forms or nom + 'у' in forms):
            out = [nom + 'а', nom + 'у', nom + 'ом', nom + 'е']
        elif last == 'а' and stem[-1] not in 'жшчщц':
            out = [stem + ('и' if stem[-1] in 'гкх' else 'ы'), stem + 'е', stem + 'у', stem + 'ой']
        elif last == 'я' and not nom.endswith('ия'):
            out = [stem + 'и', stem + 'е', stem + 'ю', stem + 'ей']
        elif nom.endswith('ия'):
            out = [stem + 'и', stem + 'ю', stem + 'ей']
        elif last == 'о' and stem[-1] not in 'жшчщц':
            out = [stem + 'а', stem + 'у', stem + 'ом', stem + 'е']
    else:
        alt = {'г': 'з', 'к': 'ц', 'х': 'с'}
        if last in CONS - set('жшчщц') and (nom + 'а' in forms or nom + 'у' in forms):
            out = [nom + 'ові', nom + 'ом', nom + ('у' if last in 'гкх' else 'і')]
        elif last == 'а' and stem[-1] not in 'жшчщц':
            out = [stem + 'и', stem[:-1] + alt.get(stem[-1], stem[-1]) + 'і', stem + 'у', stem + 'ою']
        elif nom.endswith('ія'):
            out = [stem + 'ї', stem + 'ю', stem + 'єю']
        elif last == 'я':
            out = [stem + 'і', stem + 'ю', stem + 'ею']
        elif last == 'о' and stem[-1] not in 'жшчщц':
            out = [stem + 'а', stem + 'у', stem + 'ом', stem + 'і']
    return out
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
        for x in oblique_singular([y.strip() for y in sg.split(',')]): emit(x,es)
        for x in pl.split(','): emit(x,ep)
        for x in oblique_plural(pl.split(',')[0].strip()): emit(x,ep)
print("\n".join(out))
