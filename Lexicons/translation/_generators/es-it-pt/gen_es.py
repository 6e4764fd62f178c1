import sys, en, es_conj, clitics
from common import Out, parse_table, verb_english, verb_phrases
rows = parse_table(open('es_verbs.txt').read())
out = Out()
PERSONAL_A = set('visit see know call help wait look for invite love hate kiss hug find listen to look at watch take care of miss follow kill understand ask tell meet'.split(' '))
PERSONAL_A = {'visit','see','know','call','help','wait','look for','invite','love','hate','kiss','hug','find','listen to','look at','watch','take care of','miss','follow','kill','understand','ask','tell','meet','want','greet','say hi to'}
AUX = {1: 'he', 2: 'has', 3: 'ha', 4: 'hemos', 6: 'han'}
seen = set()
for r in rows:
    inf, engs, flags, ovs, tier = r
    if inf in seen: continue
    seen.add(inf)
    flags = flags.split(); tier = int(tier)
    ov = dict(kv.split('=', 1) for kv in ovs.split(';') if kv)
    F = es_conj.conj(inf, flags, ov)
    F['neg_imp'] = [F['subj6'][0]]
    engs = [e.strip() for e in engs.split(',')]
    out.comment(f"{inf}: {engs[0]}")
    verb_english(out, F, engs[0], 1.0, tier)
    for alt in engs[1:]:
        verb_english(out, F, alt, 0.6, tier)
    verb_phrases(out, F, engs[0], 'no', tier, AUX)
    # nunca + past / perfect
    ep, epp = en.past(engs[0]), en.pp(engs[0])
    out.add(f"nunca he {F['pp'][0]}", f"I've never {epp}"); out.add(f"nunca ha {F['pp'][0]}", f"has never {epp}")
    out.add(f"nunca hemos {F['pp'][0]}", f"we've never {epp}"); out.add(f"nunca has {F['pp'][0]}", f"you've never {epp}")
    out.add(f"nunca {F['pret1'][0]}", f"I never {ep}"); out.add(f"nunca {F['pret3'][0]}", f"never {ep}")
    out.add(f"nunca {F['pres1'][0]}", f"I never {engs[0]}"); out.add(f"nunca {F['pres3'][0]}", f"never {en.s3(engs[0])}")
    out.add(f"todavía no he {F['pp'][0]}", f"I haven't {epp} yet"); out.add(f"aún no he {F['pp'][0]}", f"I haven't {epp} yet")
    out.add(f"ya he {F['pp'][0]}", f"I've already {epp}"); out.add(f"ya {F['pret1'][0]}", f"I already {ep}")
    v0 = engs[0]
    if v0 != 'be':
        imp = F['imp2'][0]
        for art, e in (('el', 'the'), ('la', 'the'), ('los', 'the'), ('las', 'the'), ('un', 'a'), ('una', 'a'), ('esto', 'this'), ('eso', 'that'), ('tu', 'your'), ('mi', 'my')):
            out.add(f"{imp} {art}", f"{v0} {e}", 0.8)
        if True:
            for d, e in (('dejé de', 'I stopped'), ('dejó de', 'stopped'), ('deja de', 'stop'), ('dejar de', 'stop'), ('he dejado de', "I've stopped"), ('sigo', 'I keep'), ('sigue', 'keeps')):
                out.add(f"{d} {inf if d.startswith(('dej', 'he')) else F['ger'][0]}", f"{e} {en.ing(v0)}")
            out.add(f"volví a {inf}", f"I {en.past(v0)} again", 0.8); out.add(f"vuelve a {inf}", f"{en.s3(v0)} again", 0.7)
    # sin / antes de / después de + infinitive -> English -ing
    g = en.ing(engs[0])
    out.add(f"sin {inf}", f"without {g}"); out.add(f"antes de {inf}", f"before {g}"); out.add(f"después de {inf}", f"after {g}")
    out.add(f"al {inf}", f"when {g}", 0.6); out.add(f"para {inf}", f"to {engs[0]}"); out.add(f"de {inf}", f"{g}", 0.5)
    if clitics.transitive(engs[0]):
        v0 = engs[0]
        for cl, eo in clitics.P(engs[0], (('me', 'me'), ('lo', 'it'), ('la', 'her'), ('nos', 'us'), ('te', 'you'))):
            vv = 'tell' if v0 == 'say' and eo != 'it' else v0
            if eo != 'you':
                out.add(f"{cl} puedes {inf}", f"can you {vv} {eo}"); out.add(f"puedes {inf}{cl}", f"can you {vv} {eo}")
                out.add(f"{cl} podrías {inf}", f"could you {vv} {eo}"); out.add(f"podrías {inf}{cl}", f"could you {vv} {eo}")
            out.add(f"{cl} quiero {inf}", f"I want to {vv} {eo}") if eo != 'me' else None
            out.add(f"quiero {inf}{cl}", f"I want to {vv} {eo}") if eo != 'me' else None
            out.add(f"voy a {inf}{cl}", f"I'm going to {vv} {eo}") if eo != 'me' else None
            out.add(f"{cl} voy a {inf}", f"I'm going to {vv} {eo}") if eo != 'me' else None
    if engs[0] in PERSONAL_A:
        for slot in ('inf', 'pres1', 'pres2', 'pres3', 'pret1', 'pret3', 'fut1', 'ger'):
            for e in [x for x, in [(None,)]]: pass
        for slot, e in (('inf', engs[0]), ('pres1', 'I ' + engs[0]), ('pres2', 'you ' + engs[0]), ('pres3', en.s3(engs[0])),
                        ('pret1', 'I ' + en.past(engs[0])), ('pret3', en.past(engs[0])), ('fut1', 'I will ' + engs[0]), ('ger', en.ing(engs[0]))):
            out.add(f"{F[slot][0]} a", e, 0.9); out.add(f"{F[slot][0]} al", e + ' the', 0.9); out.add(f"{F[slot][0]} a la", e + ' the', 0.9)
            out.add(f"{F[slot][0]} a mi", e + ' my', 0.9); out.add(f"{F[slot][0]} a mis", e + ' my', 0.9); out.add(f"{F[slot][0]} a su", e + ' his', 0.8)
            out.add(f"{F[slot][0]} a tu", e + ' your', 0.9); out.add(f"{F[slot][0]} a sus", e + ' his', 0.8)
    # pronoun + verb
    for slot, pro in (('pres1', 'yo'), ('pres2', 'tú'), ('pres3', 'él'), ('pres3', 'ella'), ('pres4', 'nosotros'), ('pres6', 'ellos')):
        e = {'yo': 'I', 'tú': 'you', 'él': 'he', 'ella': 'she', 'nosotros': 'we', 'ellos': 'they'}[pro]
        p = int(slot[-1])
        out.add(f"{pro} {F[slot][0]}", en.contract(e, en.pres(engs[0], p)))
    for x, e in (('sé', 'I can'), ('sabes', 'can you'), ('sabe', 'can'), ('no sé', "I can't"), ('no sabe', "can't"), ('no sabes', "you can't")):
        out.add(f"{x} {inf}", f"{e} {engs[0]}")
    out.add(f"puedo {inf}", f"can I {engs[0]}", 0.8)
    if tier == 1:
        v = engs[0]
        i = inf
        for x, e in (('quiero', 'I want to'), ('quieres', 'do you want to'), ('puedo', 'I can'), ('puedes', 'can you'), ('tengo que', 'I have to'),
                     ('voy a', "I'm going to"), ('vamos a', "let's"), ('hay que', 'we have to'), ('me gusta', 'I like to'), ('no puedo', "I can't"),
                     ('necesito', 'I need to'), ('vas a', 'are you going to'), ('va a', 'is going to'), ('acabo de', 'I just')):
            if x == 'acabo de':
                out.add(f"{x} {i}", f"{e} {en.past(v)}")
            else:
                out.add(f"{x} {i}", f"{e} {v}")
        if clitics.transitive(v):
            objs = [('me', 'me', 1.0), ('te', 'you', 1.0), ('lo', 'it', 1.0), ('lo', 'him', 0.8), ('la', 'her', 1.0), ('la', 'it', 0.9),
                    ('le', 'him', 0.9), ('le', 'her', 0.8), ('nos', 'us', 1.0), ('los', 'them', 1.0), ('las', 'them', 1.0), ('les', 'them', 0.9)]
            clitics.combos(out, F, v, objs, [('pres1', 'pres', 1, 1.0), ('pres2', 'pres', 2, 1.0), ('pres3', 'pres', 3, 1.0),
                                             ('pret1', 'past', 1, 1.0), ('pret2', 'past', 2, 0.9), ('pret3', 'past', 3, 1.0), ('fut1', 'fut', 1, 0.9)], 'no')
            # enclitic infinitive / imperative: "hacerlo" -> "do it", "dímelo"
            for cl, eo in clitics.P(engs[0], (('lo', 'it'), ('la', 'her'), ('me', 'me'), ('te', 'you'), ('nos', 'us'), ('los', 'them'))):
                out.add(f"{inf}{cl}", f"{'tell' if v == 'say' and eo != 'it' else v} {eo}")
            out.add(f"he {F['pp'][0]}", f"I have {en.pp(v)}")
            for cl, eo in clitics.P(engs[0], (('lo', 'it'), ('la', 'her'), ('te', 'you'), ('me', 'me'), ('le', 'him'))):
                out.add(f"{cl} he {F['pp'][0]}", f"I have {en.pp(v)} {eo}")
                out.add(f"{cl} ha {F['pp'][0]}", f"has {en.pp(v)} {eo}")
        out.add(f"estoy {F['ger'][0]}", f"I'm {en.ing(v)}"); out.add(f"estás {F['ger'][0]}", f"you're {en.ing(v)}")
        out.add(f"está {F['ger'][0]}", f"is {en.ing(v)}"); out.add(f"estamos {F['ger'][0]}", f"we're {en.ing(v)}")
        out.add(f"están {F['ger'][0]}", f"are {en.ing(v)}")

# reflexive verbs
import reflexive
for line in open('refl_lists.txt'):
    if line.startswith('#') or not line.strip(): continue
    l, inf_, v_, fl, ovs_ = [t.strip() for t in line.split('|')]
    if l != 'es': continue
    extra = ''
    if ' ' in inf_: inf_, extra = inf_.split(' ', 1); extra = ' ' + extra
    ov_ = dict(kv.split('=', 1) for kv in ovs_.split(';') if kv)
    F_ = es_conj.conj(inf_, fl.split(), ov_)
    if extra: F_ = {k: [x + extra for x in xs] for k, xs in F_.items()}
    out.comment(f"{inf_}se{extra}: {v_} (reflexive)")
    pron = {1: 'me', 2: 'te', 3: 'se', 4: 'nos', 5: 'os', 6: 'se'}
    perf = lambda p, F_=F_: [f"{pron[p]} {a} {F_['pp'][0]}" for a in ({1: ['he'], 2: ['has'], 3: ['ha'], 4: ['hemos'], 6: ['han']}.get(p, []))]
    encl = [(f"{inf_}se{extra}", 'to ' + v_), (f"{F_['ger'][0].replace(extra, '')}se{extra}", en.ing(v_))]
    reflexive.add_reflexives(out, F_, v_, pron, 'no', perf, encl)
hand=open('es_hand_verbs.tsv').read()
import common
with open(sys.argv[1]+'.tmp','w') as f: pass
out.write(sys.argv[1], 'Spanish verbs: infinitive, present, preterite, imperfect, future, conditional, subjunctive, imperative, negations, perfect, common verb phrases')
print(len(out.rows))

body=open(sys.argv[1]).read().split('\n',2)
open(sys.argv[1],'w').write(body[0]+'\n'+body[1]+'\n# Hand-written irregular verbs and verb phrases first (their translations take precedence)\n'+hand+'\n# Regular paradigms, expanded from a hand-written verb list (infinitive, English meaning, stem-change class)\n'+body[2])
import os; os.remove(sys.argv[1]+'.tmp')
