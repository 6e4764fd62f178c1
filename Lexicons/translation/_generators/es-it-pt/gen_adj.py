import sys
from common import Out
def forms(c, lang):
    parts = c.split('/')
    if len(parts) == 4: return parts
    m = parts[0]
    if lang == 'es':
        if m.endswith('o'): return [m, m[:-1] + 'a', m + 's', m[:-1] + 'as']
        if m[-1] in 'aeé': return [m, m, m + 's', m + 's']
        if m.endswith('z'): return [m, m, m[:-1] + 'ces', m[:-1] + 'ces']
        return [m, m, m + 'es', m + 'es']
    if lang == 'it':
        if m.endswith('io'): return [m, m[:-1] + 'a', m[:-1], m[:-1] + 'e']
        if m.endswith('o'): return [m, m[:-1] + 'a', m[:-1] + 'i', m[:-1] + 'e']
        if m.endswith('e'): return [m, m, m[:-1] + 'i', m[:-1] + 'i']
        return [m, m, m, m]
    if lang == 'pt':
        if m.endswith('o'): return [m, m[:-1] + 'a', m + 's', m[:-1] + 'as']
        if m.endswith('e'): return [m, m, m + 's', m + 's']
        if m.endswith('m'): return [m, m, m[:-1] + 'ns', m[:-1] + 'ns']
        if m.endswith('r') or m.endswith('z'): return [m, m, m + 'es', m + 'es']
        return [m, m, m + 's', m + 's']
COMP = {'big': ('bigger', 'biggest'), 'small': ('smaller', 'smallest'), 'old': ('older', 'oldest'), 'young': ('younger', 'youngest'), 'long': ('longer', 'longest'), 'short': ('shorter', 'shortest'), 'tall': ('taller', 'tallest'), 'high': ('higher', 'highest'), 'low': ('lower', 'lowest'), 'fast': ('faster', 'fastest'), 'quick': ('quicker', 'quickest'), 'slow': ('slower', 'slowest'), 'easy': ('easier', 'easiest'), 'hard': ('harder', 'hardest'), 'cheap': ('cheaper', 'cheapest'), 'hot': ('hotter', 'hottest'), 'cold': ('colder', 'coldest'), 'warm': ('warmer', 'warmest'), 'nice': ('nicer', 'nicest'), 'pretty': ('prettier', 'prettiest'), 'ugly': ('uglier', 'ugliest'), 'happy': ('happier', 'happiest'), 'sad': ('sadder', 'saddest'), 'rich': ('richer', 'richest'), 'poor': ('poorer', 'poorest'), 'strong': ('stronger', 'strongest'), 'weak': ('weaker', 'weakest'), 'heavy': ('heavier', 'heaviest'), 'light': ('lighter', 'lightest'), 'dark': ('darker', 'darkest'), 'early': ('earlier', 'earliest'), 'late': ('later', 'latest'), 'near': ('nearer', 'nearest'), 'close': ('closer', 'closest'), 'far': ('farther', 'farthest'), 'new': ('newer', 'newest'), 'clean': ('cleaner', 'cleanest'), 'dirty': ('dirtier', 'dirtiest'), 'busy': ('busier', 'busiest'), 'funny': ('funnier', 'funniest'), 'smart': ('smarter', 'smartest'), 'crazy': ('crazier', 'craziest'), 'safe': ('safer', 'safest'), 'wide': ('wider', 'widest'), 'deep': ('deeper', 'deepest'), 'thin': ('thinner', 'thinnest'), 'fat': ('fatter', 'fattest'), 'loud': ('louder', 'loudest'), 'quiet': ('quieter', 'quietest'), 'sweet': ('sweeter', 'sweetest'), 'fresh': ('fresher', 'freshest'), 'lucky': ('luckier', 'luckiest'), 'angry': ('angrier', 'angriest'), 'great': ('greater', 'greatest'), 'good': ('better', 'best'), 'bad': ('worse', 'worst'), 'cool': ('cooler', 'coolest'), 'full': ('fuller', 'fullest'), 'simple': ('simpler', 'simplest'), 'calm': ('calmer', 'calmest'), 'kind': ('kinder', 'kindest'), 'brave': ('braver', 'bravest'), 'lazy': ('lazier', 'laziest'), 'wet': ('wetter', 'wettest'), 'dry': ('drier', 'driest'), 'soft': ('softer', 'softest'), 'bright': ('brighter', 'brightest'), 'cute': ('cuter', 'cutest'), 'tiny': ('tinier', 'tiniest'), 'narrow': ('narrower', 'narrowest'), 'little': ('smaller', 'smallest'), 'large': ('larger', 'largest'), 'strange': ('stranger', 'strangest'), 'weird': ('weirder', 'weirdest'), 'rare': ('rarer', 'rarest')}
NOCOMP = set('well fine all every many much few little other another same first second third only alone together true false right wrong dead alive married single pregnant better worse older younger own several various total'.split())
for lang, idx in (('es', 1), ('it', 2), ('pt', 3)):
    out = Out()
    for line in open('adjectives.txt'):
        line = line.strip()
        if not line or line.startswith('#'): continue
        f = [x.strip() for x in line.split('|')]
        e = f[0]
        if f[idx] == "-": continue
        for x in forms(f[idx], lang):
            if x != '-': out.add(x, e)
    out.comment('comparatives and superlatives (más/più/mais + adjective)')
    seen_cmp = set()
    base_keys = {r[0] for r in out.rows}
    more = {'es': 'más', 'it': 'più', 'pt': 'mais'}[lang]
    arts = {'es': ('el', 'la', 'los', 'las'), 'it': ('il', 'la', 'i', 'le'), 'pt': ('o', 'a', 'os', 'as')}[lang]
    for line in open('adjectives.txt'):
        line = line.strip()
        if not line or line.startswith('#'): continue
        f = [x.strip() for x in line.split('|')]
        e = f[0]
        if f[idx] == '-' or ' ' in e or e in NOCOMP: continue
        if e in COMP: cmp_, sup = COMP[e]
        else: cmp_, sup = 'more ' + e, 'most ' + e
        if ' ' in f[idx]: continue
        fs = forms(f[idx], lang)
        if fs[0] in seen_cmp: continue
        wc = 0.9
        seen_cmp.add(fs[0])
        than = {'es': ['que'], 'it': ['di', 'che'], 'pt': ['que', 'do que']}[lang]
        for x in dict.fromkeys(fs):
            if x == '-' or f"{more} {x}" in base_keys: continue
            out.add(f"{more} {x}", cmp_, wc)
            for t in than: out.add(f"{more} {x} {t}", cmp_ + ' than', wc)
            for a1, a2 in {'es': [('tan', 'como')], 'it': [('così', 'come'), ('tanto', 'quanto')], 'pt': [('tão', 'quanto'), ('tão', 'como')]}[lang]:
                out.add(f"{a1} {x} {a2}", f"as {e} as", 0.9)
        for a, x in zip(arts, fs):
            if x == '-': continue
            out.add(f"{a} {more} {x}", 'the ' + sup, wc)
    out.write(f'../../{lang}/adjectives.tsv', {'es': 'Spanish', 'it': 'Italian', 'pt': 'Portuguese'}[lang] + ' adjectives: masculine, feminine, plural forms (hand-written list; forms by the regular rules or given by hand)')
    print(lang, len(out.rows))
