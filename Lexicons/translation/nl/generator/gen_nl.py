import os
KIT = os.path.dirname(os.path.abspath(__file__))
LANG = os.path.basename(os.path.dirname(KIT))
"""Expand hand-written Dutch principal parts (nl_verbs.txt) into verbs.tsv paradigm entries."""
import sys
sys.path.insert(0, KIT)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(KIT)), '_generators', 'fr-de-nl'))
from en_conj import *
SUBJ = [('ik', 'I', 0), ('jij', 'you', 1), ('je', 'you', 1), ('hij', 'he', 2), ('zij', 'she', 2), ('ze', 'she', 2), ('het', 'it', 2),
        ('wij', 'we', 3), ('we', 'we', 3), ('jullie', 'you', 3), ('zij', 'they', 3), ('ze', 'they', 3), ('u', 'you', 2)]
RP = {('ik', 0): 'me', ('jij', 1): 'je', ('je', 1): 'je', ('u', 2): 'zich', ('wij', 3): 'ons', ('we', 3): 'ons', ('jullie', 3): 'je'}
HEBBEN = {0: 'heb', 1: 'hebt', 2: 'heeft', 3: 'hebben'}
ZIJN = {0: 'ben', 1: 'bent', 2: 'is', 3: 'zijn'}
PL = {'nodig hebben': 'hebben nodig', 'tv kijken': 'kijken tv', 'wakker worden': 'worden wakker', 'boodschappen doen': 'doen boodschappen', 'leren kennen': 'leren kennen', 'gaan liggen': 'gaan liggen', 'in slaap vallen': 'vallen in slaap', 'uit elkaar gaan': 'gaan uit elkaar'}
out = []
TE = {'houden van': 'van te houden', 'laten zien': 'te laten zien', 'nodig hebben': 'nodig te hebben', 'tv kijken': 'tv te kijken',
      'wakker worden': 'wakker te worden', 'boodschappen doen': 'boodschappen te doen', 'zorgen voor': 'te zorgen voor',
      'werken aan': 'te werken aan', 'leren kennen': 'te leren kennen', 'gaan liggen': 'te gaan liggen',
      'in slaap vallen': 'in slaap te vallen', 'uit elkaar gaan': 'uit elkaar te gaan'}
def niet(form, extra=''):
    # put 'niet' right after the finite verb of a multi-word form: 'hou van' -> 'hou niet van'
    if ' ' in form:
        a, b = form.split(' ', 1)
        return f'{a}{extra} niet {b}'
    return f'{form}{extra} niet'
def add(x, e, w=None): out.append(x + '\t' + e + ('' if w is None else '\t' + str(w)))
TRANS = set('zien kennen begrijpen horen haten missen vinden zoeken bellen opbellen nemen kopen maken verlaten vergeten herkennen voelen laten houden doden knuffelen trouwen verstoppen ophalen terugbellen vragen sturen vangen slaan wekken meenemen helpen bezoeken uitnodigen kussen volgen ontmoeten bedanken geloven vertrouwen betalen'.split())
DAT = set('geven tonen laten zien zeggen sturen brengen uitleggen helpen lenen vertellen kopen schrijven antwoorden beloven aanbieden teruggeven meebrengen'.split())
OBJ = set('eten drinken kopen zien weten kennen nodig zoeken vinden begrijpen horen zeggen doen maken lezen schrijven nemen krijgen geven brengen hebben willen kunnen betalen verkopen koken bestellen spreken vragen snappen roken gebruiken sturen ontvangen dragen verdienen missen vertellen'.split())
seen = set()
for line in open(KIT + '/nl_verbs.txt', encoding='utf-8'):
    line = line.strip()
    if not line or line.startswith('#'): continue
    inf, k, pres_, psg, ppl, ppf, aux, flags = line.split('|')
    if (inf, k) in seen: continue
    seen.add((inf, k))
    part = ''
    if 'p:' in flags: flags, part = flags.split('p:')
    refl = 'r' in flags; stat = 's' in flags
    p = pres_.split(','); assert len(p) == 3, inf
    core = inf[5:] if inf.startswith('zich ') else inf
    verb = core[len(part):] if part and core.startswith(part) else core
    if part == 'zorgen': verb = 'maken'
    pl = PL.get(core, verb)
    p.append(pl)
    sp = (' ' + part) if part else ''
    AUX = HEBBEN if aux == 'h' else ZIJN
    te = (part + ' te ' + verb) if part else 'te ' + core
    if core in TE: te = TE[core]
    out.append('# ' + inf)
    add(core, base(k))
    if refl: add(inf, base(k))
    add(('zich ' if refl else '') + te, 'to ' + base(k))
    if not refl and not isbe(k):
        add('om ' + te, 'to ' + base(k)); add('niet ' + core, "don't " + base(k), 0.8); add('zonder ' + te, 'without ' + EN[k][4])
    add(ppf, pp(k))
    def rp(fs, i): return RP.get((fs, i), 'zich')
    for fs, es, i in SUBJ:
        r = (' ' + rp(fs, i)) if refl else ''
        add(f'{fs} {p[i]}{r}{sp}', pres(k, es))
        if fs in ('ik', 'jij', 'hij', 'zij', 'ze', 'wij', 'we', 'jullie'):
            add(f'{fs} {niet(p[i], r)}{sp}', neg(k, es))
    add(f'ik {psg}{" me" if refl else ""}{sp}', past(k, 'I'))
    add(f'ik {AUX[0]}{" me" if refl else ""} {ppf}', past(k, 'I'))
    add(f'ik {AUX[0]}{" me" if refl else ""} niet {ppf}', negpast(k, 'I'))
    if refl:
        add(f'{p[2]} zich{sp}', bare3(k)); add(f'{p[3]} zich{sp}', bare_pl(k)); add(f'{p[3]} ons{sp}', bare_pl(k))
        add(f'{p[0]} me{sp}', bare1(k))
        add(f'{p[2]} zich niet{sp}', neg3(k)); add(f'{p[3]} zich niet{sp}', neg_pl(k))
        add(f'{p[0]} je{sp}', base(k)); add(f'{p[2]} u{sp}', base(k), 0.6)
        add(f'{p[0]} je niet{sp}', "don't " + base(k)) if not isbe(k) else None
        add(f'{p[0]} je je{sp}', q(k, 'you')); add(f'{p[2]} hij zich{sp}', q(k, 'he')); add(f'{p[2]} ze zich{sp}', q(k, 'she'))
        add(f'{AUX[2]} zich {ppf}', past(k)); add(f'{AUX[3]} zich {ppf}', past(k)); add(f'{AUX[3]} ons {ppf}', past(k)); add(f'{AUX[1]} je {ppf}', past(k))
        for o in ('me', 'je', 'zich', 'ons'):
            add(f'{o} {core}', base(k))
        add(f'{AUX[0]} je je {ppf}', qpast(k, 'you'))
        add(f'{psg} zich{sp}', past(k)); add(f'{ppl} zich{sp}', past(k))
    else:
        add(f'{p[2]}{sp}', bare3(k))
        if p[0] != p[2]: add(f'{p[0]}{sp}', bare1(k))
        add(f'{p[3]}{sp}', bare_pl(k)) if (part or p[3] != core) else None
        if p[0] == p[2]: add(f'{p[0]}{sp}', bare1(k), 0.7)
        add(f'{niet(p[2])}{sp}', neg3(k)); add(f'{niet(p[3])}{sp}', neg_pl(k))
        if ' ' not in p[0]:
            add(f'{p[0]} niet{sp}', "don't " + base(k), 0.7)
            add(f'{p[0]} je{sp}', q(k, 'you')); add(f'{p[0]} jij{sp}', q(k, 'you'))
            add(f'{p[2]} hij{sp}', q(k, 'he')); add(f'{p[2]} ze{sp}', q(k, 'she')); add(f'{p[2]} u{sp}', q(k, 'you'))
            add(f'{p[3]} jullie{sp}', q(k, 'you')); add(f'{p[3]} ze{sp}', q(k, 'they'))
            add(f'{p[0]} ik niet{sp}', neg(k, 'I'), 0.9); add(f'{p[2]} hij niet{sp}', neg(k, 'he'), 0.8)
            add(f'{p[0]} ik{sp}', pres(k, 'I'), 0.9); add(f'{p[3]} we{sp}', pres(k, 'we'), 0.5); add(f'{p[3]} wij{sp}', pres(k, 'we'), 0.5)
            add(f'{psg} ik{sp}', past(k, 'I'), 0.9); add(f'{AUX[0]} ik {ppf}', past(k, 'I'), 0.9)
            add(f'{p[2]} het{sp}', q(k, 'it')) if stat else None
        for i in (1, 2, 3): add(f'{AUX[i]} {ppf}', past(k))
        add(f'{AUX[0]} {ppf}', past(k), 0.8)
        add(f'{AUX[2]} niet {ppf}', negpast(k)); add(f'{AUX[3]} niet {ppf}', negpast(k))
        add(f'{AUX[0]} je {ppf}', qpast(k, 'you')); add(f'{AUX[2]} hij {ppf}', qpast(k, 'he')); add(f'{AUX[2]} ze {ppf}', qpast(k, 'she'))
        add(f'{AUX[3]} jullie {ppf}', qpast(k, 'you'))
        add(f'{ppf} {AUX[0]}', f'have {pp(k)}' if aux == 'h' else past(k), 0.8); add(f'{ppf} {AUX[2]}', f'has {pp(k)}' if aux == 'h' else past(k), 0.8)
        add(f'{ppf} {AUX[3]}', f'have {pp(k)}' if aux == 'h' else past(k), 0.8)
        add(f'{AUX[0]} {ppf}', past(k), 0.8)
        add(f'{psg}{sp}', past(k)); add(f'{ppl}{sp}', past(k))
        add(f'{niet(psg)}{sp}', negpast(k)); add(f'{niet(ppl)}{sp}', negpast(k))
        if not isbe(k) and ' ' not in p[0] and (core in TRANS or core in OBJ):
            add(f'ik {p[0]} geen', f"I don't {base(k)}"); add(f'{p[2]} geen', f"doesn't {base(k)}"); add(f'{p[3]} geen', f"don't {base(k)}")
            add(f'ik {p[0]} niks{sp}', f"I don't {base(k)} anything"); add(f'ik {p[0]} niets{sp}', f"I don't {base(k)} anything")
            add(f'{p[2]} niets{sp}', f"doesn't {base(k)} anything")
        if core in TRANS or core in OBJ:
            for o, eo in (('je', 'you'), ('jou', 'you'), ('hem', 'him'), ('haar', 'her'), ('het', 'it'), ('jullie', 'you'), ('ze', 'them'), ('u', 'you'), ('dat', 'that')):
                add(f'ik {p[0]} {o}{sp}', f'I {base(k)} {eo}')
                add(f'ik {AUX[0]} {o} {ppf}', f'I {past(k)} {eo}')
                if o in ('het', 'dat', 'hem', 'haar'):
                    add(f'ik {AUX[0]} {o} niet {ppf}', f"I didn't {base(k)} {eo}"); add(f'{AUX[0]} je {o} {ppf}', f'did you {base(k)} {eo}')
                    add(f'{AUX[2]} {o} {ppf}', f'{past(k)} {eo}', 0.9)
            for o, eo in (('me', 'me'), ('mij', 'me'), ('je', 'you'), ('ons', 'us'), ('hem', 'him')):
                add(f'{p[2]} {o}{sp}', f'{bare3(k)} {eo}')
                add(f'{AUX[2]} {o} {ppf}', f'{past(k)} {eo}')
            for o, eo in (('je', 'you'), ('jou', 'you'), ('me', 'me'), ('mij', 'me'), ('hem', 'him'), ('haar', 'her'), ('het', 'it'), ('jullie', 'you')):
                add(f'{o} {te}', f'to {base(k)} {eo}')
            add(f'{p[0]} je me{sp}', f'do you {base(k)} me'); add(f'{AUX[0]} je me {ppf}', f'did you {base(k)} me')
            add(f'{p[3]} ons{sp}', f'{base(k)} us'); add(f'{p[0]} me{sp}', f'{base(k)} me')
        if not isbe(k) and ' ' not in p[0] and not stat:
            add(f'ik {p[0]} graag{sp}', f'I like to {base(k)}'); add(f'{p[2]} graag{sp}', f'likes to {base(k)}')
            add(f'{p[3]} graag{sp}', f'like to {base(k)}'); add(f'{p[0]} je graag{sp}', f'do you like to {base(k)}')
            add(f'aan het {core}', EN[k][4]); add(f'ik ben aan het {core}', f"I'm {EN[k][4]}"); add(f'ben je aan het {core}', f'are you {EN[k][4]}')
            add(f'is aan het {core}', f'is {EN[k][4]}'); add(f'zijn aan het {core}', f'are {EN[k][4]}')
            add(f'ik {p[0]} nooit{sp}', f'I never {base(k)}'); add(f'{p[2]} nooit{sp}', f'never {bare3(k)}'); add(f'{p[3]} nooit{sp}', f'never {base(k)}')
            add(f'ik {p[0]} niet meer{sp}', f"I don't {base(k)} anymore"); add(f'{p[2]} niet meer{sp}', f"doesn't {base(k)} anymore")
            add(f'ik {p[0]} altijd{sp}', f'I always {base(k)}', 0.8); add(f'{p[2]} altijd{sp}', f'always {bare3(k)}', 0.8)
            add(f'ik {p[0]} vaak{sp}', f'I often {base(k)}', 0.8); add(f'ik {p[0]} soms{sp}', f'I sometimes {base(k)}', 0.8)
            add(f'ik {p[0]} liever{sp}', f'I prefer to {base(k)}'); add(f'{p[2]} liever{sp}', f'prefers to {base(k)}')
            add(f'nooit {ppf}', f'never {pp(k)}'); add(f'nog nooit {ppf}', f'never {pp(k)}')
            add(f'{AUX[0]} net {ppf}', f'have just {pp(k)}'); add(f'{AUX[2]} net {ppf}', f'has just {pp(k)}')
            add(f'{AUX[0]} al {ppf}', f'have already {pp(k)}'); add(f'{AUX[2]} al {ppf}', f'has already {pp(k)}')
        if core in DAT:
            for o, eo in (('me', 'me'), ('mij', 'me'), ('je', 'you'), ('jou', 'you'), ('hem', 'him'), ('haar', 'her'), ('ons', 'us')):
                add(f'{o} {core}', f'{base(k)} {eo}', 0.9)
            add(f'{p[0]} me{sp}', f'{base(k)} me'); add(f'{p[0]} me eens{sp}', f'{base(k)} me'); add(f'{p[0]} me even{sp}', f'{base(k)} me')
            add(f'kun je me {core}', f'can you {base(k)} me'); add(f'kan je me {core}', f'can you {base(k)} me')
            add(f'ik {p[0]} je{sp}', f"I'll {base(k)} you", 0.8)
        add(f'zal {core}', will(k)); add(f'zullen {core}', will(k)); add(f'zou {core}', would(k)); add(f'zouden {core}', would(k))
        if ' ' not in core: add(f'ga {core}', "am going to " + base(k), 0.6); add(f'gaat {core}', 'is going to ' + base(k), 0.6); add(f'gaan {core}', 'are going to ' + base(k), 0.6)
        if ' ' not in core: add(f'ik ga {core}', "I'm going to " + base(k)); add(f'we gaan {core}', "we're going to " + base(k))
        add(f'laten we {core}', lets(k))
res, s = [], set()
for l in out:
    if l.startswith('#'): res.append(l); continue
    kk = tuple(l.split('\t')[:2])
    if kk in s: continue
    s.add(kk); res.append(l)
print('\n'.join(res))
