import sys, en, pt_conj, clitics
from common import Out, parse_table, verb_english, verb_phrases
rows = parse_table(open('pt_verbs.txt').read())
out = Out()
seen = set()
for r in rows:
    inf, engs, flags, ovs, tier = r
    if inf in seen: continue
    seen.add(inf)
    flags = flags.split(); tier = int(tier)
    ov = dict(kv.split('=', 1) for kv in ovs.split(';') if kv)
    suffix = ''
    if ' ' in inf:   # "sentir falta", "jogar fora": conjugate the first word, keep the rest
        inf, suffix = inf.split(' ', 1); suffix = ' ' + suffix
    F = pt_conj.conj(inf, flags, ov)
    if suffix:
        F = {k: [x + suffix for x in vs] for k, vs in F.items()}
    engs = [e.strip() for e in engs.split(',')]
    v = engs[0]
    out.comment(f"{inf}{suffix}: {v}")
    verb_english(out, F, v, 1.0, tier)
    for alt in engs[1:]:
        verb_english(out, F, alt, 0.6, tier)
    verb_phrases(out, F, v, 'não', tier, None)
    ep, epp = en.past(v), en.pp(v)
    out.add(f"nunca {F['pret1'][0]}", f"I've never {epp}"); out.add(f"nunca {F['pret1'][0]}", f"I never {ep}", 0.9)
    out.add(f"eu nunca {F['pret1'][0]}", f"I've never {epp}"); out.add(f"nunca {F['pret3'][0]}", f"never {ep}")
    out.add(f"nunca {F['pres1'][0]}", f"I never {v}"); out.add(f"nunca {F['pres3'][0]}", f"never {en.s3(v)}")
    g = en.ing(v); i0 = F['inf'][0]
    if v != 'be':
        for imp in dict.fromkeys(F['imp2']):
            for art, e in (('o', 'the'), ('a', 'the'), ('os', 'the'), ('as', 'the'), ('um', 'a'), ('uma', 'a'), ('isso', 'this'), ('isto', 'this')):
                out.add(f"{imp} {art}", f"{v} {e}", 0.8)
        if True:
            for d, e in (('parei de', 'I stopped'), ('parou de', 'stopped'), ('pare de', 'stop'), ('para de', 'stop'), ('parar de', 'stop'), ('continuo a', 'I keep'), ('continua a', 'keeps')):
                out.add(f"{d} {i0}", f"{e} {g}")
            out.add(f"continuo {F['ger'][0]}", f"I keep {g}"); out.add(f"continua {F['ger'][0]}", f"keeps {g}")
    out.add(f"sem {i0}", f"without {g}"); out.add(f"antes de {i0}", f"before {g}"); out.add(f"depois de {i0}", f"after {g}"); out.add(f"para {i0}", f"to {v}"); out.add(f"pra {i0}", f"to {v}")
    out.add(f"você {F['pret3'][0]}", f"did you {v}", 0.8); out.add(f"você {F['pres3'][0]}", f"do you {v}", 0.6)
    if clitics.transitive(v) and ' ' not in F['inf'][0]:
        i = F['inf'][0]
        for cl, eo in clitics.P(v, (('me', 'me'), ('te', 'you'), ('nos', 'us'))):
            vv = 'tell' if v == 'say' else v
            out.add(f"{cl} {i}", f"{vv} {eo}", 0.9)
            if eo != 'you':
                out.add(f"pode {cl} {i}", f"can you {vv} {eo}"); out.add(f"você pode {cl} {i}", f"can you {vv} {eo}")
                out.add(f"podes {cl} {i}", f"can you {vv} {eo}"); out.add(f"poderia {cl} {i}", f"could you {vv} {eo}")
            out.add(f"vou {cl} {i}", f"I'm going to {vv} {eo}")
            if eo != 'me': out.add(f"quero {cl} {i}", f"I want to {vv} {eo}")
    p3 = F['pres3'][0]; p6 = F['pres6'][0]
    out.add(f"você {p3}", f"you {v}"); out.add(f"vocês {p6}", f"you {v}"); out.add(f"a gente {p3}", f"we {v}")
    out.add(f"você não {p3}", f"you don't {v}"); out.add(f"você {F['pret3'][0]}", f"you {en.past(v)}")
    out.add(f"{p3}", f"you {v}", 0.4)
    for slot, pro in (('pres1', 'eu'), ('pres2', 'tu'), ('pres3', 'ele'), ('pres3', 'ela'), ('pres4', 'nós'), ('pres6', 'eles'), ('pret1', 'eu'), ('pret3', 'ele'), ('pret3', 'ela')):
        e = {'eu': 'I', 'tu': 'you', 'ele': 'he', 'ela': 'she', 'nós': 'we', 'eles': 'they'}[pro]
        p = int(slot[-1])
        out.add(f"{pro} {F[slot][0]}", en.contract(e, en.pres(v, p)) if slot.startswith('pres') else f"{e} {en.past(v)}")
    for x, e in (('sei', 'I can'), ('sabes', 'can you'), ('sabe', 'can'), ('você sabe', 'can you'), ('não sei', "I can't"), ('não sabe', "can't")):
        out.add(f"{x} {F['inf'][0]}", f"{e} {v}")
    out.add(f"posso {F['inf'][0]}", f"can I {v}", 0.8)
    if tier == 1:
        for x, e in (('quero', 'I want to'), ('você quer', 'do you want to'), ('queres', 'do you want to'), ('posso', 'I can'), ('pode', 'can you'),
                     ('podes', 'can you'), ('tenho que', 'I have to'), ('tenho de', 'I have to'), ('vou', "I'm going to"), ('vamos', "let's"),
                     ('gosto de', 'I like to'), ('não posso', "I can't"), ('preciso', 'I need to'), ('preciso de', 'I need to'), ('vai', 'is going to'),
                     ('você vai', 'are you going to'), ('não quero', "I don't want to"), ('acabei de', 'I just')):
            out.add(f"{x} {F['inf'][0]}", f"{e} {en.past(v) if x == 'acabei de' else v}")
        g = F['ger'][0]; i = F['inf'][0]
        for x, e in (('estou', "I'm"), ('está', 'is'), ('estás', "you're"), ('estamos', "we're"), ('estão', 'are'), ('você está', "you're")):
            out.add(f"{x} {g}", f"{e} {en.ing(v)}"); out.add(f"{x} a {i}", f"{e} {en.ing(v)}", 0.9)
        if clitics.transitive(v):
            objs = [('me', 'me', 1.0), ('te', 'you', 1.0), ('nos', 'us', 1.0), ('lhe', 'him', 0.7), ('o', 'him', 0.6), ('a', 'her', 0.6)]
            clitics.combos(out, F, v, objs, [('pres1', 'pres', 1, 1.0), ('pres3', 'pres', 3, 1.0), ('pret1', 'past', 1, 1.0), ('pret3', 'past', 3, 1.0)], 'não')
            for cl, eo in clitics.P(v, (('o', 'him'), ('a', 'her'), ('te', 'you'), ('lhe', 'him'), ('os', 'them'), ('as', 'them'))):
                out.add(f"eu {cl} {F['pret1'][0]}", f"I {ep} {eo}"); out.add(f"eu {cl} {F['pres1'][0]}", f"I {v} {eo}")
                out.add(f"eu não {cl} {F['pret1'][0]}", f"I didn't {v} {eo}")
            # enclisis (European Portuguese, written Brazilian): "disse-me", "vi-o", "amo-te", "fazê-lo"
            for slot, kind, p in (('pres1', 'pres', 1), ('pres3', 'pres', 3), ('pret1', 'past', 1), ('pret3', 'past', 3), ('imp2', 'imp', 2)):
                f = F[slot][0]
                subj = {1: 'I ', 2: 'you ', 3: ''}[p] if kind != 'imp' else ''
                for cl, eo in clitics.P(v, (('me', 'me'), ('te', 'you'), ('nos', 'us'), ('lhe', 'him'))):
                    if (subj, eo) in (('I ', 'me'), ('you ', 'you')): continue
                    vv = 'tell' if v == 'say' else v
                    ev = en.pres(vv, p) if kind == 'pres' else (en.past(vv) if kind == 'past' else vv)
                    out.add(f"{f}-{cl}", f"{subj}{ev} {eo}")
                if f[-1] in 'rsz': continue
                nasal = f.endswith(('m', 'ão', 'õe'))
                for cl, eo in clitics.P(v, ((('no' if nasal else 'o'), 'it'), (('no' if nasal else 'o'), 'him'), (('na' if nasal else 'a'), 'her'), (('nos' if nasal else 'os'), 'them'))):
                    ev = en.pres(v, p) if kind == 'pres' else (en.past(v) if kind == 'past' else v)
                    out.add(f"{f}-{cl}", f"{subj}{ev} {eo}", 1.0 if eo != 'him' else 0.8)
            # infinitive + clitic: "fazê-lo" (do it), BR "fazer isso"
            i = F['inf'][0]
            if i.endswith(('ar', 'er', 'ir')) and ' ' not in i:
                st = i[:-1]; acc = {'a': 'á', 'e': 'ê', 'i': 'i'}[st[-1]]
                base = st[:-1] + acc
                out.add(f"{base}-lo", f"{v} it"); out.add(f"{base}-la", f"{v} her"); out.add(f"{base}-los", f"{v} them")
            out.add(f"{i} isso", f"{v} it", 0.8)
            pass
        if False:
            for cl, eo in clitics.P(v, (('me', 'me'), ('te', 'you'), ('nos', 'us'))):
                vv = 'tell' if v == 'say' else v
                out.add(f"{cl} {i}", f"{vv} {eo}", 0.9)
                if eo != 'you':
                    out.add(f"pode {cl} {i}", f"can you {vv} {eo}"); out.add(f"você pode {cl} {i}", f"can you {vv} {eo}")
                    out.add(f"podes {cl} {i}", f"can you {vv} {eo}"); out.add(f"poderia {cl} {i}", f"could you {vv} {eo}")
                out.add(f"vou {cl} {i}", f"I'm going to {vv} {eo}"); out.add(f"quero {cl} {i}", f"I want to {vv} {eo}") if eo != 'me' else None
        out.add(f"já {F['pret1'][0]}", f"I already {en.past(v)}"); out.add(f"ainda não {F['pret1'][0]}", f"I haven't {en.pp(v)} yet")
        out.add(f"tenho {F['pp'][0]}", f"I have been {en.ing(v)}", 0.5)

# reflexive verbs
import reflexive
for line in open('refl_lists.txt'):
    if line.startswith('#') or not line.strip(): continue
    l, inf_, v_, fl, ovs_ = [t.strip() for t in line.split('|')]
    if l != 'pt': continue
    ov_ = dict(kv.split('=', 1) for kv in ovs_.split(';') if kv)
    F_ = pt_conj.conj(inf_, fl.split(), ov_)
    out.comment(f"{inf_}-se: {v_} (reflexive)")
    pron = {1: 'me', 2: 'te', 3: 'se', 4: 'nos', 5: 'vos', 6: 'se'}
    encl = [(f"{inf_}-se", 'to ' + v_), (f"se {inf_}", v_)]
    for p, s in ((1, 'I '), (3, ''), (4, 'we '), (6, '')):
        cl = pron[p]; f = F_[f'pres{p}'][0]; g = F_[f'pret{p}'][0]
        f2 = f[:-1] if (p == 4 and f.endswith('s')) else f
        g2 = g[:-1] if (p == 4 and g.endswith('s')) else g
        encl += [(f"{f2}-{cl}", (s + (en.pres(v_, p) if p != 3 else en.s3(v_))).strip()), (f"{g2}-{cl}", (s + en.past(v_)).strip())]
        if p == 3: encl += [(f"ele se {f}", 'he ' + en.s3(v_)), (f"ela se {f}", 'she ' + en.s3(v_)), (f"você se {f}", 'you ' + v_), (f"você se {g}", 'you ' + en.past(v_))]
        if p == 1: encl += [(f"eu me {f}", 'I ' + v_), (f"eu me {g}", 'I ' + en.past(v_))]
    reflexive.add_reflexives(out, F_, v_, pron, 'não', None, encl)
hand = open('pt_hand_verbs.tsv').read()
out.write(sys.argv[1], 'Portuguese verbs (Brazilian and European forms): infinitive, present, preterite, imperfect, future, conditional, subjunctive, imperative, negations, verb phrases')
body = open(sys.argv[1]).read().split('\n', 2)
open(sys.argv[1], 'w').write(body[0] + '\n' + body[1] + '\n# Hand-written irregular verbs and verb phrases first (their translations take precedence)\n' + hand + '\n# Regular paradigms, expanded from a hand-written verb list (infinitive, English meaning, irregular forms)\n' + body[2])
print(len(out.rows))
