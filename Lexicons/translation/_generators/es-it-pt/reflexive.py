"""Reflexive verbs: pronoun + conjugated form, with the English of the whole (me levanto -> I get up)."""
import en
def add_reflexives(out, F, v, pron, neg, perf=None, enclitic=None):
    """pron: dict person -> clitic; perf: function(person) -> list of xx perfect phrases (e.g. 'mi sono alzato');
    enclitic: list of (xx, english) extra forms (infinitive + pronoun, imperative)."""
    E = en
    def pr(p, kind):
        s = {1: 'I', 2: 'you', 3: '', 4: 'we', 5: 'you', 6: ''}[p]
        if kind == 'pres':
            vv = E.pres(v, p) if p != 3 else E.s3(v)
            return (s + ' ' + vv).strip()
        if kind == 'past':
            return (s + ' ' + E.past(v)).strip()
        if kind == 'fut':
            return {1: "I'll ", 2: "you'll ", 3: 'will ', 4: "we'll ", 5: "you'll ", 6: 'will '}[p] + v
        if kind == 'negpres':
            return (s + ' ' + E.neg_pres(v, p)).strip()
        if kind == 'negpast':
            return (s + " didn't " + v).strip()
    for p in (1, 2, 3, 4, 6):
        c = pron[p]
        for slot, kind in (('pres', 'pres'), ('pret', 'past'), ('fut', 'fut')):
            f = F.get(f'{slot}{p}')
            if not f: continue
            out.add(f"{c} {f[0]}", pr(p, kind))
            if p == 3: out.add(f"{c} {f[0]}", 'he ' + pr(p, kind), 0.7)
            if p == 6 and kind != 'fut': out.add(f"{c} {f[0]}", 'they ' + pr(p, kind), 0.8)
        f = F.get(f'pres{p}')
        if f: out.add(f"{neg} {c} {f[0]}", pr(p, 'negpres'))
        f = F.get(f'pret{p}')
        if f: out.add(f"{neg} {c} {f[0]}", pr(p, 'negpast'))
        f = F.get(f'impf{p}')
        if f and p in (1, 3): out.add(f"{c} {f[0]}", ('I ' if p == 1 else '') + 'used to ' + v, 0.7)
        if perf:
            for x in perf(p):
                out.add(x, pr(p, 'past'))
                out.add(f"{neg} {x}", pr(p, 'negpast'))
    for x, e in (enclitic or []):
        out.add(x, e)
