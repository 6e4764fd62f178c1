"""Portuguese conjugation rules (regular -ar/-er/-ir, -car/-gar/-çar/-cer/-ger spelling) + per-verb overrides."""
def conj(inf, flags, ov):
    end = inf[-2:]; st = inf[:-2]
    F = {}
    if end == 'ar':
        pres = [st + x for x in ('o', 'as', 'a', 'amos', 'ais', 'am')]
        pret = [st + x for x in ('ei', 'aste', 'ou', 'amos', 'astes', 'aram')]
        impf = [st + x for x in ('ava', 'avas', 'ava', 'ávamos', 'áveis', 'avam')]
        s = st
        if inf.endswith('car'): s = st[:-1] + 'qu'
        elif inf.endswith('gar'): s = st + 'u'
        elif inf.endswith('çar'): s = st[:-1] + 'c'
        pret[0] = s + 'ei'
        subj = [s + x for x in ('e', 'es', 'e', 'emos', 'eis', 'em')]
        ger = st + 'ando'; pp = st + 'ado'
    else:
        e = 'e' if end == 'er' else 'i'
        p1 = st
        if inf.endswith('cer'): p1 = st[:-1] + 'ç'
        elif inf.endswith(('ger', 'gir')): p1 = st[:-1] + 'j'
        elif inf.endswith('guir'): p1 = st[:-1]
        p1 = ov.get('pres1stem', p1)
        pres = [p1 + 'o', st + 'es', st + 'e', st + e + 'mos', st + ('eis' if e == 'e' else 's'), st + 'em']
        pret = [st + 'i', st + 'este' if e == 'e' else st + 'iste', st + ('eu' if e == 'e' else 'iu'), st + e + 'mos', st + ('estes' if e == 'e' else 'istes'), st + ('eram' if e == 'e' else 'iram')]
        impf = [st + x for x in ('ia', 'ias', 'ia', 'íamos', 'íeis', 'iam')]
        subj = [p1 + x for x in ('a', 'as', 'a', 'amos', 'ais', 'am')]
        ger = st + ('endo' if e == 'e' else 'indo'); pp = st + 'ido'
    fst = ov.get('fut', inf)
    fut = [fst + x for x in ('ei', 'ás', 'á', 'emos', 'eis', 'ão')]
    cond = [fst + x for x in ('ia', 'ias', 'ia', 'íamos', 'íeis', 'iam')]
    if 'pres' in ov: pres = ov['pres'].split(',')
    if 'pret' in ov: pret = ov['pret'].split(',')
    if 'impf' in ov: impf = ov['impf'].split(',')
    if 'subj' in ov:
        s = ov['subj']; subj = [s + x for x in ('a', 'as', 'a', 'amos', 'ais', 'am')]
    ger = ov.get('ger', ger); pp = ov.get('pp', pp)
    imp2 = ov.get('imp', pres[2])
    for name, lst in (('pres', pres), ('pret', pret), ('impf', impf), ('fut', fut), ('cond', cond), ('subj', subj)):
        for i, p in enumerate(lst): F['%s%d' % (name, i + 1)] = [p]
    F['inf'] = [inf]; F['ger'] = [ger]; F['pp'] = [pp]; F['imp2'] = [imp2, subj[2]]
    F['neg_imp'] = [subj[2]]
    return F
