#!/usr/bin/env python3
"""Expand hand-written verb paradigms into phrase-table lines.
Spec line: [*]ASPECT|f1,f2,...,f12[,f13]|base,3sg,past
 ASPECT: I (imperfective: present forms) or P (perfective: future forms)
 forms: inf,1sg,2sg,3sg,1pl,2pl,3pl,past_m,past_f,past_pl,imp_sg,imp_pl[,imp_1pl]
 '*' = frequent verb: also emit pronoun+form and pronoun+neg+form combos.
"""
import sys
lang = sys.argv[1]
PR = {'ru': ['я','ты','он','она','мы','вы','они'], 'uk': ['я','ти','він','вона','ми','ви','вони']}[lang]
NE = 'не'
# Modal / auxiliary + infinitive combinations, so "могу помочь" reads "can help" (not "can to help").
# (word, English, imperfective-only)
MODALS = {'ru': [('буду','will',1),('будешь','will',1),('будет','will',1),('будем','will',1),('будете','will',1),('будут','will',1),
                 ('не буду',"won't",1),('не будешь',"won't",1),('не будет',"won't",1),
                 ('могу','can',0),('можешь','can',0),('может','can',0),('можем','can',0),('можете','can',0),('могут','can',0),
                 ('мог','could',0),('могла','could',0),('могли','could',0),('не могу',"can't",0),('не можешь',"can't",0),('не может',"can't",0),
                 ('надо','have to',0),('нужно','need to',0),('давай',"let's",0),('давайте',"let's",0),('можно','can I',0),('нельзя',"can't",0),
                 ('должен','must',0),('должна','must',0),('должны','must',0),('не надо',"don't",1),
                 ('умею','can',1),('умеешь','can',1),('умеет','can',1),('не умею',"can't",1),('не умеет',"can't",1),
                 ('смогу','will be able to',0),('сможешь','will be able to',0),('сможет','will be able to',0),('сможем','will be able to',0),
                 ('не смогу',"won't be able to",0),('не сможет',"won't be able to",0),('смог','managed to',0),('не смог',"couldn't",0),('не смогла',"couldn't",0),
                 ('хочу','want to',0),('хочешь','want to',0),('хочет','wants to',0),('хотим','want to',0),('не хочу',"I don't want to",0),
                 ('люблю','love to',1),('любишь','love to',1),('любит','loves to',1),('начал','started to',1),('начала','started to',1)],
          'uk': [('буду','will',1),('будеш','will',1),('буде','will',1),('будемо','will',1),('будете','will',1),('будуть','will',1),
                 ('не буду',"won't",1),('не будеш',"won't",1),('не буде',"won't",1),
                 ('можу','can',0),('можеш','can',0),('може','can',0),('можемо','can',0),('можете','can',0),('можуть','can',0),
                 ('міг','could',0),('могла','could',0),('могли','could',0),('не можу',"can't",0),('не можеш',"can't",0),('не може',"can't",0),
                 ('треба','have to',0),('потрібно','need to',0),('давай',"let's",0),('давайте',"let's",0),('можна','can I',0),('не можна',"can't",0),
                 ('повинен','must',0),('повинна','must',0),('повинні','must',0),('мушу','must',0),('не треба',"don't",1),
                 ('вмію','can',1),('вмієш','can',1),('вміє','can',1),('не вмію',"can't",1),('не вміє',"can't",1),
                 ('зможу','will be able to',0),('зможеш','will be able to',0),('зможе','will be able to',0),('зможемо','will be able to',0),
                 ('не зможу',"won't be able to",0),('не зможе',"won't be able to",0),('зміг','managed to',0),('не зміг',"couldn't",0),('не змогла',"couldn't",0),
                 ('хочу','want to',0),('хочеш','want to',0),('хоче','wants to',0),('хочемо','want to',0),('не хочу',"I don't want to",0),
                 ('люблю','love to',1),('любиш','love to',1),('любить','loves to',1),('почав','started to',1),('почала','started to',1)]}[lang]
# Motion verbs: "еду в" / "йду до" read "go to" (the preposition takes the direction, not "in").
MOTION = {'ru': ({'идти','ехать','ходить','ездить','пойти','поехать','прийти','приехать','вернуться','лететь','летать','переехать','уехать','уйти','сходить','зайти','опоздать','бежать','возвращаться','приходить','приезжать','добраться','доехать','дойти'}, ('в','во','на')),
          'uk': ({'йти','іти','їхати','ходити','їздити','піти','поїхати','прийти','приїхати','повернутися','летіти','літати','переїхати','сходити','зайти','запізнитися','бігти','повертатися','приходити','приїжджати','доїхати','дійти','добратися'}, ('в','у','на','до'))}[lang]
TOP = set(open(sys.argv[3], encoding='utf-8').read().split()) if len(sys.argv) > 3 else set()
out = []
seen = set()
def emit(x, e, w=None):
    x = x.strip(); e = e.strip()
    if 'ё' in x: _emit(x, e, w); _emit(x.replace('ё', 'е'), e, w); return
    _emit(x, e, w)
CUR = {'motion': False}
def _emit(x, e, w=None):
    if CUR['motion'] and ' ' not in x and not e.startswith(("don't", "doesn't", "didn't", "won't", "I don't", "I won't")):
        for prep in MOTION[1]:
            _emit1(f"{x} {prep}", f"{e} to")
    _emit1(x, e, w)
def _emit1(x, e, w=None):
    if not x or x == '-' or '-' in x.split(' ') : return
    key = (x, e)
    if key in seen: return
    wt = w
    if wt is None and any(s == x for (s, _) in seen): wt = 0.5
    seen.add(key)
    out.append(f"{x}\t{e}" + (f"\t{wt}" if wt else ""))
for line in open(sys.argv[2], encoding='utf-8'):
    line = line.rstrip('\n')
    if not line.strip(): continue
    if line.startswith('#'):
        out.append(line); continue
    if line.startswith('='):  # literal line
        parts = line[1:].split('\t')
        seen.add((parts[0], parts[1])); out.append(line[1:]); continue
    star = line.startswith('*')
    if star: line = line[1:]
    asp, forms, en = line.split('|')
    f = [x.strip() for x in forms.split(',')]
    assert len(f) in (12, 13), line
    b, s3, p = [x.strip() for x in en.split(',')]
    inf, s1, s2, s3f, p1, p2, p3, pm, pf, ppl, imp, impl = f[:12]
    CUR['motion'] = inf in MOTION[0]
    if inf in TOP:
        for m, me, imp_only in MODALS:
            if imp_only and asp == 'P': continue
            emit(f"{m} {inf}", f"{me} {b}")
    if lang == 'uk' and asp == 'I' and ' ' not in inf:
        # Ukrainian synthetic future of imperfective verbs: читатиму = "will read".
        if inf.endswith('тися'): fut = [inf[:-2] + x for x in ('муся', 'мешся', 'меться', 'мемося', 'метеся', 'муться')]
        elif inf.endswith('ти'): fut = [inf + x for x in ('му', 'меш', 'ме', 'мемо', 'мете', 'муть')]
        else: fut = []
        wb = ('be ' + b[3:]) if b.startswith('be ') else b
        for x in fut:
            emit(x, 'will ' + wb)
            emit(f"{NE} {x}", "won't " + wb)
    if b.startswith('be '):
        r = b[3:]
        emit(inf, 'to ' + b)
        if asp == 'P':
            for x in (s1, s2, s3f, p1, p2, p3): emit(x, 'will be ' + r)
            emit(f"{NE} {s1}", "I won't be " + r)
            for x in (s2, s3f, p1, p2, p3): emit(f"{NE} {x}", "won't be " + r)
        else:
            emit(s1, 'am ' + r); emit(s2, 'are ' + r); emit(s3f, 'is ' + r)
            for x in (p1, p2, p3): emit(x, 'are ' + r)
            emit(f"{NE} {s1}", "I'm not " + r); emit(f"{NE} {s2}", "aren't " + r); emit(f"{NE} {s3f}", "isn't " + r)
            for x in (p1, p2, p3): emit(f"{NE} {x}", "aren't " + r)
            if star: emit(f"{PR[0]} {NE} {s1}", "I'm not " + r)
        emit(pm, 'was ' + r); emit(pf, 'was ' + r); emit(ppl, 'were ' + r)
        emit(f"{NE} {pm}", "wasn't " + r); emit(f"{NE} {pf}", "wasn't " + r); emit(f"{NE} {ppl}", "weren't " + r)
        emit(imp, b); emit(impl, b)
        emit(f"{NE} {imp}", "don't " + b); emit(f"{NE} {impl}", "don't " + b)
        continue
    def fin(sub):
        return ('will ' + b) if asp == 'P' else (s3 if sub == 3 else b)
    emit(inf, 'to ' + b)
    for x, sub in ((s1,1),(s2,2),(s3f,3),(p1,1),(p2,2),(p3,1)):
        emit(x, fin(sub))
    for x in (pm, pf, ppl): emit(x, p)
    emit(imp, b); emit(impl, b)
    if len(f) == 13: emit(f[12], "let's " + b)
    negp = ("won't " + b) if asp == 'P' else None
    # 1sg negation carries its subject ("не знаю" = "I don't know"), so "я не знаю" is listed too
    emit(f"{NE} {s1}", ("I won't " + b) if asp == 'P' else ("I don't " + b))
    if star: emit(f"{PR[0]} {NE} {s1}", ("I won't " + b) if asp == 'P' else ("I don't " + b))
    emit(f"{NE} {s2}", negp or ("don't " + b))
    emit(f"{NE} {s3f}", negp or ("doesn't " + b))
    emit(f"{NE} {p1}", negp or ("don't " + b))
    emit(f"{NE} {p2}", negp or ("don't " + b))
    emit(f"{NE} {p3}", negp or ("don't " + b))
    for x in (pm, pf, ppl): emit(f"{NE} {x}", "didn't " + b)
    emit(f"{NE} {imp}", "don't " + b); emit(f"{NE} {impl}", "don't " + b)
print("\n".join(out))
