import os
COMMON = os.path.dirname(os.path.abspath(__file__))
# The language's generator folder (its hand-written lists); set by assemble.sh.
KIT = os.environ.get('LEXICON_KIT', COMMON)
LANG = os.path.basename(os.path.dirname(KIT))
"""Expand hand-written adjective lines into adjectives.tsv entries for fr/de/nl."""
import sys
sys.path.insert(0, COMMON)
from en_adj import EN
lang = sys.argv[1]
out = []
def add(x, e, w=None): out.append(x.lower() + '\t' + e + ('' if w is None else '\t' + str(w)))
VOW = tuple('aeiouéèêâîôûh')
for line in open(f'{KIT}/{lang}_adj.txt', encoding='utf-8'):
    line = line.strip()
    if not line or line.startswith('#'): continue
    f = line.split('|'); en = f[0]
    comp, sup = EN[en]
    if lang == 'fr':
        m, fe = f[1], f[2]
        mpl = f[3] if len(f) > 3 else (m if m[-1] in 'sx' else m + 's')
        fpl = f[4] if len(f) > 4 else (fe if fe[-1] in 'sx' else fe + 's')
        for x in (m, fe, mpl, fpl): add(x, en)
        if comp != en:
            if m != 'bon': add('plus ' + m, comp); add('plus ' + fe, comp)
            if m != 'bon': add('le plus ' + m, 'the ' + sup); add('la plus ' + fe, 'the ' + sup)
            add('très ' + m, 'very ' + en); add('très ' + fe, 'very ' + en)
            add('trop ' + m, 'too ' + en)
            add('pas ' + m, 'not ' + en, 0.8)
            add('si ' + m, 'so ' + en, 0.6)
            add(("c'est " if True else '') + m, "it's " + en)
            if m != 'bon':
                add('plus ' + m + ' que', comp + ' than'); add('plus ' + fe + ' que', comp + ' than'); add('plus ' + m + " qu'", comp + ' than')
            add('aussi ' + m + ' que', 'as ' + en + ' as'); add('aussi ' + fe + ' que', 'as ' + en + ' as')
            add('moins ' + m + ' que', 'less ' + en + ' than')
            add('vraiment ' + m, 'really ' + en); add('vraiment ' + fe, 'really ' + en); add('super ' + m, 'super ' + en); add('trop ' + fe, 'too ' + en)
            add('je suis ' + m, "I'm " + en); add('je suis ' + fe, "I'm " + en); add('tu es ' + m, "you're " + en); add('tu es ' + fe, "you're " + en)
            add('je ne suis pas ' + m, "I'm not " + en); add('je ne suis pas ' + fe, "I'm not " + en); add("n'est pas " + m, "isn't " + en); add("n'est pas " + fe, "isn't " + en)
            add("ce n'est pas " + m, "it's not " + en); add("c'est pas " + m, "it's not " + en); add("c'est très " + m, "it's very " + en)
            add("c'est trop " + m, "it's too " + en); add("a l'air " + m, 'looks ' + en); add("ça a l'air " + m, 'it looks ' + en); add("tu as l'air " + m, 'you look ' + en)
    elif lang == 'de':
        b, c = f[1], f[2]
        s = f[3] if len(f) > 3 else None
        add(b, en)
        if b not in ('ganz', 'gut', 'schlecht'):
            add('sieht ' + b + ' aus', 'looks ' + en); add('siehst ' + b + ' aus', 'look ' + en); add('du siehst ' + b + ' aus', 'you look ' + en)
            for i_, ie_ in (('sehr ', 'very '), ('so ', 'so '), ('echt ', 'really '), ('total ', 'totally ')):
                add('sieht ' + i_ + b + ' aus', 'looks ' + ie_ + en); add('siehst ' + i_ + b + ' aus', 'look ' + ie_ + en)
            add('sehen ' + b + ' aus', 'look ' + en); add('klingt ' + b, 'sounds ' + en)
            add('fühle mich ' + b, 'feel ' + en); add('ich fühle mich ' + b, 'I feel ' + en); add('ich bin ' + b, "I'm " + en); add('bist du ' + b, 'are you ' + en)
            add('ich bin nicht ' + b, "I'm not " + en); add('ist nicht ' + b, "isn't " + en); add('nicht so ' + b, 'not so ' + en)
            add('das ist ' + b, "that's " + en); add('es ist ' + b, "it's " + en); add('sehr ' + b, 'very ' + en); add('zu ' + b, 'too ' + en)
            add(b + ' sein', 'be ' + en); add(b + ' werden', 'get ' + en, 0.8)
            add('echt ' + b, 'really ' + en); add('voll ' + b, 'really ' + en); add('so ' + b, 'so ' + en); add('total ' + b, 'totally ' + en)
            add('ziemlich ' + b, 'pretty ' + en); add('wirklich ' + b, 'really ' + en); add('mega ' + b, 'super ' + en)
        stem = b[:-1] if b.endswith('e') else b
        if b not in ('rosa', 'lila', 'orange', 'super', 'klasse', 'single'):
            if b.endswith('el') or b.endswith('er') and b in ('teuer', 'sauer'):
                stem = b[:-2] + b[-1]
            for e in ('e', 'en', 'er', 'es', 'em'): add(stem + e, en)
        if c and c != '-':
            add(c, comp)
            for e in ('e', 'en', 'es'): add(c + e, comp)
            add('nicht ' + b, 'not ' + en, 0.8)
            add('so ' + b, 'so ' + en, 0.6); add('ganz ' + b, 'quite ' + en, 0.6)
            add(c + ' als', comp + ' than'); add('so ' + b + ' wie', 'as ' + en + ' as')

        if s and s != '-':
            add('am ' + s + 'en', 'the ' + sup)
            add('der ' + s + 'e', 'the ' + sup); add('die ' + s + 'e', 'the ' + sup); add('das ' + s + 'e', 'the ' + sup)
            add(s + 'e', sup); add(s + 'en', sup)
    elif lang == 'nl':
        b, infl = f[1], f[2]
        c = f[3] if len(f) > 3 else None
        s = f[4] if len(f) > 4 else None
        add(b, en)
        if b not in ('erg', 'heel', 'goed', 'slecht'):
            add('ziet er ' + b + ' uit', 'looks ' + en); add('je ziet er ' + b + ' uit', 'you look ' + en); add('zie er ' + b + ' uit', 'look ' + en)
            for i_, ie_ in (('erg ', 'very '), ('heel ', 'very '), ('zo ', 'so '), ('echt ', 'really ')):
                add('ziet er ' + i_ + b + ' uit', 'looks ' + ie_ + en); add('zie er ' + i_ + b + ' uit', 'look ' + ie_ + en)
            add('zien er ' + b + ' uit', 'look ' + en); add('klinkt ' + b, 'sounds ' + en)
            add('ik voel me ' + b, 'I feel ' + en); add('voel me ' + b, 'feel ' + en); add('ik ben ' + b, "I'm " + en); add('ben je ' + b, 'are you ' + en)
            add('ik ben niet ' + b, "I'm not " + en); add('is niet ' + b, "isn't " + en); add('niet zo ' + b, 'not so ' + en)
            add('dat is ' + b, "that's " + en); add('het is ' + b, "it's " + en); add('heel ' + b, 'very ' + en); add('erg ' + b, 'very ' + en); add('te ' + b, 'too ' + en)
            add(b + ' zijn', 'be ' + en); add(b + ' worden', 'get ' + en, 0.8)
            add('echt ' + b, 'really ' + en); add('zo ' + b, 'so ' + en); add('super ' + b, 'super ' + en); add('best ' + b, 'pretty ' + en)
            add('hartstikke ' + b, 'really ' + en); add('ontzettend ' + b, 'incredibly ' + en); add('vrij ' + b, 'quite ' + en)
        if infl != b and infl != '-': add(infl, en)
        if c and c != '-':
            add(c, comp); add(c + 'e', comp)
            add('niet ' + b, 'not ' + en, 0.8); add('zo ' + b, 'so ' + en, 0.6)
            add(c + ' dan', comp + ' than'); add('net zo ' + b + ' als', 'as ' + en + ' as'); add('even ' + b + ' als', 'as ' + en + ' as')

        if s and s != '-':
            add(s, sup); add(s + 'e', sup); add('het ' + s, 'the ' + sup); add('de ' + s + 'e', 'the ' + sup); add('het ' + s + 'e', 'the ' + sup)
res, seen = [], set()
for l in out:
    k = tuple(l.split('\t')[:2])
    if k in seen: continue
    seen.add(k); res.append(l)
print('\n'.join(res))
