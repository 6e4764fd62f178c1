import os
KIT = os.path.dirname(os.path.abspath(__file__))
LANG = os.path.basename(os.path.dirname(KIT))
"""Expand hand-written French principal parts (fr_verbs.txt) into verbs.tsv paradigm entries."""
import sys
sys.path.insert(0, KIT)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(KIT)), '_generators', 'fr-de-nl'))
from en_verbs import EN
VOW = tuple('aeiouéèêâîôûh')
SUBJ = [('je', 'I'), ('tu', 'you'), ('il', 'he'), ('elle', 'she'), ('on', 'we'), ('nous', 'we'), ('vous', 'you'), ('ils', 'they'), ('elles', 'they')]
PIDX = [0, 1, 2, 2, 2, 3, 4, 5, 5]
REFL = ['me', 'te', 'se', 'se', 'se', 'nous', 'vous', 'se', 'se']
AVOIR = ['ai', 'as', 'a', 'a', 'a', 'avons', 'avez', 'ont', 'ont']
ETRE = ['suis', 'es', 'est', 'est', 'est', 'sommes', 'êtes', 'sont', 'sont']
IMPF = ['ais', 'ais', 'ait', 'ait', 'ait', 'ions', 'iez', 'aient', 'aient']
FUT = ['ai', 'as', 'a', 'a', 'a', 'ons', 'ez', 'ont', 'ont']
def third(s): return s in ('he', 'she')
def wasw(s): return 'was' if s in ('I', 'he', 'she') else 'were'
def el(word, nxt):
    if word in ('je', 'me', 'te', 'se', 'ne') and nxt.startswith(VOW):
        return word[0] + "'" + nxt
    return word + ' ' + nxt
out = []
def add(fr, en, w=None):
    out.append(fr + '\t' + en + ('' if w is None else '\t' + str(w)))
def agree(pp, fs):
    pl = pp if pp.endswith('s') else pp + 's'
    return {'elle': pp + 'e', 'nous': pl, 'vous': pl, 'ils': pl, 'elles': pp + 'es'}.get(fs, pp)
TRANS = set('aider voir appeler attendre aimer adorer détester connaître comprendre entendre écouter regarder chercher trouver dire demander envoyer montrer expliquer rencontrer inviter remercier pardonner embrasser suivre croire rappeler prendre faire acheter oublier perdre garder laisser tuer payer donner apporter présenter écrire répondre raconter prêter offrir sauver protéger reconnaître battre préférer toucher tenir réveiller emmener amener'.split())
IND = set('dire demander envoyer montrer expliquer donner apporter écrire répondre raconter prêter offrir téléphoner'.split())
DIR = set('demander envoyer montrer expliquer donner apporter écrire raconter prêter offrir'.split())
INTR = set('marcher courir nager dormir pleurer rire sourire danser voyager sembler exister durer travailler habiter vivre jouer chanter crier fumer mentir tousser rougir vieillir grossir maigrir briller skier pêcher bavarder discuter agir galérer bosser'.split())
NONREFL = {l.split('|')[0] for l in open(KIT + '/fr_verbs.txt', encoding='utf-8') if '|' in l and not l.startswith('#') and 'r' not in l.strip().split('|')[-1]}
seen = set()
for line in open(KIT + '/fr_verbs.txt', encoding='utf-8'):
    line = line.strip()
    if not line or line.startswith('#'): continue
    inf, key, pres, pp, aux, impf, fut, flags = line.split('|')
    if inf in seen: continue
    seen.add(inf)
    base, s3, past, ppe, ing = EN[key]
    p = pres.split(','); assert len(p) == 6, inf
    refl = 'r' in flags; stative = 's' in flags
    core = inf[3:] if inf.startswith('se ') else (inf[2:] if inf.startswith("s'") else inf)
    if impf == '-': impf = p[3][:-3]
    if fut == '-': fut = core[:-1] if core.endswith('re') else core
    skip12 = inf == 'suivre'   # "je suis" belongs to être
    out.append('# ' + inf)
    add(inf, base)
    imp2 = p[1][:-1] if (core.endswith('er') and p[1].endswith('es')) else p[1]
    def impf_en(s): return f'{s} {past}' if stative else f'{s} {wasw(s)} {ing}'
    if not refl:
        for i in (0, 1, 2, 3, 4, 5, 6, 7):
            fs, es = SUBJ[i]
            if skip12 and i < 2: continue
            add(el(fs, p[PIDX[i]]), es + ' ' + (s3 if third(es) else base))
        # bare present / imperative
        add(p[2], s3)
        if not skip12:
            if p[0] != p[2]: add(p[0], base)
            if p[1] != p[2]: add(p[1], base)
            if imp2 != p[2] and imp2 != p[1]: add(imp2, base)
        add(p[3], base); add(p[3], "let's " + base, 0.5); add(p[4], base); add(p[5], base)
        # negation
        if not skip12:
            add(el('je', el('ne', p[0])) + ' pas', "I don't " + base)
            add(el('je', p[0]) + ' pas', "I don't " + base, 0.8)
            add(el('ne', p[1]) + ' pas', "don't " + base) if p[1] != p[2] else None
        add(el('on', el('ne', p[2])) + ' pas', "we don't " + base)
        add(el('ne', p[2]) + ' pas', "doesn't " + base)
        add(el('ne', p[2]) + ' pas', "don't " + base, 0.5)
        for f in (p[3], p[4], p[5]): add(el('ne', f) + ' pas', "don't " + base)
        # past participle and passé composé
        add(pp, ppe)
        if aux == 'a':
            add("j'ai " + pp, 'I ' + past)
            for a in ('a', 'as', 'avons', 'avez', 'ont'): add(a + ' ' + pp, past)
            add("je n'ai pas " + pp, "I didn't " + base)
            for a in ('a', 'as', 'avons', 'avez', 'ont'): add("n'" + a + ' pas ' + pp, "didn't " + base)
        else:
            pl = pp if pp.endswith('s') else pp + 's'
            add(pp + 'e', ppe, 0.8); add(pl, ppe, 0.8)
            add(el('je', 'suis') + ' ' + pp, 'I ' + past); add('je suis ' + pp + 'e', 'I ' + past)
            for a, f in (('est', pp), ('est', pp + 'e'), ('es', pp), ('es', pp + 'e'), ('sommes', pl), ('êtes', pl), ('sont', pl), ('sont', pp + 'es')):
                add(a + ' ' + f, past)
            add('je ne suis pas ' + pp, "I didn't " + base)
            add("n'est pas " + pp, "didn't " + base); add("n'est pas " + pp + 'e', "didn't " + base); add('ne sont pas ' + pl, "didn't " + base)
        # pronoun + passé composé (all persons) and questions
        for i in (1, 2, 3, 4, 5, 6, 7, 8):
            fs, es = SUBJ[i]
            if aux == 'a':
                add(fs + ' ' + AVOIR[i] + ' ' + pp, es + ' ' + past)
            else:
                add(fs + ' ' + ETRE[i] + ' ' + agree(pp, fs), es + ' ' + past)
        if aux == 'a':
            add('est-ce que tu as ' + pp, 'did you ' + base); add('as-tu ' + pp, 'did you ' + base)
            add('avez-vous ' + pp, 'did you ' + base); add('est-ce que vous avez ' + pp, 'did you ' + base)
            add("tu n'as pas " + pp, "you didn't " + base); add("il n'a pas " + pp, "he didn't " + base)
            add("on n'a pas " + pp, "we didn't " + base); add("j'ai pas " + pp, "I didn't " + base, 0.8)
        else:
            add('est-ce que tu es ' + pp, 'did you ' + base); add('es-tu ' + pp, 'did you ' + base)
        # subjunctive (je/tu/il forms from the 3pl stem)
        if p[5].endswith('ent'):
            sj = p[5][:-3] + 'e'
            if sj not in (p[0], p[2]):
                add(sj, base); add(sj + 's', base)
                add('que je ' + sj if not sj.startswith(VOW) else "que j'" + sj, 'that I ' + base, 0.8)
        # object clitics before infinitive and present
        if inf in TRANS:
            for cl, eo in (('me', 'me'), ('te', 'you'), ('le', 'it'), ('la', 'her'), ('les', 'them'), ('nous', 'us'), ('vous', 'you'), ('lui', 'him')):
                if cl == 'lui' and inf not in IND: continue
                if cl in ('le', 'la', 'les') and inf in IND and inf not in DIR: continue
                add(el(cl, inf) if cl in ('me', 'te') else (("l'" + inf) if cl in ('le', 'la') and inf.startswith(VOW) else cl + ' ' + inf), base + ' ' + eo)
            for subj, cl, es, eo, form in (('je', 'te', 'I', 'you', p[0]), ('je', 'vous', 'I', 'you', p[0]), ('je', 'le', 'I', 'it', p[0]),
                                           ('je', 'la', 'I', 'her', p[0]), ('je', 'les', 'I', 'them', p[0]), ('tu', 'me', 'you', 'me', p[1]),
                                           ('il', 'me', 'he', 'me', p[2]), ('elle', 'me', 'she', 'me', p[2]), ('vous', 'me', 'you', 'me', p[4])):
                if cl in ('le', 'la', 'les') and inf in IND and inf not in DIR: continue
                c = ("l'" + form) if cl in ('le', 'la') and form.startswith(VOW) else el(cl, form) if cl in ('me', 'te') else cl + ' ' + form
                add(subj + ' ' + c if subj != 'je' or not c.startswith(VOW) else "j'" + c, es + ' ' + (s3 if third(es) else base) + ' ' + eo)
            if aux == 'a':
                add("je t'ai " + pp, 'I ' + past + ' you'); add("je l'ai " + pp, 'I ' + past + ' it')
                add("il m'a " + pp, 'he ' + past + ' me'); add("elle m'a " + pp, 'she ' + past + ' me'); add("tu m'as " + pp, 'you ' + past + ' me')
                add("m'a " + pp, past + ' me'); add("l'a " + pp, past + ' it'); add("les a " + pp, past + ' them')
        # aller / vouloir + infinitive, rien / jamais with passé composé
        for a_, e_ in (('il faut', 'you have to'), ('faut', 'have to'), ("je n'arrive pas à", "I can't"), ("n'arrive pas à", "can't"), ("j'arrive pas à", "I can't"),
                       ('je sais', 'I can'), ('tu sais', 'can you'), ('sait', 'can'), ('je ne sais pas', "I can't"),
                       ('je vais', "I'm going to"), ('tu vas', "you're going to"), ('il va', "he's going to"), ('elle va', "she's going to"),
                       ('on va', "we're going to"), ('nous allons', "we're going to"), ('vous allez', "you're going to"), ('ils vont', "they're going to"),
                       ('va', 'is going to'), ('vont', 'are going to'),
                       ('je veux', 'I want to'), ('tu veux', 'you want to'), ('il veut', 'he wants to'), ('elle veut', 'she wants to'),
                       ('on veut', 'we want to'), ('nous voulons', 'we want to'), ('vous voulez', 'you want to'), ('ils veulent', 'they want to'),
                       ('veut', 'wants to'), ('je voudrais', "I'd like to"), ("j'aimerais", "I'd like to"), ('je ne veux pas', "I don't want to"),
                       ('ne veut pas', "doesn't want to"), ('je ne vais pas', "I'm not going to"), ("j'aime", 'I like to'),
                       ('tu veux', 'do you want to'),
                       ('je viens de', 'I just'), ('vient de', 'just'), ('viens de', 'just')):
            verbx = base if not a_.endswith(' de') else past
            obj = inf if not (a_.endswith(' de') and inf.startswith(VOW)) else None
            if a_.endswith(' de'):
                add((a_[:-3] + " d'" + inf) if inf.startswith(VOW) else (a_ + ' ' + inf), e_ + ' ' + past, 0.9)
            else:
                add(a_ + ' ' + inf, e_ + ' ' + base, 0.9 if e_.startswith('do you') else None)
        if aux == 'a':
            add("je n'ai rien " + pp, "I didn't " + base + ' anything'); add("n'a rien " + pp, "didn't " + base + ' anything')
            add("je n'ai jamais " + pp, "I've never " + ppe); add("n'a jamais " + pp, 'has never ' + ppe); add("j'ai jamais " + pp, "I've never " + ppe, 0.8)
            add("tu n'as jamais " + pp, "you've never " + ppe); add("n'ont jamais " + pp, 'have never ' + ppe)
            if inf in TRANS:
                add("je ne t'ai pas " + pp, "I didn't " + base + ' you'); add("je ne l'ai pas " + pp, "I didn't " + base + ' it')
                add("tu ne m'as pas " + pp, "you didn't " + base + ' me'); add("il ne m'a pas " + pp, "he didn't " + base + ' me')
        # ne ... plus / ne ... jamais / ne ... que
        if not skip12:
            add(el('je', el('ne', p[0])) + ' plus', "I don't " + base + ' anymore'); add(el('je', el('ne', p[0])) + ' jamais', 'I never ' + base)
            add(el('je', p[0]) + ' plus', "I don't " + base + ' anymore', 0.7); add(el('je', p[0]) + ' jamais', 'I never ' + base, 0.7)
        add(el('ne', p[2]) + ' pas de', "doesn't " + base + ' any', 0.9); add(el('ne', p[5]) + ' pas de', "don't " + base + ' any', 0.9)
        if not skip12: add(el('je', el('ne', p[0])) + ' pas de', "I don't " + base + ' any', 0.9)
        add(el('ne', p[2]) + ' plus', "doesn't " + base + ' anymore'); add(el('ne', p[2]) + ' jamais', 'never ' + s3)
        add(el('ne', p[5]) + ' plus', "don't " + base + ' anymore'); add(el('ne', p[5]) + ' jamais', 'never ' + base)
        add(el('ne', p[4]) + ' jamais', 'never ' + base); add(el('ne', p[3]) + ' jamais', 'never ' + base)
        add(el('on', el('ne', p[2])) + ' jamais', 'we never ' + base)
        # de / à + infinitive, aimer + infinitive, wh-questions
        add('de ' + inf if not inf.startswith(VOW) else "d'" + inf, 'to ' + base); add('à ' + inf, 'to ' + base)
        for a_, e_ in (('aime', 'likes to'), ('aiment', 'like to'), ('aimes', 'like to'), ('adore', 'loves to'), ('préfère', 'prefers to')):
            add(a_ + ' ' + inf, e_ + ' ' + base, 0.9)
        if not skip12:
            add("qu'est-ce que tu " + p[1], 'what do you ' + base); add('tu ' + p[1] + ' quoi', 'what do you ' + base)
        add("qu'est-ce qu'il " + p[2], 'what does he ' + base); add("qu'est-ce qu'elle " + p[2], 'what does she ' + base)
        add("qu'est-ce que vous " + p[4], 'what do you ' + base)
        add('où est-ce que tu ' + p[1], 'where do you ' + base) if not skip12 else None
        if aux == 'a':
            add("qu'est-ce que tu as " + pp, 'what did you ' + base); add("qu'est-ce qu'il a " + pp, 'what did he ' + base)
            add("qu'est-ce qu'elle a " + pp, 'what did she ' + base); add("qu'est-ce que vous avez " + pp, 'what did you ' + base)
            add("qu'est-ce qu'on a " + pp, 'what did we ' + base); add('tu as ' + pp + ' quoi', 'what did you ' + base)
            add("je ne l'ai jamais " + pp, "I've never " + ppe + ' it'); add("je ne l'ai pas " + pp, "I didn't " + base + ' it')
            add("tu l'as " + pp, 'you ' + past + ' it'); add("est-ce que tu l'as " + pp, 'did you ' + base + ' it'); add("l'as-tu " + pp, 'did you ' + base + ' it')
            add("on l'a " + pp, 'we ' + past + ' it'); add("il l'a " + pp, 'he ' + past + ' it'); add("elle l'a " + pp, 'she ' + past + ' it')
            add("je ne l'ai pas " + pp, "I didn't " + base + ' it')
            add("je l'ai " + pp + 'e', 'I ' + past + ' her'); add("je l'ai " + pp + 's' if not pp.endswith('s') else "je les ai " + pp, 'I ' + past + ' them')
            add("je les ai " + pp, 'I ' + past + ' them'); add("l'a " + pp + 'e', past + ' her'); add("l'ai " + pp, 'have ' + ppe + ' it', 0.8)
        for cl, eo in (('me', 'me'), ('te', 'you'), ('le', 'it'), ('la', 'her'), ('les', 'them')):
            if aux == 'e' or stative or inf in INTR: break
            add(el(cl, inf) if cl in ('me', 'te') else (("l'" + inf) if cl in ('le', 'la') and inf.startswith(VOW) else cl + ' ' + inf), base + ' ' + eo, 0.9)
        # imperative + object pronoun written with a hyphen (kept as one token by the tokenizer)
        if inf in TRANS or inf in ('laisser', 'excuser', 'pardonner', 'suivre', 'attendre', 'écouter', 'regarder', 'appeler', 'rappeler', 'aider'):
            for o, eo in (('moi', 'me'), ('le', 'it'), ('la', 'her'), ('les', 'them'), ('nous', 'us'), ('lui', 'him')):
                if o == 'lui' and inf not in IND: continue
                add(imp2 + '-' + o, base + ' ' + eo); add(p[4] + '-' + o, base + ' ' + eo)
            add(p[4] + '-nous', base + ' us')
        # imparfait
        add(el('je', impf + 'ais'), impf_en('I'))
        add(el('tu', impf + 'ais'), impf_en('you'))
        add(impf + 'ais', past if stative else 'was ' + ing, 0.9)
        add(el('je', el('ne', impf + 'ais')) + ' pas', "I didn't " + base if stative else "I wasn't " + ing)
        add(el('ne', impf + 'ait') + ' pas', "didn't " + base if stative else "wasn't " + ing)
        add(el('ne', impf + 'aient') + ' pas', "didn't " + base if stative else "weren't " + ing)
        add('sans ' + inf, 'without ' + ing); add('en train de ' + inf if not inf.startswith(VOW) else "en train d'" + inf, ing)
        add('avant de ' + inf if not inf.startswith(VOW) else "avant d'" + inf, 'before ' + ing)
        add(impf + 'ait', past if stative else 'was ' + ing)
        for e in ('ions', 'iez', 'aient'): add(impf + e, past if stative else 'were ' + ing)
        # future and conditional
        for e in ('ai', 'as', 'a', 'ons', 'ez', 'ont'): add(fut + e, 'will ' + base)
        for e in ('ais', 'ait', 'ions', 'iez', 'aient'): add(fut + e, 'would ' + base)
        # questions
        if not skip12:
            add('est-ce que tu ' + p[1], 'do you ' + base)
            add(p[1] + '-tu', 'do you ' + base)
        add(p[4] + '-vous', 'do you ' + base)
        add('est-ce que vous ' + p[4], 'do you ' + base)
    else:
        for i in (0, 1, 2, 3, 4, 5, 6, 7):
            fs, es = SUBJ[i]
            f = p[PIDX[i]]
            add(el(fs, el(REFL[i], f)), es + ' ' + (s3 if third(es) else base))
            if i in (0, 4):
                add(el(fs, el('ne', el(REFL[i], f))) + ' pas', es + " don't " + base)
        add(el('se', p[2]), s3)
        for f in (p[3], p[4], p[5]): pass
        add(el('ne', el('se', p[2])) + ' pas', "doesn't " + base)
        add('ne se ' + p[5] + ' pas' if not p[5].startswith(VOW) else "ne s'" + p[5] + ' pas', "don't " + base)
        if core not in NONREFL:
            add(core, base, 0.8)
            for r_ in ('me', 'te', 'nous', 'vous'):
                add(el(r_, core), base)
        add(el('se', core), base)
        add('de ' + el('se', core), 'to ' + base); add('à ' + el('se', core), 'to ' + base)
        add(imp2 + '-toi', base); add(p[4] + '-vous', base); add(p[3] + '-nous', "let's " + base)
        add(el('ne', el('te', imp2)) + ' pas', "don't " + base)
        add(el('ne', el('vous', p[4])) + ' pas', "don't " + base)
        pl = pp if pp.endswith('s') else pp + 's'
        add(el('je', 'me suis') + ' ' + pp, 'I ' + past); add('je me suis ' + pp + 'e', 'I ' + past)
        add("je ne me suis pas " + pp, "I didn't " + base)
        add("t'es " + pp, past); add("s'est " + pp, past); add("s'est " + pp + 'e', past)
        add('nous sommes ' + pl, past, 0.5); add('vous êtes ' + pl, past, 0.5); add('se sont ' + pl, past); add('se sont ' + pp + 'es', past)
        add("ne s'est pas " + pp, "didn't " + base)
        add(el('je', el('me', impf + 'ais')), impf_en('I'))
        add(el('se', impf + 'ait'), past if stative else 'was ' + ing)
        add(el('se', impf + 'aient'), past if stative else 'were ' + ing)
        for r, e in (('me', 'ai'), ('te', 'as'), ('se', 'a'), ('nous', 'ons'), ('vous', 'ez'), ('se', 'ont')):
            add(el(r, fut + e), 'will ' + base)
        for r, e in (('me', 'ais'), ('se', 'ait')):
            add(el(r, fut + e), 'would ' + base)
res, s = [], set()
for l in out:
    if l.startswith('#'): res.append(l); continue
    k = tuple(l.split('\t')[:2])
    if k in s: continue
    s.add(k); res.append(l)
print('\n'.join(res))
