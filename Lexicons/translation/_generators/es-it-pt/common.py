import en

HEADER = "# Written by the smart-reply authors; licence: same as the repository (MIT)\n"

BLOCK = {('vamos', 'we go'), ('andiamo', 'we go')}

class Out:
    def __init__(self):
        self.rows = []
        self.seen = set()
    def add(self, xx, e, w=1.0):
        xx = xx.strip(); e = e.strip()
        if not xx or not e: return
        k = (xx, e)
        if k in self.seen or k in BLOCK: return
        self.seen.add(k)
        self.rows.append((xx, e, w))
    def comment(self, c):
        self.rows.append(('#', c, None))
    def write(self, path, title):
        with open(path, 'w') as f:
            f.write(HEADER + '# ' + title + '\n')
            for xx, e, w in self.rows:
                if xx == '#':
                    f.write('\n# ' + e + '\n'); continue
                f.write(f"{xx}\t{e}" + ('' if w >= 1.0 else f"\t{w:g}") + '\n')

def parse_table(text):
    """Lines 'a | b | c' -> lists of stripped fields; '#' comments and blanks skipped."""
    out = []
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith('#'): continue
        out.append([f.strip() for f in line.split('|')])
    return out

STATIVE = set('want know have need like love hate believe think understand remember seem be live prefer mean cost matter'.split())
ALT_SLOTS = {'inf', 'ger', 'pp', 'pres1', 'pres2', 'pres3', 'pres4', 'pres6', 'pret1', 'pret3', 'pret6', 'fut1', 'fut3'}

def verb_english(out, forms, v, w0=1.0, tier=1):
    """forms: dict slot -> xx form(s). Adds English for each slot (alternative meanings, w0 < 1, only for the main slots)."""
    E = en
    def add(slot, e, w=1.0):
        if w0 < 1.0 and slot not in ALT_SLOTS: return
        if w < 0.6 and (w0 < 1.0 or tier > 1): return
        if slot in ('pres5', 'pret5', 'fut5', 'cond2', 'cond4', 'cond6', 'impf2', 'impf4', 'subj1', 'subj2', 'subj3', 'subj6', 'imp5') and tier > 1: return
        for f in forms.get(slot, []):
            if f: out.add(f, e, round(w * w0, 2))
    add('inf', 'to ' + v); add('inf', v, 0.7)
    add('ger', E.ing(v)); add('pp', E.pp(v))
    for p in (1, 2, 4, 5, 6):
        wp = 0.6 if p == 5 else 1.0
        subj = E.SUBJ[p]
        if p == 6: add('pres6', E.pres(v, 6), 1.0); add('pres6', 'they ' + E.pres(v, 6), 0.8)
        else: add('pres%d' % p, E.contract(subj, E.pres(v, p)), wp)
    add('pres3', E.pres(v, 3)); add('pres3', E.contract('he', E.pres(v, 3)), 0.7); add('pres3', E.contract('she', E.pres(v, 3)), 0.5)
    for p in (1, 2, 4, 5):
        add('pret%d' % p, E.SUBJ[p] + ' ' + E.pastp(v, p), 0.6 if p == 5 else 1.0)
    if v != 'be':
        add('pret2', 'did you ' + v, 0.8); add('pres2', 'do you ' + v, 0.6)
    add('pret3', E.pastp(v, 3)); add('pret3', 'he ' + E.pastp(v, 3), 0.7)
    add('pret6', E.pastp(v, 6)); add('pret6', 'they ' + E.pastp(v, 6), 0.8)
    # imperfect: stative verbs read best as the simple past ("quería" -> "wanted"); others as "was -ing" / "used to"
    if v.split(' ')[0] in STATIVE:
        add('impf1', 'I ' + E.pastp(v, 1)); add('impf2', 'you ' + E.pastp(v, 2)); add('impf3', E.pastp(v, 3)); add('impf3', 'he ' + E.pastp(v, 3), 0.7)
        add('impf4', 'we ' + E.pastp(v, 4)); add('impf6', E.pastp(v, 6)); add('impf6', 'they ' + E.pastp(v, 6), 0.8)
    else:
        add('impf1', 'I ' + E.past(v), 0.6); add('impf3', E.past(v), 0.6); add('impf6', E.past(v), 0.5)
    prog = E.ing(v)
    if v.split(' ')[0] not in STATIVE:
        add('impf1', 'I was ' + prog); add('impf1', 'I used to ' + v, 0.6)
        add('impf2', 'you were ' + prog)
        add('impf3', 'was ' + prog); add('impf3', 'he was ' + prog, 0.7); add('impf3', 'used to ' + v, 0.5)
        add('impf4', 'we were ' + prog); add('impf4', 'we used to ' + v, 0.6)
        add('impf6', 'were ' + prog); add('impf6', 'they were ' + prog, 0.8)
    for p in (1, 2, 4, 5):
        add('fut%d' % p, E.SUBJ[p] + ' will ' + v, 0.6 if p == 5 else 1.0)
    add('fut3', 'will ' + v); add('fut3', 'he will ' + v, 0.7)
    add('fut6', 'will ' + v); add('fut6', 'they will ' + v, 0.8)
    add('cond1', 'I would ' + v); add('cond2', 'you would ' + v); add('cond3', 'would ' + v); add('cond3', 'he would ' + v, 0.6)
    add('cond4', 'we would ' + v); add('cond6', 'they would ' + v)
    add('subj1', v, 0.4); add('subj2', 'you ' + v, 0.4); add('subj3', v, 0.4)
    add('subj4', "let's " + v, 0.8); add('subj6', v, 0.4)
    add('imp2', v, 0.6); add('imp5', v, 0.6)

def verb_phrases(out, forms, v, neg, tier, aux):
    """Negations, perfect tenses, pronoun combos. neg: negation word; aux: dict person->aux form for perfect; tier 1 gets more."""
    E = en
    def first(slot):
        f = forms.get(slot, [])
        return f[0] if f else None
    # negation
    for p in (1, 2, 4, 6):
        f = first('pres%d' % p)
        if f:
            e = E.neg_pres(v, p)
            if p == 6: out.add(f"{neg} {f}", e); out.add(f"{neg} {f}", 'they ' + e, 0.8)
            else: out.add(f"{neg} {f}", (E.contract(E.SUBJ[p], e) if v == 'be' else E.SUBJ[p] + ' ' + e))
    f = first('pres3')
    if f:
        out.add(f"{neg} {f}", E.neg_pres(v, 3)); out.add(f"{neg} {f}", 'he ' + E.neg_pres(v, 3), 0.7)
    for p in (1, 2, 3, 4, 6):
        f = first('pret%d' % p)
        if f and (p != 4 or first('pret4') != first('pres4')):
            e = E.neg_past(v, p)
            out.add(f"{neg} {f}", e if p in (3, 6) else E.SUBJ[p] + ' ' + e)
    f = first('impf3')
    if f:
        out.add(f"{neg} {f}", E.neg_past(v, 3)); out.add(f"{neg} {f}", 'he ' + E.neg_past(v, 3), 0.6)
        if first('impf1') == f: out.add(f"{neg} {f}", 'I ' + E.neg_past(v, 1), 0.8)
    for p in (1, 2, 4, 6):
        f = first('impf%d' % p)
        if f and f != first('impf3'): out.add(f"{neg} {f}", (E.SUBJ[p] + ' ' if p != 6 else '') + E.neg_past(v, p))
    for p in (1, 2, 3, 4, 6):
        f = first('cond%d' % p)
        if f and tier == 1: out.add(f"{neg} {f}", (E.SUBJ[p] + ' ' if p not in (3, 6) else '') + "wouldn't " + v)
    for p, slot in ((1, 'fut1'), (2, 'fut2'), (3, 'fut3'), (4, 'fut4')):
        f = first(slot)
        if f and tier == 1:
            out.add(f"{neg} {f}", (E.SUBJ[p] + ' ' if p != 3 else '') + "won't " + v)
    for slot in ('subj2', 'neg_imp'):
        for f in forms.get(slot, []):
            if f: out.add(f"{neg} {f}", "don't " + v)
    # perfect tenses
    ppf = first('pp')
    if aux and ppf:
        epp = E.pp(v)
        for p, a in aux.items():
            if p == 3:
                out.add(f"{a} {ppf}", 'has ' + epp); out.add(f"{a} {ppf}", 'he has ' + epp, 0.7)
                if tier == 1: out.add(f"{neg} {a} {ppf}", "hasn't " + epp)
            elif p == 6:
                out.add(f"{a} {ppf}", 'have ' + epp); out.add(f"{a} {ppf}", 'they have ' + epp, 0.8)
            else:
                out.add(f"{a} {ppf}", E.SUBJ[p] + ' have ' + epp)
                if p == 2: out.add(f"{a} {ppf}", 'have you ' + epp, 0.8)
                if tier == 1: out.add(f"{neg} {a} {ppf}", E.SUBJ[p] + " haven't " + epp)
