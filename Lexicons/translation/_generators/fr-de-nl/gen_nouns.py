import os
COMMON = os.path.dirname(os.path.abspath(__file__))
# The language's generator folder (its hand-written lists); set by assemble.sh.
KIT = os.environ.get('LEXICON_KIT', COMMON)
LANG = os.path.basename(os.path.dirname(KIT))
"""Expand hand-written noun lines (en|sg|pl|gender) into nouns.tsv entries for fr/de/nl."""
import sys
sys.path.insert(0, COMMON)
from en_nouns import EN
lang = sys.argv[1]
VOW = tuple('aeiouéèêâîôûhœ')
def a(en): return ('an ' if en[0] in 'aeiou' and not en.startswith(('uni', 'eu'))  else 'a ') + en
out = []
def add(x, e, w=None): out.append(x.lower() + '\t' + e + ('' if w is None else '\t' + str(w)))
for line in open(f'{KIT}/{lang}_nouns.txt', encoding='utf-8'):
    line = line.strip()
    if not line or line.startswith('#'): continue
    f = line.split('|')
    en = f[0]; enp = EN[en]
    sg, pl, g = f[1], f[2], f[3]
    if lang == 'fr':
        if g == 'p':
            add(sg, enp); add('les ' + sg, 'the ' + enp); add('des ' + sg, enp, 0.8); add('mes ' + sg, 'my ' + enp); continue
        add(sg, en)
        if pl != sg: add(pl, enp)
        art = "l'" + sg if sg.startswith(VOW) else ('le ' if g in 'mu' else 'la ') + sg
        add(art, 'the ' + en)
        if g == 'u':
            part = "de l'" + sg if sg.startswith(VOW) else 'du ' + sg
            add(part, en); add(part, 'some ' + en, 0.6)
        else:
            add(('un ' if g == 'm' else 'une ') + sg, a(en))
        add('les ' + pl, 'the ' + enp)
        if g != 'u':
            add('des ' + pl, enp); add('mes ' + pl, 'my ' + enp, 0.9); add('tes ' + pl, 'your ' + enp, 0.9)
        if sg.startswith(VOW):
            for q, qe in (('assez', 'enough'), ('pas', 'no'), ('plus', 'more'), ('moins', 'less'), ('trop', 'too many' if g != 'u' else 'too much'), ('beaucoup', 'a lot of'), ('combien', 'how many' if g != 'u' else 'how much')):
                add(q + " d'" + (sg if g == 'u' else pl), qe + ' ' + (en if g == 'u' else enp))
            add("l'" + sg, 'the ' + en)
            add("mon " + sg, 'my ' + en) if g == 'f' else None
    elif lang == 'de':
        # f: en|sg|pl|g(m/f/n/p/u)|[oblique sg for weak nouns]
        weak = f[4] if len(f) > 4 and f[4] else None
        if g == 'p':
            add(sg, enp); add('die ' + sg, 'the ' + enp); continue
        add(sg, en)
        if pl != sg and pl != '-': add(pl, enp)
        if weak: add(weak, en)
        art = {'m': 'der', 'f': 'die', 'n': 'das', 'u': 'der'}
        gu = g
        if g.startswith('u'): gu = g[1] if len(g) > 1 else 'm'
        add({'m': 'der', 'f': 'die', 'n': 'das'}[gu] + ' ' + sg, 'the ' + en)
        if gu == 'm': add('den ' + (weak or sg), 'the ' + en); add('dem ' + (weak or sg), 'the ' + en, 0.8)
        if gu == 'n': add('dem ' + sg, 'the ' + en, 0.8)
        if gu == 'f': add('der ' + sg, 'the ' + en, 0.6)
        if not g.startswith('u'):
            add({'m': 'ein', 'f': 'eine', 'n': 'ein'}[gu] + ' ' + sg, a(en))
            if gu == 'm': add('einen ' + (weak or sg), a(en))
            if pl != '-':
                add('die ' + pl, 'the ' + enp)
                dpl = pl if pl.endswith(('n', 's')) else pl + 'n'
                if dpl != pl: add(dpl, enp)
                add('den ' + dpl, 'the ' + enp, 0.8)
                add('keine ' + pl, 'no ' + enp, 0.8)
        add({'m': 'kein', 'f': 'keine', 'n': 'kein'}[gu] + ' ' + sg, 'no ' + en, 0.8)
        if gu in ('m', 'n') and not weak and not sg.endswith('s'):
            gen_ = sg + ('es' if sg[-1] in 'ßzx' else 's')
            add(gen_, en, 0.8); add('des ' + gen_, 'of the ' + en); add('meines ' + gen_, 'of my ' + en); add('eines ' + gen_, 'of a ' + en)
        if gu == 'f':
            add('meiner ' + sg, 'of my ' + en, 0.7)
    elif lang == 'nl':
        if g == 'p':
            add(sg, enp); add('de ' + sg, 'the ' + enp); continue
        add(sg, en)
        if pl != sg and pl != '-': add(pl, enp)
        add(('het ' if g.startswith('h') else 'de ') + sg, 'the ' + en)
        if g != 'u' and g != 'hu':
            add('een ' + sg, a(en))
            if pl != '-': add('de ' + pl, 'the ' + enp)
        if g == 'h': add('dit ' + sg, 'this ' + en); add('dat ' + sg, 'that ' + en)
        add('je ' + sg, 'your ' + en, 0.8)
        if pl != '-' and pl != sg: add('je ' + pl, 'your ' + enp, 0.8)
PROF = set('teacher student doctor nurse lawyer engineer cook farmer painter writer artist singer actor waiter waitress driver police officer pilot programmer developer dentist journalist musician dancer player coach manager employee worker scientist politician priest tourist foreigner student (pupil) boss king queen'.split(' ')) | {'police officer', 'student (pupil)'}
for line in open(f'{KIT}/{lang}_nouns.txt', encoding='utf-8'):
    line = line.strip()
    if not line or line.startswith('#'): continue
    f = line.split('|'); en = f[0]
    if en not in PROF: continue
    sg = f[1]; ens = en.replace(' (pupil)', '')
    if lang == 'fr':
        add('il est ' + sg, "he's " + a(ens)); add('elle est ' + sg, "she's " + a(ens)); add('je suis ' + sg, "I'm " + a(ens))
        add('tu es ' + sg, "you're " + a(ens)); add('est ' + sg, 'is ' + a(ens))
    elif lang == 'de':
        add('er ist ' + sg, "he's " + a(ens)); add('sie ist ' + sg, "she's " + a(ens)); add('ich bin ' + sg, "I'm " + a(ens))
        add('du bist ' + sg, "you're " + a(ens)); add('ist ' + sg, 'is ' + a(ens))
    elif lang == 'nl':
        add('hij is ' + sg, "he's " + a(ens)); add('ze is ' + sg, "she's " + a(ens)); add('ik ben ' + sg, "I'm " + a(ens))
        add('je bent ' + sg, "you're " + a(ens)); add('is ' + sg, 'is ' + a(ens))
if lang == 'fr':
    # French nouns that are also verb forms (porte, marche, aide...): the bare word reads as the verb, so give the
    # noun its determiners as phrases (possessives, demonstratives)
    VF = set()
    import os
    vg = os.path.join(KIT, 'fr_verbs_gen.tsv')
    if not os.path.exists(vg): vg = os.path.join(KIT, '.verbs_gen.tmp')
    for line in open(vg, encoding='utf-8'):
        if line.startswith('#'): continue
        k = line.split('\t')[0]
        if ' ' not in k: VF.add(k)
    for line in open(KIT + '/fr_nouns.txt', encoding='utf-8'):
        line = line.strip()
        if not line or line.startswith('#'): continue
        f = line.split('|'); en = f[0]; sg, pl, g = f[1], f[2], f[3]
        if g not in 'mf' or (sg not in VF and pl not in VF): continue
        enp = EN[en]
        vow = sg.startswith(VOW)
        for d, de_ in ((('mon' if (g == 'm' or vow) else 'ma'), 'my'), (('ton' if (g == 'm' or vow) else 'ta'), 'your'), (('son' if (g == 'm' or vow) else 'sa'), 'his'),
                       ('notre', 'our'), ('votre', 'your'), ('leur', 'their'), ((('cet' if vow else 'ce') if g == 'm' else 'cette'), 'this'),
                       (('quel' if g == 'm' else 'quelle'), 'which'), ('chaque', 'every'), ('une autre' if g == 'f' else 'un autre', 'another')):
            add(d + ' ' + sg, de_ + ' ' + en)
        for d, de_ in (('mes', 'my'), ('tes', 'your'), ('ses', 'his'), ('nos', 'our'), ('vos', 'your'), ('leurs', 'their'), ('ces', 'these'), ('quelques', 'some'), ('deux', 'two'), ('trois', 'three'), ('beaucoup de', 'a lot of')):
            add(d + ' ' + pl, de_ + ' ' + enp)
    # postnominal adjectives with everyday nouns (une voiture rouge -> a red car)
    ADJ = {}
    for line in open(KIT + '/fr_adj.txt', encoding='utf-8'):
        line = line.strip()
        if not line or line.startswith('#'): continue
        f = line.split('|')
        if f[0] in ('red', 'black', 'white', 'blue', 'green', 'yellow', 'gray', 'pink', 'French', 'English', 'German', 'American', 'favorite', 'new', 'expensive') and f[0] not in ADJ:
            if f[0] == 'new' and f[1] != 'neuf': continue
            m, fe = f[1], f[2]
            mpl = f[3] if len(f) > 3 else (m if m[-1] in 'sx' else m + 's')
            fpl = f[4] if len(f) > 4 else (fe if fe[-1] in 'sx' else fe + 's')
            ADJ[f[0]] = (m, fe, mpl, fpl)
    EVERYDAY = set('car house book dress shirt shoe coat hat bag bike phone computer door window table chair bed cup glass bottle wine cheese dog cat bird flower apple friend film movie song music food color box key pen watch'.split())
    for line in open(KIT + '/fr_nouns.txt', encoding='utf-8'):
        line = line.strip()
        if not line or line.startswith('#'): continue
        f = line.split('|'); en = f[0]
        if en not in EVERYDAY or f[3] not in 'mf': continue
        sg, pl, g = f[1], f[2], f[3]
        for ae, (m, fe, mpl, fpl) in ADJ.items():
            a_sg = m if g == 'm' else fe; a_pl = mpl if g == 'm' else fpl
            add(sg + ' ' + a_sg, ae + ' ' + en, 0.9); add(pl + ' ' + a_pl, ae + ' ' + EN[en], 0.9)
            add(('un ' if g == 'm' else 'une ') + sg + ' ' + a_sg, a(ae + ' ' + en)); add(('le ' if g == 'm' else 'la ') + sg + ' ' + a_sg if not sg.startswith(VOW) else "l'" + sg + ' ' + a_sg, 'the ' + ae + ' ' + en)
res, s = [], set()
for l in out:
    k = tuple(l.split('\t')[:2])
    if k in s: continue
    s.add(k); res.append(l)
print('\n'.join(res))
