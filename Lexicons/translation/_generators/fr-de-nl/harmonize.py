import os
COMMON = os.path.dirname(os.path.abspath(__file__))
# The language's generator folder (its hand-written lists); set by assemble.sh.
KIT = os.environ.get('LEXICON_KIT', COMMON)
LANG = os.path.basename(os.path.dirname(KIT))
"""Resolve homographs across files: one preferred English per xx phrase keeps weight 1, others drop to <=0.7.
Also drops exact (xx, en) duplicates from lower-priority files."""
import collections
L0 = os.path.dirname(os.path.dirname(KIT))
PRI = {'core': 0, 'phrases': 1, 'special': 2, 'adjectives': 3, 'nouns': 4, 'vgen': 5}
OVR = {
 'fr': {'est': 'is', 'été': 'summer', 'faire': 'do', 'lit': 'reads', "j'espère": 'I hope', 'grave': 'serious',
        'sérieux': 'serious', 'genre': 'kind', 'chapeau': 'hat', 'nan': 'no', 'fête': 'party', 'merci': 'thanks'},
 'de': {'weiß': 'knows', 'essen': 'eat', 'leben': 'live', 'spielen': 'play', 'fragen': 'ask', 'antworten': 'answer',
        'zahlen': 'pay', 'reisen': 'travel', 'treffen': 'meet', 'stellen': 'put', 'feiern': 'celebrate', 'träumen': 'dream',
        'küssen': 'kiss', 'duschen': 'shower', 'mieten': 'rent', 'teilen': 'share', 'weinen': 'cry', 'kriegen': 'get',
        'gefahren': 'driven', 'fernsehen': 'watch TV', 'gut': 'good', 'schlecht': 'bad'},
 'nl': {'eten': 'eat', 'leven': 'live', 'vragen': 'ask', 'antwoorden': 'answer', 'reizen': 'travel', 'delen': 'share',
        'dromen': 'dream', 'kussen': 'kiss', 'glimlachen': 'smile', 'branden': 'burn', 'leger': 'army', 'zout': 'salt',
        'mooi': 'beautiful', 'lekker': 'delicious', 'knap': 'handsome', 'serieus': 'serious', 'dag': 'day',
        'goed': 'good', 'slecht': 'bad'},
}
for lang in [LANG]:
    files = {}
    entries = collections.defaultdict(list)   # xx -> [(pri, fileorder, en, w, key)]
    for f in ('core', 'phrases', 'verbs', 'adjectives', 'nouns'):
        lines = open(f'{L0}/{lang}/{f}.tsv', encoding='utf-8').read().split('\n')
        files[f] = lines
        part = 'special' if f == 'verbs' else f
        for i, line in enumerate(lines):
            if line.startswith('# --- generated paradigms'): part = 'vgen'
            if not line.strip() or line.startswith('#'): continue
            x = line.split('\t')
            w = float(x[2]) if len(x) > 2 else 1.0
            entries[x[0]].append((PRI[part], i, x[1], w, (f, i)))
    changes = {}   # (f, i) -> new line or None (delete)
    for xx, es in entries.items():
        es.sort(key=lambda e: (e[0], e[1]))
        # drop exact duplicates in lower-priority places
        seen = set(); kept = []
        for e in es:
            if e[2] in seen:
                changes[e[4]] = None; continue
            seen.add(e[2]); kept.append(e)
        if len({e[2] for e in kept}) < 2: continue
        pref = OVR[lang].get(xx)
        if pref is None and lang == 'fr' and ' ' not in xx:
            # French: a bare word that is both a noun and a verb form reads as the verb (nouns come with determiners)
            srcs = {e[0] for e in kept}
            if PRI['nouns'] in srcs and PRI['vgen'] in srcs and PRI['core'] not in srcs and PRI['phrases'] not in srcs:
                pref = next(e[2] for e in kept if e[0] == PRI['vgen'])
        if pref is None or pref not in seen:
            pref = max(kept, key=lambda e: (e[3], -e[0], -e[1]))[2]
        for e in kept:
            f, i = e[4]
            if e[2] == pref:
                if e[3] != 1.0: changes[(f, i)] = f'{xx}\t{e[2]}'
            elif e[3] > 0.7:
                changes[(f, i)] = f'{xx}\t{e[2]}\t0.7'
    # move the preferred line up to the first position of its xx within the same file
    moves = {}
    for xx, es in entries.items():
        pass
    for f, lines in files.items():
        first = {}
        for i, line in enumerate(lines):
            if not line.strip() or line.startswith('#') or changes.get((f, i), 1) is None: continue
            xx = line.split('\t')[0]
            cur = changes.get((f, i), line)
            if xx not in first:
                first[xx] = i
            elif len(cur.split('\t')) == 2 or cur.split('\t')[2] == '1':
                j = first[xx]
                prev = changes.get((f, j), lines[j])
                if len(prev.split('\t')) == 3 and prev.split('\t')[2] != '1':
                    changes[(f, j)], changes[(f, i)] = cur, prev
    for f, lines in files.items():
        out = []
        for i, line in enumerate(lines):
            if (f, i) in changes:
                if changes[(f, i)] is None: continue
                out.append(changes[(f, i)])
            else:
                out.append(line)
        open(f'{L0}/{lang}/{f}.tsv', 'w', encoding='utf-8').write('\n'.join(out).rstrip('\n') + '\n')
    print(lang, 'changes', len(changes), 'deleted', sum(1 for v in changes.values() if v is None))

# German: add ss-spelling variants of entries containing ß (Swiss spelling and ASCII typing)
import os
for f in (('core', 'phrases', 'verbs', 'adjectives', 'nouns') if LANG == 'de' else ()):
    p = f'{L0}/de/{f}.tsv'
    lines = open(p, encoding='utf-8').read().split('\n')
    have = {tuple(l.split('\t')[:2]) for l in lines if l and not l.startswith('#')}
    keys = {l.split('\t')[0] for l in lines if l and not l.startswith('#')}
    extra = []
    for l in lines:
        if not l or l.startswith('#') or 'ß' not in l.split('\t')[0]: continue
        x = l.split('\t'); v = x[0].replace('ß', 'ss')
        if (v, x[1]) in have: continue
        have.add((v, x[1]))
        extra.append('\t'.join([v] + x[1:]))
    if extra:
        lines += ['# spelling variants with ss for ß (Swiss spelling, ASCII keyboards)'] + extra
        open(p, 'w', encoding='utf-8').write('\n'.join(lines).rstrip('\n') + '\n')
    print('de', f, 'ss variants', len(extra))
# French: accent-less variants of multi-word chat entries (users often type "a demain", "ca va", "deja")
import unicodedata
def strip_acc(s):
    return ''.join(c for c in unicodedata.normalize('NFD', s) if unicodedata.category(c) != 'Mn').replace('œ', 'oe')
for f in (('core', 'phrases', 'verbs') if LANG == 'fr' else ()):
    p = f'{L0}/fr/{f}.tsv'
    lines = open(p, encoding='utf-8').read().split('\n')
    keys = {l.split('\t')[0] for l in lines if l and not l.startswith('#')}
    extra, seen_v = [], set()
    for l in lines:
        if l.startswith('# --- generated paradigms'): break
        if not l or l.startswith('#'): continue
        x = l.split('\t')
        if ' ' not in x[0]: continue
        v = strip_acc(x[0])
        if v == x[0] or v in keys or (v, x[1]) in seen_v: continue
        seen_v.add((v, x[1]))
        extra.append('\t'.join([v] + x[1:]))
    if extra:
        lines += ['# accent-less spellings of multi-word entries (chat typing)'] + extra
        open(p, 'w', encoding='utf-8').write('\n'.join(lines).rstrip('\n') + '\n')
    print('fr', f, 'accent-less variants', len(extra))
# German: ae/oe/ue spellings for keyboards without umlauts (fuer, schoen, muede)
for f in (('core', 'phrases', 'adjectives') if LANG == 'de' else ()):
    p = f'{L0}/de/{f}.tsv'
    lines = open(p, encoding='utf-8').read().split('\n')
    keys = {l.split('\t')[0] for l in lines if l and not l.startswith('#')}
    extra, seen_v = [], set()
    for l in lines:
        if not l or l.startswith('#'): continue
        x = l.split('\t')
        v = x[0].replace('ä', 'ae').replace('ö', 'oe').replace('ü', 'ue').replace('ß', 'ss')
        if v == x[0] or v in keys or (v, x[1]) in seen_v: continue
        seen_v.add((v, x[1]))
        extra.append('\t'.join([v] + x[1:]))
    if extra:
        lines += ['# ae/oe/ue spellings (keyboards without umlauts)'] + extra
        open(p, 'w', encoding='utf-8').write('\n'.join(lines).rstrip('\n') + '\n')
    print('de', f, 'umlaut-less variants', len(extra))
