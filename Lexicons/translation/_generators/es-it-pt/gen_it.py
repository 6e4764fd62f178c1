import sys, en, it_conj, clitics
from common import Out, parse_table, verb_english, verb_phrases
rows = parse_table(open('it_verbs.txt').read())
out = Out()
AV = ['ho', 'hai', 'ha', 'abbiamo', 'avete', 'hanno']
ES = ['sono', 'sei', 'è', 'siamo', 'siete', 'sono']
seen = set()
for r in rows:
    inf, engs, flags, ovs, tier = r
    if inf in seen: continue
    seen.add(inf)
    flags = flags.split(); tier = int(tier)
    ov = dict(kv.split('=', 1) for kv in ovs.split(';') if kv)
    F = it_conj.conj(inf, flags, ov)
    engs = [e.strip() for e in engs.split(',')]
    v = engs[0]
    out.comment(f"{inf}: {v}")
    verb_english(out, F, v, 1.0, tier)
    for alt in engs[1:]:
        verb_english(out, F, alt, 0.6, tier)
    verb_phrases(out, F, v, 'non', tier, None)
    # passato prossimo: simple past first, present perfect second
    pp = F['pp'][0]
    if 'E' in flags:
        b = pp[:-1]
        combos = [(1, 'sono', [b + 'o', b + 'a']), (2, 'sei', [b + 'o', b + 'a']), (3, 'è', [b + 'o', b + 'a']),
                  (4, 'siamo', [b + 'i', b + 'e']), (5, 'siete', [b + 'i', b + 'e']), (6, 'sono', [b + 'i', b + 'e'])]
    else:
        combos = [(p + 1, AV[p], [pp]) for p in range(6)]
    ep, epp = en.past(v), en.pp(v)
    for p, a, pps in combos:
        for x in pps:
            if p == 3:
                out.add(f"{a} {x}", ep); out.add(f"{a} {x}", 'he ' + ep, 0.7); out.add(f"{a} {x}", 'has ' + epp, 0.5)
                out.add(f"non {a} {x}", "didn't " + v); out.add(f"non {a} {x}", "hasn't " + epp, 0.5)
            elif p == 6:
                out.add(f"{a} {x}", ep); out.add(f"{a} {x}", 'they ' + ep, 0.8); out.add(f"{a} {x}", 'have ' + epp, 0.5)
                out.add(f"non {a} {x}", "didn't " + v)
            else:
                s = en.SUBJ[p]
                w = 0.6 if p == 5 else 1.0
                out.add(f"{a} {x}", f"{s} {ep}", w); out.add(f"{a} {x}", f"{s} have {epp}", 0.6 * w)
                out.add(f"non {a} {x}", f"{s} didn't {v}", w)
                if p == 2: out.add(f"{a} {x}", f"did you {v}", 0.8)
                if tier == 1: out.add(f"non {a} ancora {x}", f"{s} haven't {epp} yet", w)
    ep0, epp0 = en.past(v), en.pp(v)
    for p, a, pps in combos:
        x = pps[0]; s0 = {1: 'I', 2: 'you', 3: 'he', 4: 'we', 5: 'you', 6: 'they'}[p]
        if p in (1, 2, 4):
            out.add(f"non {a} mai {x}", f"{s0}'ve never {epp0}"); out.add(f"non {a} mai {x}", f"{s0} never {ep0}", 0.8)
            out.add(f"{a} già {x}", f"{s0}'ve already {epp0}")
        elif p == 3:
            out.add(f"non {a} mai {x}", f"has never {epp0}"); out.add(f"non {a} mai {x}", f"never {ep0}", 0.8)
    out.add(f"non {F['pres1'][0]} mai", f"I never {v}"); out.add(f"non {F['pres3'][0]} mai", f"never {en.s3(v)}")
    if v != 'be':
        imp = F['imp2'][0]
        for art, e in (('il', 'the'), ('la', 'the'), ('lo', 'the'), ('i', 'the'), ('le', 'the'), ("l'", 'the'), ('un', 'a'), ('una', 'a'), ('questo', 'this'), ('la tua', 'your'), ('il tuo', 'your')):
            out.add(f"{imp} {art}", f"{v} {e}", 0.8)
        if True:
            for d, e in (('ho smesso di', 'I stopped'), ('ha smesso di', 'stopped'), ('smetti di', 'stop'), ('smettere di', 'stop'), ('continuo a', 'I keep'), ('continua a', 'keeps')):
                out.add(f"{d} {inf}", f"{e} {en.ing(v)}")
    g = en.ing(v)
    out.add(f"senza {inf}", f"without {g}"); out.add(f"prima di {inf}", f"before {g}"); out.add(f"per {inf}", f"to {v}")
    if 'E' in flags: out.add(f"dopo essere {pp}", f"after {g}")
    else: out.add(f"dopo aver {pp}", f"after {g}"); out.add(f"dopo avere {pp}", f"after {g}")
    if clitics.transitive(v):
        for cl, eo in clitics.P(v, (('mi', 'me'), ('lo', 'it'), ('la', 'her'), ('ci', 'us'), ('ti', 'you'))):
            vv = 'tell' if v == 'say' and eo != 'it' else v
            stem = inf[:-1]
            if eo != 'you':
                out.add(f"{cl} puoi {inf}", f"can you {vv} {eo}"); out.add(f"puoi {stem}{cl}", f"can you {vv} {eo}")
                out.add(f"{cl} potresti {inf}", f"could you {vv} {eo}"); out.add(f"potresti {stem}{cl}", f"could you {vv} {eo}")
            if eo != 'me':
                out.add(f"voglio {stem}{cl}", f"I want to {vv} {eo}"); out.add(f"{cl} voglio {inf}", f"I want to {vv} {eo}")
    for slot, pro in (('pres1', 'io'), ('pres2', 'tu'), ('pres3', 'lui'), ('pres3', 'lei'), ('pres4', 'noi'), ('pres6', 'loro')):
        e = {'io': 'I', 'tu': 'you', 'lui': 'he', 'lei': 'she', 'noi': 'we', 'loro': 'they'}[pro]
        out.add(f"{pro} {F[slot][0]}", en.contract(e, en.pres(v, int(slot[-1]))))
    for x, e in (('so', 'I can'), ('sai', 'can you'), ('sa', 'can'), ('non so', "I can't"), ('non sa', "can't"), ('non sai', "you can't")):
        out.add(f"{x} {inf}", f"{e} {v}")
    out.add(f"posso {inf}", f"can I {v}", 0.8)
    if tier == 1:
        for x, e in (('voglio', 'I want to'), ('vuoi', 'do you want to'), ('posso', 'I can'), ('puoi', 'can you'), ('devo', 'I have to'),
                     ('dobbiamo', 'we have to'), ('mi piace', 'I like to'), ('non posso', "I can't"), ('ho bisogno di', 'I need to'),
                     ('vado a', "I'm going to"), ('andiamo a', "let's go"), ('sto per', "I'm about to"), ('vorrei', "I'd like to"), ('non voglio', "I don't want to")):
            out.add(f"{x} {inf}", f"{e} {v}")
        g = F['ger'][0]
        for x, e in (('sto', "I'm"), ('stai', "you're"), ('sta', 'is'), ('stiamo', "we're"), ('stanno', 'are')):
            out.add(f"{x} {g}", f"{e} {en.ing(v)}")
        if clitics.transitive(v) and 'E' not in flags:
            objs = [('mi', 'me', 1.0), ('ti', 'you', 1.0), ('lo', 'it', 1.0), ('lo', 'him', 0.8), ('la', 'her', 1.0), ('la', 'it', 0.9),
                    ('ci', 'us', 1.0), ('gli', 'him', 0.9), ('le', 'her', 0.8), ('li', 'them', 1.0), ('le', 'them', 0.6)]
            vowel = lambda x: x[0] in 'aeiouhàèéìòù'
            Fv = {k: x for k, x in F.items()}
            clitics.combos(out, F, v, [o for o in objs], [('pres1', 'pres', 1, 1.0), ('pres2', 'pres', 2, 1.0), ('pres3', 'pres', 3, 1.0),
                                                         ('fut1', 'fut', 1, 0.9)], 'non')
            for slot, p in (('pres1', 1), ('pres2', 2), ('pres3', 3)):
                f = F[slot][0]
                if vowel(f):
                    subj = {1: 'I ', 2: 'you ', 3: ''}[p]
                    out.add(f"l'{f}", f"{subj}{en.pres(v, p)} it")
                    if clitics.P(v, [('l', 'him')]): out.add(f"l'{f}", f"{subj}{en.pres(v, p)} him", 0.8)
            # passato prossimo with clitics: "l'ho visto" -> "I saw it", "mi ha detto" -> "told me"
            ep = en.past(v); vv = lambda eo: 'told' if v == 'say' and eo != 'it' else ep
            b = pp[:-1]
            for aux, subj in (('ho', 'I '), ('hai', 'you '), ('ha', ''), ('abbiamo', 'we '), ('hanno', '')):
                out.add(f"l'{aux} {pp}", f"{subj}{ep} it")
                if clitics.P(v, [('l', 'him')]): out.add(f"l'{aux} {pp}", f"{subj}{ep} him", 0.8); out.add(f"l'{aux} {b}a", f"{subj}{ep} her")
                out.add(f"l'{aux} {b}a", f"{subj}{ep} it", 0.8)
                out.add(f"li {aux} {b}i", f"{subj}{ep} them")
                out.add(f"non l'{aux} {pp}", f"{subj}didn't {v} it")
                for cl, eo in clitics.P(v, (('mi', 'me'), ('ti', 'you'), ('ci', 'us'), ('gli', 'him'), ('le', 'her'))):
                    out.add(f"{cl} {aux} {pp}", f"{subj}{vv(eo)} {eo}")
                    out.add(f"non {cl} {aux} {pp}", f"{subj}didn't {'tell' if v == 'say' else v} {eo}")
            for cl, eo in clitics.P(v, (('lo', 'it'), ('la', 'her'), ('mi', 'me'), ('ti', 'you'), ('ci', 'us'), ('li', 'them'))):
                out.add(f"{inf[:-1]}{cl}", f"{'tell' if v == 'say' and eo != 'it' else v} {eo}")
        a = 'sono' if 'E' in flags else 'ho'
        out.add(f"{a} appena {pp}", f"I just {ep}")

# reflexive verbs
import reflexive
for line in open('refl_lists.txt'):
    if line.startswith('#') or not line.strip(): continue
    l, inf_, v_, fl, ovs_ = [t.strip() for t in line.split('|')]
    if l != 'it': continue
    extra = ''
    if ' ' in inf_: inf_, extra = inf_.split(' ', 1); extra = ' ' + extra
    ov_ = dict(kv.split('=', 1) for kv in ovs_.split(';') if kv)
    F_ = it_conj.conj(inf_, fl.split(), ov_)
    if extra: F_ = {k: [x + extra for x in xs] for k, xs in F_.items()}
    out.comment(f"{inf_[:-1]}si{extra}: {v_} (reflexive)")
    pron = {1: 'mi', 2: 'ti', 3: 'si', 4: 'ci', 5: 'vi', 6: 'si'}
    b = F_['pp'][0].replace(extra, '')[:-1]
    aux = {1: 'sono', 2: 'sei', 3: 'è', 4: 'siamo', 6: 'sono'}
    def perf(p, b=b, extra=extra):
        if p not in aux: return []
        ends = ['o', 'a'] if p in (1, 2, 3) else ['i', 'e']
        cl = pron[p] if not (pron[p] == 'si' and aux[p] == 'è') else 'si'
        return [f"{pron[p]} {aux[p]} {b}{e}{extra}" for e in ends]
    encl = [(f"{inf_[:-1]}si{extra}", 'to ' + v_)]
    reflexive.add_reflexives(out, F_, v_, pron, 'non', perf, encl)
hand = open('it_hand_verbs.tsv').read()
out.write(sys.argv[1], 'Italian verbs: infinitive, present, passato prossimo, passato remoto, imperfect, future, conditional, subjunctive, imperative, negations, verb phrases')
body = open(sys.argv[1]).read().split('\n', 2)
open(sys.argv[1], 'w').write(body[0] + '\n' + body[1] + '\n# Hand-written irregular verbs and verb phrases first (their translations take precedence)\n' + hand + '\n# Regular paradigms, expanded from a hand-written verb list (infinitive, English meaning, conjugation class)\n' + body[2])
print(len(out.rows))
