import os
KIT = os.path.dirname(os.path.abspath(__file__))
LANG = os.path.basename(os.path.dirname(KIT))
"""Add single-word entries for every elided (l'ami, m'a, n'est) or hyphenated (laisse-moi, est-ce) token that appears
inside a multi-word French phrase but has no entry of its own: the engine's tokenizer keeps such a word whole only
when the table knows it, otherwise it splits it and the longer phrases no longer match."""
import glob, collections, re, sys
L0 = os.path.dirname(os.path.dirname(KIT))
lang = sys.argv[1]
prim = {}
tokens = collections.Counter()
for f in [f'{L0}/{lang}/{n}.tsv' for n in ('core', 'phrases', 'verbs', 'adjectives', 'nouns')]:
    for line in open(f, encoding='utf-8'):
        if line.startswith('#') or not line.strip(): continue
        x = line.rstrip('\n').split('\t')
        k = x[0].lower(); w = float(x[2]) if len(x) > 2 else 1.0
        if ' ' not in k:
            if k not in prim or w > prim[k][1] + 0.01: prim[k] = (x[1], w)
        for t in k.split(' '):
            if ("'" in t.strip("'") or '-' in t.strip('-')) and not t.endswith("'") and not t.startswith("'"):
                tokens[t] += 1
sys.path.insert(0, KIT)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(KIT)), '_generators', 'fr-de-nl'))
from en_verbs import EN as ENV
S3 = {v[1]: v[0] for v in ENV.values()}
BASES = {v[0] for v in ENV.values()}
PASTS = {v[2]: v[0] for v in ENV.values()}
def negate(r):
    w = r.split(' ')
    if w[0] in S3: return "doesn't " + ' '.join([S3[w[0]]] + w[1:])
    if w[0] in ('is', 'are', 'am', 'was', 'were', 'has', 'have', 'can', 'will', 'would', 'should', 'could', 'must'): return w[0] + ' not ' + ' '.join(w[1:])
    if w[0] in BASES: return "don't " + r
    if w[0] in PASTS: return "didn't " + ' '.join([PASTS[w[0]]] + w[1:])
    return 'not ' + r
def P(w): return prim[w][0] if w in prim else None
OBJ = {"m'": 'me', "t'": 'you', "l'": 'it', "s'": ''}
NEG = {'est': "isn't", 'es': "aren't", 'ai': "don't have", 'as': "don't have", 'a': "doesn't have", 'avons': "don't have",
       'avez': "don't have", 'ont': "don't have", 'était': "wasn't", 'étais': "wasn't", 'avait': "didn't have", 'y': 'not there',
       'importe': 'any', 'en': 'not any', 'êtes': "aren't", 'aurait': "wouldn't have", 'aurais': "wouldn't have"}
SPECIAL = {"t'appelles-tu": 'is your name', "d'autres": 'other', "d'abord": 'first', "d'accord": 'okay', 'est-ce': 'is it', "qu'est-ce": 'what is it', "d'après": 'according to', "n'importe": 'any', "aujourd'hui": 'today'}
# also: elided clitics in front of every vowel-initial single-word verb form (il m'écoute, je l'ai, on n'arrive pas)
VERBFORMS = set()
for line in open(f'{L0}/{lang}/verbs.tsv', encoding='utf-8'):
    if line.startswith('#') or not line.strip(): continue
    k = line.split('\t')[0].lower()
    en_ = line.split('\t')[1]
    if ' ' not in k and "'" not in k and '-' not in k and k[:1] in 'aeiouéèêâîôûh' and lang == 'fr' and en_.startswith(('will ', 'would ', 'was ')):
        tokens["j'" + k] += 1
    if en_.startswith(('will ', 'would ', 'were ', "let's ")): continue
    if ' ' not in k and "'" not in k and '-' not in k and k[:1] in 'aeiouéèêâîôûh' and lang == 'fr':
        VERBFORMS.add(k)
for v in VERBFORMS:
    for c in ("m'", "t'", "l'", "n'"):
        tokens[c + v] += 1
# d' and qu' in front of vowel-initial nouns, adjectives and function words
if lang == 'fr':
    for fn in ('nouns', 'adjectives', 'core'):
        for line in open(f'{L0}/{lang}/{fn}.tsv', encoding='utf-8'):
            if line.startswith('#') or not line.strip(): continue
            k = line.split('\t')[0].lower()
            if ' ' in k or "'" in k or '-' in k or k[:1] not in 'aeiouéèêâîôûh': continue
            tokens["d'" + k] += 1
            if fn == 'core': tokens["qu'" + k] += 1
out = []
for t, g in SPECIAL.items():
    if t not in prim: out.append(f'{t}\t{g}'); prim[t] = (g, 1)
for t, n in sorted(tokens.items()):
    if t in prim: continue
    g = None
    if "'" in t and lang == 'fr':
        c, rest = t.split("'", 1)
        c += "'"
        r = P(rest)
        if '-' in rest or r is None:
            r = ' '.join(filter(None, (P(x) for x in re.split('-', rest)))) or None
        if r is None: continue
        if c == "j'": g = 'I ' + r if not r.startswith('I ') else r
        elif c in ("m'", "t'"): g = r + ' ' + OBJ[c]
        elif c == "s'": g = r
        elif c == "l'": g = ('the ' + r) if rest not in prim or not re.search(r'(e|es|s|ed)$', r.split(' ')[0]) else r + ' it'
        elif c == "n'": g = NEG.get(rest, negate(r)).strip()
        elif c == "d'": g = ('to ' + r) if re.search(r'(er|ir|re|oir)$', rest) and not r.startswith(('the ', 'a ')) else 'of ' + r
        elif c in ("qu'", "lorsqu'", "puisqu'", "jusqu'"): g = {"qu'": 'that ', "lorsqu'": 'when ', "puisqu'": 'since ', "jusqu'": 'until '}[c] + r
        elif c == "c'": g = 'it ' + r
        else: g = r
    elif '-' in t:
        parts = t.split('-')
        gs = [P(x) for x in parts]
        if any(x is None for x in gs): continue
        g = ' '.join(gs)
    else:
        continue
    out.append(f'{t}\t{g}')
print(f'# elided and hyphenated words used inside phrases (the tokenizer keeps a word whole only if it is listed)')
print('\n'.join(out))
print(len(out), file=sys.stderr)
