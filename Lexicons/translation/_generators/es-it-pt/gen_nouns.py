import sys
from common import Out, HEADER
EN_IRR = {'man': 'men', 'woman': 'women', 'child': 'children', 'person': 'people', 'foot': 'feet', 'tooth': 'teeth', 'mouse': 'mice', 'fish': 'fish', 'life': 'lives', 'wife': 'wives', 'knife': 'knives', 'half': 'halves', 'leaf': 'leaves'}
def en_plural(s):
    *pre, w = s.split(' ')
    if w in EN_IRR: p = EN_IRR[w]
    elif w.endswith(('s', 'x', 'z', 'ch', 'sh')): p = w + 'es'
    elif w.endswith('y') and w[-2] not in 'aeiou': p = w[:-1] + 'ies'
    else: p = w + 's'
    return ' '.join(pre + [p])
DEACC = str.maketrans('áéíóú', 'aeiou')
def es_plural(s):
    w = s.split(' ')[0]; rest = s[len(w):]
    if w[-1] in 'aeiouáéó': p = w + 's'
    elif w[-1] == 'z': p = w[:-1] + 'ces'
    elif w[-1] in 'íú': p = w + 'es'
    else:
        # drop the written accent on the last syllable when a syllable is added (canción -> canciones)
        last = w[-3:]
        p = (w[:-3] + last.translate(DEACC) if any(c in last for c in 'áéíóú') else w) + 'es'
    return p + rest
def es_gender(s): return 'f' if s.split(' ')[0].endswith(('a', 'ión', 'dad', 'tad', 'tud', 'umbre')) else 'm'
def it_plural(s, g):
    w = s.split(' ')[0]; rest = s[len(w):]
    if w[-1] in 'àèéìòù' or w[-1] not in 'aeiou': p = w
    elif w.endswith('io'): p = w[:-1]
    elif w.endswith(('co', 'go')): p = w[:-1] + 'hi'
    elif w.endswith(('ca', 'ga')): p = w[:-1] + 'he'
    elif w.endswith('a'): p = w[:-1] + ('e' if g == 'f' else 'i')
    else: p = w[:-1] + 'i'
    return p + rest
def it_gender(s): return 'f' if s.split(' ')[0].endswith('a') else 'm'
def pt_plural(s):
    w = s.split(' ')[0]; rest = s[len(w):]
    if w.endswith('ão'): p = w[:-2] + 'ões'
    elif w.endswith('m'): p = w[:-1] + 'ns'
    elif w.endswith('al'): p = w[:-2] + 'ais'
    elif w.endswith('el'): p = w[:-2] + 'éis'
    elif w.endswith('ol'): p = w[:-2] + 'óis'
    elif w.endswith('il'): p = w[:-1] + 's'
    elif w[-1] in 'rzs': p = w + 'es'
    else: p = w + 's'
    return p + rest
def pt_gender(s): return 'f' if s.split(' ')[0].endswith(('a', 'ção', 'dade', 'agem', 'ã')) else 'm'

def cell(c, lang):
    g = None
    if ':' in c: c, g = c.rsplit(':', 1)
    if '/' in c: s, p = c.split('/', 1)
    else:
        s = c; p = None
    G = {'es': es_gender, 'it': it_gender, 'pt': pt_gender}[lang]
    g = g or G(s)
    if p is None:
        p = {'es': es_plural, 'it': lambda x: it_plural(x, g), 'pt': pt_plural}[lang](s)
    return s, p, g

VOW = 'aeiouAEIOU'
def main(lang, path):
    idx = {'es': 1, 'it': 2, 'pt': 3}[lang]
    out = Out()
    out.comment('family plurals that mean both sexes (listed first so they are preferred)')
    for line in open('noun_overrides.txt'):
        if line.startswith('#') or not line.strip(): continue
        l, x, e = [t.strip() for t in line.split('|')]
        if l == lang and x != 'mañana': out.add(x, e)
    for line in open('nouns.txt'):
        line = line.strip()
        if not line or line.startswith('#'): continue
        f = [x.strip() for x in line.split('|')]
        ecell = f[0]
        if '/' in ecell: es_, ep = ecell.split('/', 1); ep = None if ep == '-' else ep
        else: es_, ep = ecell, en_plural(ecell)
        if f[idx] == '-': continue
        s, p, g = cell(f[idx], lang)
        proper = s[0].isupper()
        if not (lang == 'es' and s == 'mañana'): out.add(s, es_)
        if ep and p != s: out.add(p, ep)
        elif ep and p == s: out.add(p, ep, 0.8)
        an = (es_[0] in VOW and not es_.startswith(('uni', 'Eu', 'eu', 'one'))) or es_.startswith(('hour', 'hon'))
        art = 'an' if an else 'a'
        if proper: continue
        if lang == 'it' and s[0] in 'aeiouàèéìòù':
            out.add("l'" + s, f"the {es_}")
            for pre, e in (("dell'", 'of the'), ("all'", 'to the'), ("nell'", 'in the'), ("sull'", 'on the'), ("dall'", 'from the'), ("quest'", 'this'), ("quell'", 'that')):
                out.add(pre + s, f"{e} {es_}", 0.9)
        if ep is None: continue
        if lang == 'es':
            out.add(('una ' if g == 'f' else 'un ') + s, f"{art} {es_}")
        elif lang == 'pt':
            out.add(('uma ' if g == 'f' else 'um ') + s, f"{art} {es_}")
        else:
            if s[0] in 'aeiouàèéìòù':
                out.add(("un'" if g == 'f' else 'un ') + s, f"{art} {es_}")
                out.add("l'" + s, f"the {es_}")
                for pre, e in (("dell'", 'of the'), ("all'", 'to the'), ("nell'", 'in the'), ("sull'", 'on the'), ("dall'", 'from the'), ("quest'", 'this'), ("quell'", 'that')):
                    out.add(pre + s, f"{e} {es_}", 0.9)
            elif g == 'f':
                out.add('una ' + s, f"{art} {es_}")
            elif s[0] == 'z' or s.startswith(('gn', 'ps')) or (s[0] == 's' and s[1] not in 'aeiou'):
                out.add('uno ' + s, f"{art} {es_}"); out.add('lo ' + s, f"the {es_}", 0.9)
            else:
                out.add('un ' + s, f"{art} {es_}")
    # noun + adjective (the adjective follows the noun in es/it/pt, precedes it in English)
    import gen_adj_forms as GA
    out.comment('noun + adjective: the adjective follows the noun (casa grande -> big house)')
    adjs = [('new', {'es': 'nuevo', 'it': 'nuovo', 'pt': 'novo'}), ('old', {'es': 'viejo', 'it': 'vecchio/vecchia/vecchi/vecchie', 'pt': 'velho'}),
            ('big', {'es': 'grande', 'it': 'grande', 'pt': 'grande'}), ('small', {'es': 'pequeño', 'it': 'piccolo', 'pt': 'pequeno'}),
            ('red', {'es': 'rojo', 'it': 'rosso', 'pt': 'vermelho'}), ('black', {'es': 'negro', 'it': 'nero', 'pt': 'preto'}),
            ('white', {'es': 'blanco', 'it': 'bianco/bianca/bianchi/bianche', 'pt': 'branco'}), ('beautiful', {'es': 'bonito', 'it': 'bello/bella/belli/belle', 'pt': 'bonito'}),
            ('expensive', {'es': 'caro', 'it': 'caro', 'pt': 'caro'}), ('hot', {'es': 'caliente', 'it': 'caldo', 'pt': 'quente'}),
            ('cold', {'es': 'frío', 'it': 'freddo', 'pt': 'frio'}), ('good', {'es': 'bueno', 'it': 'buono', 'pt': 'bom/boa/bons/boas'})]
    n = 0
    for line in open('nouns.txt'):
        line = line.strip()
        if not line or line.startswith('#'): continue
        n += 1
        if n > 260: break
        f = [x.strip() for x in line.split('|')]
        ecell = f[0]
        if '/' in ecell: es_, ep = ecell.split('/', 1); ep = None if ep == '-' else ep
        else: es_, ep = ecell, en_plural(ecell)
        if f[idx] == '-': continue
        s, p, g = cell(f[idx], lang)
        if s[0].isupper() or ' ' in s or ' ' in es_: continue
        for ea, cells in adjs:
            ms, fs, mp, fp = GA.forms(cells[lang], lang)
            out.add(f"{s} {ms if g == 'm' else fs}", f"{ea} {es_}", 0.9)
            if ep and p != s: out.add(f"{p} {mp if g == 'm' else fp}", f"{ea} {ep}", 0.9)
    out.write(path, {'es': 'Spanish', 'it': 'Italian', 'pt': 'Portuguese'}[lang] + ' nouns: singular and plural (hand-written list; plurals by the regular rules or given by hand), indefinite-article forms where English uses "an"')
    print(lang, len(out.rows))
for lang in ('es', 'it', 'pt'):
    main(lang, f'../../{lang}/nouns.tsv')
