import os
KIT = os.path.dirname(os.path.abspath(__file__))
LANG = os.path.basename(os.path.dirname(KIT))
"""Expand hand-written German principal parts (de_verbs.txt) into verbs.tsv paradigm entries."""
import sys
sys.path.insert(0, KIT)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(KIT)), '_generators', 'fr-de-nl'))
from en_conj import *
SUBJ = [('ich', 'I', 0), ('du', 'you', 1), ('er', 'he', 2), ('sie', 'she', 2), ('es', 'it', 2), ('wir', 'we', 3), ('ihr', 'you', 4), ('sie', 'they', 5)]
RP = ['mich', 'dich', 'sich', 'uns', 'euch', 'sich']   # by form index 0..5 (2 = 3sg)
RPI = {0: 'mich', 1: 'dich', 2: 'sich', 3: 'uns', 4: 'euch', 5: 'sich'}
HABEN = {0: 'habe', 1: 'hast', 2: 'hat', 3: 'haben', 4: 'habt', 5: 'haben'}
SEIN = {0: 'bin', 1: 'bist', 2: 'ist', 3: 'sind', 4: 'seid', 5: 'sind'}
out = []
def add(x, e, w=None): out.append(x + '\t' + e + ('' if w is None else '\t' + str(w)))
TRANS = set('sehen lieben hassen kennen verstehen hören brauchen fragen besuchen einladen küssen treffen vermissen finden suchen anrufen nehmen kaufen machen verlassen vergessen erkennen fühlen lassen halten töten umarmen heiraten verstecken abholen zurückrufen fragen schicken fangen schlagen stören wecken mitnehmen überraschen belügen anlügen retten besuchen vorstellen brauchen'.split())
OBJ = set('essen trinken kaufen sehen wissen kennen brauchen suchen finden verstehen hören sagen machen tun lesen schreiben nehmen bekommen kriegen geben bringen haben wollen können bezahlen zahlen verkaufen kochen bestellen sprechen fragen rauchen benutzen schicken tragen verdienen vermissen erzählen holen'.split())
DAT = set('geben zeigen sagen schicken bringen erklären helfen leihen erzählen kaufen schreiben antworten danken geben zurückgeben mitbringen glauben verzeihen schenken empfehlen'.split())
seen = set()
for line in open(KIT + '/de_verbs.txt', encoding='utf-8'):
    line = line.strip()
    if not line or line.startswith('#'): continue
    inf, k, pres_, praet, ppf, aux, imp, flags = line.split('|')
    if inf in seen: continue
    seen.add(inf)
    part = ''
    if 'p:' in flags:
        flags, part = flags.split('p:')
    refl = 'r' in flags; stat = 's' in flags
    p = pres_.split(','); assert len(p) == 6, inf
    core = inf[5:] if inf.startswith('sich ') else inf
    sp = (' ' + part) if part else ''
    AUX = HABEN if aux == 'h' else SEIN
    zu = (part + 'zu' + core[len(part):]) if part else 'zu ' + core
    out.append('# ' + inf)
    add(core, base(k))
    if refl: add(inf, base(k))
    add(('sich ' if refl else '') + zu, 'to ' + base(k))
    if not refl and not isbe(k):
        add('um ' + zu, 'to ' + base(k)); add('nicht ' + core, "don't " + base(k), 0.6); add('ohne ' + zu, 'without ' + EN[k][4])
    add(ppf, pp(k))
    weak = praet.endswith('te')
    pr = {0: praet, 2: praet, 3: praet + ('n' if weak else 'en'), 5: praet + ('n' if weak else 'en')}
    if weak: pr[1] = praet + 'st'; pr[4] = praet + 't'
    elif not praet[-1] in 'tdsß': pr[1] = praet + 'st'; pr[4] = praet + 't'
    if praet == 'war': pr[3] = pr[5] = 'waren'
    for fs, es, i in SUBJ:
        r = (' ' + RPI[i]) if refl else ''
        if not (core == 'geben' and fs == 'es'):  # "es gibt" is "there is" (phrases), never "it gives"
            add(f'{fs} {p[i]}{r}{sp}', pres(k, es))
        if i in (0, 1, 2, 5) and (fs, es) != ('sie', 'she') and (fs, es) != ('es', 'it'):
            add(f'{fs} {p[i]}{r} nicht{sp}', neg(k, es))
        if i == 0:
            add(f'ich {AUX[0]}{r} {ppf}', past(k, 'I'))
            add(f'ich hab{r} {ppf}', past(k, 'I'), 0.8) if aux == 'h' else None
            add(f'ich {pr[0]}{r}{sp}', past(k, 'I'))
    # bare present
    if refl:
        add(f'{p[2]} sich{sp}', bare3(k))
        add(f'{p[3]} uns{sp}', bare_pl(k)); add(f'{p[3]} sich{sp}', bare_pl(k))
        add(f'{p[0]} mich{sp}', bare1(k)); add(f'{p[1]} dich{sp}', bare_pl(k)); add(f'{p[4]} euch{sp}', bare_pl(k))
        add(f'{p[2]} sich nicht{sp}', neg3(k)); add(f'{p[3]} sich nicht{sp}', neg_pl(k))
        if imp != '-':
            add(f'{imp} dich{sp}', base(k)); add(f'{p[4]} euch{sp}', base(k), 0.6); add(f'{p[3]} sie sich{sp}', base(k), 0.7)
            add(f'{imp} dich nicht{sp}', "don't " + base(k)) if not isbe(k) else None
        add(f'{p[1]} du dich{sp}', q(k, 'you')); add(f'{p[2]} er sich{sp}', q(k, 'he')); add(f'{p[2]} sie sich{sp}', q(k, 'she'))
        add(f'{AUX[2]} sich {ppf}', past(k)); add(f'{AUX[5]} sich {ppf}', past(k)); add(f'{AUX[3]} uns {ppf}', past(k))
        for o in ('mich', 'dich', 'sich', 'uns', 'euch'):
            add(f'{o} {core}', base(k))
        add(f'{AUX[1]} dich {ppf}', past(k)); add(f'{AUX[1]} du dich {ppf}', qpast(k, 'you'))
        add(f'{pr[2]} sich{sp}', past(k)); add(f'{pr[3]} sich{sp}', past(k)); add(f'{pr[3]} uns{sp}', past(k))
    else:
        add(f'{p[2]}{sp}', bare3(k))
        if p[0] != p[2]: add(f'{p[0]}{sp}', bare1(k))
        if p[1] != p[2]: add(f'{p[1]}{sp}', bare_pl(k))
        add(f'{p[3]}{sp}', bare_pl(k)) if part else None
        if p[4] != p[2]: add(f'{p[4]}{sp}', bare_pl(k))
        add(f'{p[2]} nicht{sp}', neg3(k)); add(f'{p[3]} nicht{sp}', neg_pl(k))
        if p[1] != p[2]: add(f'{p[1]} nicht{sp}', neg_pl(k))
        if imp != '-':
            add(f'{imp}{sp}', base(k)); add(f'{p[4]}{sp}', base(k), 0.6)
            add(f'{imp} nicht{sp}', "don't " + base(k))
            add(f'{p[3]} wir{sp}', lets(k), 0.8)
        add(f'{p[1]} du{sp}', q(k, 'you')); add(f'{p[2]} er{sp}', q(k, 'he')); add(f'{p[2]} sie{sp}', q(k, 'she'))
        add(f'{p[4]} ihr{sp}', q(k, 'you')); add(f'{p[3]} sie{sp}', q(k, 'you'))
        add(f'{p[0]} ich nicht{sp}', neg(k, 'I'), 0.9); add(f'{p[2]} er nicht{sp}', neg(k, 'he'), 0.8); add(f'{p[3]} wir nicht{sp}', neg(k, 'we'), 0.8)
        add(f'{p[0]} ich{sp}', pres(k, 'I'), 0.9); add(f'{p[2]} man{sp}', pres(k, 'you'), 0.8)
        add(f'{pr[0]} ich{sp}', past(k, 'I'), 0.9); add(f'{AUX[0]} ich {ppf}', past(k, 'I'), 0.9)
        add(f'{p[2]} es{sp}', q(k, 'it')) if stat else None
        for i in (1, 2, 3, 4): add(f'{AUX[i]} {ppf}', past(k))
        add(f'{AUX[0]} {ppf}', past(k), 0.8)
        add(f'{AUX[2]} nicht {ppf}', negpast(k)); add(f'{AUX[3]} nicht {ppf}', negpast(k)); add(f'{AUX[0]} nicht {ppf}', negpast(k))
        add(f'{AUX[1]} du {ppf}', qpast(k, 'you')); add(f'{AUX[4]} ihr {ppf}', qpast(k, 'you')); add(f'{AUX[3]} sie {ppf}', qpast(k, 'you'))
        # verb-final (subordinate clause) perfect: participle + auxiliary
        add(f'{ppf} {AUX[0]}', f'have {pp(k)}' if aux == 'h' else past(k), 0.8); add(f'{ppf} {AUX[2]}', f'has {pp(k)}' if aux == 'h' else past(k), 0.8)
        add(f'{ppf} {AUX[3]}', f'have {pp(k)}' if aux == 'h' else past(k), 0.8); add(f'{ppf} {AUX[1]}', f'have {pp(k)}' if aux == 'h' else past(k), 0.8)
        add(f'{ppf} hatte', f'had {pp(k)}', 0.8) if aux == 'h' else None
        for i in sorted(set(pr)): add(f'{pr[i]}{sp}', past(k))
        add(f'{pr[2]} nicht{sp}', negpast(k))
        if not isbe(k) and (core in TRANS or core in OBJ):
            for kw in ('kein', 'keine', 'keinen'):
                add(f'ich {p[0]} {kw}', f"I don't {base(k)}"); add(f'{p[2]} {kw}', f"doesn't {base(k)}")
                add(f'{p[3]} {kw}', f"don't {base(k)}")
                if p[1] != p[2]: add(f'{p[1]} {kw}', f"don't {base(k)}")
            add(f'ich {p[0]} nichts{sp}', f"I don't {base(k)} anything"); add(f'{p[2]} nichts{sp}', f"doesn't {base(k)} anything")
        if core in TRANS or core in OBJ:
            for o, eo in (('dich', 'you'), ('ihn', 'him'), ('sie', 'her'), ('es', 'it'), ('euch', 'you'), ('das', 'that')):
                add(f'ich {p[0]} {o}{sp}', f'I {base(k)} {eo}')
                add(f'ich {AUX[0]} {o} {ppf}', f'I {past(k)} {eo}')
                add(f'ich {AUX[0]} {o} nicht {ppf}', f"I didn't {base(k)} {eo}")
                add(f'{AUX[1]} du {o} {ppf}', f'did you {base(k)} {eo}')
                add(f'{AUX[2]} {o} {ppf}', f'{past(k)} {eo}', 0.9)
            for o, eo in (('mich', 'me'), ('dich', 'you'), ('uns', 'us'), ('ihn', 'him')):
                add(f'{p[2]} {o}{sp}', f'{bare3(k)} {eo}')
                add(f'{AUX[2]} {o} {ppf}', f'{past(k)} {eo}')
            for o, eo in (('dich', 'you'), ('mich', 'me'), ('ihn', 'him'), ('sie', 'her'), ('es', 'it'), ('euch', 'you')):
                add(f'{o} {zu}', f'to {base(k)} {eo}')
            add(f'du {p[1]} mich{sp}', f'you {base(k)} me'); add(f'{p[1]} du mich{sp}', f'do you {base(k)} me')
            add(f'{AUX[1]} du mich {ppf}', f'did you {base(k)} me'); add(f'{p[3]} uns{sp}', f'{base(k)} us')
            add(f'{p[3]} mich{sp}', f'{base(k)} me'); add(f'{p[3]} sie{sp}', f'{base(k)} them', 0.6)
            if imp != '-': add(f'{imp} mich{sp}', f'{base(k)} me')
        if not isbe(k) and not stat:
            for g_ in ('gern', 'gerne'):
                add(f'ich {p[0]} {g_}{sp}', f'I like to {base(k)}'); add(f'{p[2]} {g_}{sp}', f'likes to {base(k)}')
                add(f'{p[3]} {g_}{sp}', f'like to {base(k)}'); add(f'{p[1]} {g_}{sp}', f'like to {base(k)}')
                add(f'{p[1]} du {g_}{sp}', f'do you like to {base(k)}')
            if not part:
                add(f'ich {p[0]} gerade', f"I'm {EN[k][4]}"); add(f'{p[2]} gerade', f'is {EN[k][4]}'); add(f'{p[1]} du gerade', f'are you {EN[k][4]}')
                add(f'wir {p[3]} gerade', f"we're {EN[k][4]}"); add(f'ich bin am {core}', f"I'm {EN[k][4]}", 0.8)
            add(f'ich {p[0]} nie{sp}', f'I never {base(k)}'); add(f'{p[2]} nie{sp}', f'never {bare3(k)}'); add(f'{p[3]} nie{sp}', f'never {base(k)}')
            add(f'ich {p[0]} nicht mehr{sp}', f"I don't {base(k)} anymore"); add(f'{p[2]} nicht mehr{sp}', f"doesn't {base(k)} anymore")
            add(f'ich {p[0]} immer{sp}', f'I always {base(k)}', 0.8); add(f'{p[2]} immer{sp}', f'always {bare3(k)}', 0.8)
            add(f'ich {p[0]} oft{sp}', f'I often {base(k)}', 0.8); add(f'ich {p[0]} manchmal{sp}', f'I sometimes {base(k)}', 0.8)
            add(f'ich {p[0]} lieber{sp}', f'I prefer to {base(k)}'); add(f'{p[2]} lieber{sp}', f'prefers to {base(k)}')
            add(f'nie {ppf}', f'never {pp(k)}'); add(f'noch nie {ppf}', f'never {pp(k)}')
            add(f'{AUX[0]} gerade {ppf}', f'have just {pp(k)}'); add(f'{AUX[2]} gerade {ppf}', f'has just {pp(k)}')
            add(f'{AUX[0]} schon {ppf}', f'have already {pp(k)}'); add(f'{AUX[2]} schon {ppf}', f'has already {pp(k)}')
            add(f'{AUX[1]} du schon {ppf}', f'have you {pp(k)} yet'); add(f'{AUX[1]} du {ppf}', f'did you {base(k)}')
        if core in DAT:
            for o, eo in (('mir', 'me'), ('dir', 'you'), ('ihm', 'him'), ('ihr', 'her'), ('uns', 'us'), ('ihnen', 'them')):
                add(f'{o} {core}', f'{base(k)} {eo}', 0.9)
                add(f'{p[2]} {o}{sp}', f'{bare3(k)} {eo}', 0.9); add(f'{AUX[2]} {o} {ppf}', f'{past(k)} {eo}', 0.9)
            if imp != '-':
                add(f'{imp} mir{sp}', f'{base(k)} me'); add(f'{p[4]} mir{sp}', f'{base(k)} me', 0.7); add(f'{imp} mir bitte{sp}', f'please {base(k)} me')
            add(f'{p[1]} du mir{sp}', f'will you {base(k)} me'); add(f'kannst du mir {core}', f'can you {base(k)} me')
            add(f'ich {p[0]} dir{sp}', f"I'll {base(k)} you"); add(f'ich {AUX[0]} dir {ppf}', f'I {past(k)} you')
        add(f'werde {core}', will(k)); add(f'wird {core}', will(k)); add(f'würde {core}', would(k))
        # perfect and negated perfect with their subject, so the decoder keeps them together
        # ("ich habe nicht geschlafen", "er ist nach Berlin gefahren" with the participle moved next to "ist")
        if not refl:
            for fs, es, i in SUBJ:
                if i != 0: add(f'{fs} {AUX[i]} {ppf}', past(k, es), 0.9)
                if (fs, es) in (('sie', 'she'), ('es', 'it')) or i == 4: continue
                add(f'{fs} {AUX[i]} nicht {ppf}', negpast(k, es), 0.9)
            for fs, es, i in (('du', 'you', 1), ('er', 'he', 2), ('wir', 'we', 3), ('ihr', 'you', 4), ('sie', 'they', 5)):
                add(f'{AUX[i]} {fs} nicht {ppf}', f"didn't {es} {base(k)}" if not isbe(k) else f"weren't {es} {k[3:]}", 0.9)
            add(f'{AUX[1]} nicht {ppf}', negpast(k)); add(f'{AUX[4]} nicht {ppf}', negpast(k))
        # möchte + infinitive (the verb-final infinitive is moved next to it before decoding)
        if not isbe(k):
            for m in ('möchte', 'möchten', 'möchtest', 'möchtet'):
                add(f'{m} {core}', 'would like to ' + base(k))
            add(f'ich möchte {core}', 'I would like to ' + base(k)); add(f'möchtest du {core}', 'would you like to ' + base(k))
            add(f'möchten sie {core}', 'would you like to ' + base(k), 0.8)
        add(f'{core} wollen', 'want to ' + base(k), 0.6)
res, s = [], set()
for l in out:
    if l.startswith('#'): res.append(l); continue
    kk = tuple(l.split('\t')[:2])
    if kk in s: continue
    s.add(kk); res.append(l)
print('\n'.join(res))
