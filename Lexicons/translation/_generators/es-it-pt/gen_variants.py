"""variants.tsv: chat spellings of the hand-written and generated phrases — accent-less multi-word phrases,
texting abbreviations (es 'q', 'xq'; it 'nn', 'xké'; pt 'vc', 'nao', 'pq'…), and subject-pronoun + verb forms
('yo no sé' -> "I don't know", 'ela gosta' -> "she likes"). Derived mechanically from the other files."""
import sys, glob, unicodedata, re
from common import Out

def fold(s):
    return ''.join(c for c in unicodedata.normalize('NFD', s) if unicodedata.category(c) != 'Mn')

SUBS = {
    'es': [('qué', 'q'), ('que', 'q'), ('que', 'k'), ('por qué', 'xq'), ('porque', 'xq'), ('porque', 'pq'), ('también', 'tb'), ('también', 'tmb'),
           ('por favor', 'porfa'), ('por favor', 'xfa'), ('para', 'pa'), ('estás', 'tas'), ('está', 'ta'), ('por', 'x'), ('bien', 'bn'),
           ('mañana', 'mñn'), ('mucho', 'mxo'), ('nada', 'na'), ('todo', 'to'), ('salud', 'salu2'), ('de', 'd'), ('te quiero', 'tq'), ('qué tal', 'qtal')],
    'it': [('non', 'nn'), ('che', 'ke'), ('che', 'k'), ('perché', 'xké'), ('perché', 'xke'), ('perché', 'perche'), ('perché', 'xk'), ('per', 'x'),
           ('comunque', 'cmq'), ('qualcosa', 'qlcs'), ('niente', 'nnt'), ('ti voglio bene', 'tvb'), ('sei', '6'), ('grazie', 'grz'), ('tutto', 'tt'),
           ('domani', 'dmn'), ('quando', 'qnd'), ('messaggio', 'msg'), ('dove', 'dv'), ('cosa', 'cs')],
    'pt': [('não', 'nao'), ('não', 'n'), ('não', 'ñ'), ('não', 'naum'), ('você', 'vc'), ('você', 'voce'), ('vocês', 'vcs'), ('que', 'q'), ('porque', 'pq'),
           ('por que', 'pq'), ('por quê', 'pq'), ('também', 'tb'), ('também', 'tbm'), ('também', 'tmb'), ('está', 'tá'), ('está', 'ta'), ('estou', 'tô'),
           ('estou', 'to'), ('estão', 'tão'), ('para', 'pra'), ('para', 'p'), ('muito', 'mto'), ('muito', 'mt'), ('hoje', 'hj'), ('quando', 'qdo'),
           ('quando', 'qnd'), ('tudo', 'td'), ('comigo', 'cmg'), ('contigo', 'ctg'), ('mesmo', 'msm'), ('agora', 'agr'), ('depois', 'dps'),
           ('nada', 'nd'), ('cadê', 'kd'), ('beleza', 'blz'), ('obrigado', 'obg'), ('obrigada', 'obg'), ('de novo', 'dnv'), ('fim de semana', 'fds'),
           ('o que', 'oq'), ('a gente', 'agnt'), ('com', 'c/'), ('sem', 's/'), ('cê', 'ce')],
}
PRON = {
    'es': {'I': ['yo'], 'we': ['nosotros', 'nosotras'], 'he': ['él'], 'she': ['ella'], 'you': ['tú']},
    'it': {'I': ['io'], 'we': ['noi'], 'he': ['lui'], 'she': ['lei'], 'you': ['tu']},
    'pt': {'I': ['eu'], 'we': ['nós'], 'he': ['ele'], 'she': ['ela'], 'you': ['tu']},
}
SUBJECT_WORDS = {'yo', 'tú', 'él', 'ella', 'nosotros', 'nosotras', 'ellos', 'ellas', 'usted', 'ustedes', 'io', 'tu', 'lui', 'lei', 'noi', 'voi', 'loro',
                 'eu', 'ele', 'ela', 'nós', 'eles', 'elas', 'você', 'vocês', 'a', 'gente'}

CLITICS = set('me te lo la le nos los las les se mi ti ci gli li vi ne si o a os as lhe lhes'.split())

def load(lang):
    rows = []
    for p in sorted(glob.glob(f'../../{lang}/*.tsv')):
        name = p.split('/')[-1]
        if name in ('replies.tsv', 'variants.tsv'): continue
        for line in open(p, encoding='utf-8'):
            line = line.rstrip('\n')
            if not line or line.startswith('#'): continue
            f = line.split('\t')
            w = float(f[2]) if len(f) > 2 else 1.0
            rows.append((name, f[0], f[1], w))
    return rows

def main(lang):
    rows = load(lang)
    known = {x for _, x, _, _ in rows}
    out = Out()
    def add(x, e, w):
        if x in known: return
        out.add(x, e, w)
    out.comment('accent-less spellings of multi-word phrases')
    for name, x, e, w in rows:
        if ' ' in x and name != 'nouns.tsv' and (name != 'verbs.tsv' or w >= 0.9):
            fx = fold(x)
            if fx != x: add(fx, e, round(w * 0.9, 2))
    out.comment('texting abbreviations')
    subs = SUBS[lang]
    for name, x, e, w in rows:
        if name == 'verbs.tsv' and (w < 1.0 or x.count(' ') > 1): continue
        if name in ('nouns.tsv', 'adjectives.tsv'): continue
        for a, b in subs:
            if name == 'verbs.tsv' and b in ('ñ', 'naum', 'n', 'voce', 'k', 'pq', 'xk', 'xke', 'perche', 'ta', 'to', 'tmb', 'tb', 'p', 'mt', 'd', 'x', 'na', 'cs'): continue
            pat = r'(?<![\w-])' + re.escape(a) + r'(?![\w-])'
            if re.search(pat, x):
                y = re.sub(pat, b, x)
                if y != x and y.strip() and not re.fullmatch(r'[\w\s\-\']*\d[\w\s]*', y) or (y != x and b == '6'):
                    if b in ('6', 'c/', 's/'): continue
                    add(y, e, round(w * 0.85, 2))
    out.comment('explicit subject pronoun + verb phrase')
    P = PRON[lang]
    for name, x, e, w in rows:
        if name not in ('verbs.tsv', 'phrases.tsv', 'core.tsv') or w < 0.9 or x.count(' ') > 1 or '-' in x or "'" in x: continue
        if name == 'verbs.tsv' and ' ' in x and not x.startswith(('no ', 'non ', 'não ')): continue
        first = x.split(' ')[0]
        if first in SUBJECT_WORDS or first in CLITICS: continue
        if re.search(r'gust|encant|piac|interes|import|parec|apetec|manc|serv|sembr|dispiac|duel|dói|falt', x): continue
        m = re.match(r"^(I|we|he|she|you)('m|'ll|'ve|'d|'re|'s)?\b", e)
        if not m: continue
        subj = m.group(1)
        if subj == 'you' and name == 'core.tsv': continue
        for pr in P[subj]:
            add(f"{pr} {x}", e, 1.0 if w >= 0.7 else w)
        if subj == 'he':
            for pr in P['she']:
                add(f"{pr} {x}", re.sub(r'^he\b', 'she', e), 1.0)
    out.write(f'../../{lang}/variants.tsv',
              {'es': 'Spanish', 'it': 'Italian', 'pt': 'Portuguese'}[lang] + ' chat spellings derived from the other files: accent-less phrases, texting abbreviations, explicit subject pronouns')
    print(lang, len(out.rows))
for lang in sys.argv[1:]:
    main(lang)
