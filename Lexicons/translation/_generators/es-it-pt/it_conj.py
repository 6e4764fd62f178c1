"""Italian conjugation rules (regular -are/-ere/-ire/-isc paradigms, -care/-gare/-ciare/-giare spelling) + per-verb overrides."""
def conj(inf, flags, ov):
    end = inf[-3:]; st = inf[:-3]
    F = {}
    if end == 'are':
        hst = st + 'h' if st.endswith(('c', 'g')) else st   # cerc -> cerch before e/i
        ist = st[:-1] if st.endswith('i') else st            # mangi -> mang before i ; studi -> stud
        fst = (st[:-1] if st.endswith(('ci', 'gi')) else hst) + 'er'
        pres = [st + 'o', (hst if hst != st else ist) + 'i', st + 'a', (hst if hst != st else ist) + 'iamo', st + 'ate', st + 'ano']
        impf = [st + x for x in ('avo', 'avi', 'ava', 'avamo', 'avate', 'avano')]
        rem = [st + x for x in ('ai', 'asti', 'ò', 'ammo', 'aste', 'arono')]
        s = hst if hst != st else ist
        subj = [s + 'i', s + 'i', s + 'i', s + 'iamo', s + 'iate', s + 'ino']
        ger = st + 'ando'; pp = st + 'ato'
        imp2 = st + 'a'
    else:
        e = 'e' if end == 'ere' else 'i'
        isc = 'isc' in flags
        if isc:
            pres = [st + 'isco', st + 'isci', st + 'isce', st + 'iamo', st + 'ite', st + 'iscono']
            subj = [st + 'isca'] * 3 + [st + 'iamo', st + 'iate', st + 'iscano']
            imp2 = st + 'isci'
        else:
            pres = [st + 'o', st + 'i', st + 'e', st + 'iamo', st + e + 'te', st + 'ono']
            subj = [st + 'a'] * 3 + [st + 'iamo', st + 'iate', st + 'ano']
            imp2 = st + ('i' if True else '')
        impf = [st + e + x for x in ('vo', 'vi', 'va', 'vamo', 'vate', 'vano')]
        fst = st + e + 'r'
        rem = ([st + x for x in ('ei', 'esti', 'é', 'emmo', 'este', 'erono')] if e == 'e'
               else [st + x for x in ('ii', 'isti', 'ì', 'immo', 'iste', 'irono')])
        ger = st + 'endo'; pp = st + ('uto' if e == 'e' else 'ito')
    fst = ov.get('fut', fst)
    fut = [fst + x for x in ('ò', 'ai', 'à', 'emo', 'ete', 'anno')]
    cond = [fst + x for x in ('ei', 'esti', 'ebbe', 'emmo', 'este', 'ebbero')]
    if 'pres' in ov: pres = ov['pres'].split(',')
    if 'subj' in ov:
        s = ov['subj']; subj = [s + 'a'] * 3 + [pres[3], pres[3][:-2] + 'te', s + 'ano']
    if 'rem' in ov: rem = ov['rem'].split(',') if ov['rem'] != '-' else []
    if 'impf' in ov: impf = [ov['impf'] + x for x in ('vo', 'vi', 'va', 'vamo', 'vate', 'vano')]
    ger = ov.get('ger', ger); pp = ov.get('pp', pp); imp2 = ov.get('imp', imp2 if end != 'are' else pres[2])
    for name, lst in (('pres', pres), ('pret', rem), ('impf', impf), ('fut', fut), ('cond', cond), ('subj', subj)):
        for i, p in enumerate(lst): F['%s%d' % (name, i + 1)] = [p]
    F['inf'] = [inf]; F['ger'] = [ger]; F['pp'] = [pp]; F['imp2'] = [imp2]; F['imp5'] = [pres[4]]
    F['neg_imp'] = [inf]   # non parlare = don't speak
    return F
