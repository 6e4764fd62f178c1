"""Object-pronoun + verb combinations (object pronouns precede the verb in es/it/pt, follow it in English)."""
import en
TRANS = set('''see watch know do make say tell want love need buy call give bring send help find look for understand remember forget ask take write
read open close eat drink use leave put change finish start win lose play sing meet visit invite believe hear listen to show teach explain pay sell
try prefer hate receive break fix kill follow get miss enjoy clean wash cook kiss hug wait for carry wear keep save spend hit thank forgive
look at answer check lend borrow pass bring show teach cut kiss clean'''.replace('look for', 'look_for').replace('listen to', 'listen_to').replace('wait for', 'wait_for').replace('look at', 'look_at').split())
DATIVE = set('give tell send bring show teach explain ask write answer pay sell buy'.split())

def transitive(v):
    return v.replace(' ', '_') in TRANS

def obj_en(v, pron):
    """English verb phrase + object; 'say' becomes 'tell' with a personal object."""
    return pron

def combos(out, F, v, objs, subj_forms, neg, extra=None):
    """objs: list of (xx clitic, english object, weight). subj_forms: list of (slot, english-subject-template, weight)
    where template has {V} for the inflected English verb phrase. Adds 'clitic form' and 'neg clitic form'."""
    E = en
    for slot, kind, p, w0 in subj_forms:
        fs = F.get(slot)
        if not fs: continue
        f = fs[0]
        for cl, eo, w in P(v, objs):
            w = w * 0.9
            if (p, eo) in ((1, 'me'), (2, 'you'), (4, 'us')): continue
            vv = 'tell' if (v == 'say' and eo in ('me', 'you', 'him', 'her', 'us', 'them')) else v
            if kind == 'pres':
                ev = E.pres(vv, p)
                subj = {1: 'I ', 2: 'you ', 3: '', 4: 'we ', 6: ''}[p]
                out.add(f"{cl} {f}", f"{subj}{ev} {eo}", round(w * w0 * (0.9 if p == 1 else 1.0), 2))
                if p == 1: out.add(f"{cl} {f}", f"I'll {vv} {eo}", round(0.7 * w * w0, 2))
                if p == 3: out.add(f"{cl} {f}", f"he {ev} {eo}", round(0.6 * w * w0, 2))
                if neg:
                    nv = E.neg_pres(vv, p)
                    out.add(f"{neg} {cl} {f}", f"{subj}{nv} {eo}", round(w * w0, 2))
            elif kind == 'past':
                ev = E.past(vv)
                subj = {1: 'I ', 2: 'you ', 3: '', 4: 'we ', 6: ''}[p]
                out.add(f"{cl} {f}", f"{subj}{ev} {eo}", round(w * w0, 2))
                if p == 3: out.add(f"{cl} {f}", f"he {ev} {eo}", round(0.6 * w * w0, 2))
                if neg:
                    out.add(f"{neg} {cl} {f}", f"{subj}didn't {vv} {eo}", round(w * w0, 2))
            elif kind == 'fut':
                subj = {1: "I'll ", 2: "you'll ", 3: 'will ', 4: "we'll ", 6: 'will '}[p]
                out.add(f"{cl} {f}", f"{subj}{vv} {eo}", round(w * w0, 2))
            elif kind == 'inf':
                out.add(f"{f}{cl}", f"{vv} {eo}", round(w * w0, 2))

PERSON = set("""see watch know call help love hate kiss hug miss meet visit invite find wait_for look_for look_at listen_to hear understand believe follow
tell ask give send bring show teach write answer thank forgive need want remember forget take leave kill hit push pay lend carry marry bother
surprise protect respect trust convince recognize greet introduce hurt touch accept choose prefer lose cheat deceive say wake meet get""".split())

def P(v, pairs):
    """Keep the object pronouns a verb can take: person objects only for verbs that take people; 'la'/'a' read as 'it' otherwise."""
    if v.replace(' ', '_') in PERSON:
        return pairs
    out = []
    for t in pairs:
        eo = t[1]
        if eo in ('it', 'them'):
            out.append(t)
        elif eo == 'her':
            out.append((t[0], 'it') + tuple(t[2:]))
    seen = set(); res = []
    for t in out:
        if (t[0], t[1]) in seen: continue
        seen.add((t[0], t[1])); res.append(t)
    return res
