"""Spanish conjugation rules (regular paradigms, stem changes, orthographic changes) + per-verb overrides."""
ACC = str.maketrans('aeiou', 'áéíóú')

def _stemchange(stem, kind):
    # change the last e/o/u vowel of the stem
    src = {'ie': 'e', 'ue': 'o', 'i': 'e', 'uej': 'u'}[kind]
    dst = {'ie': 'ie', 'ue': 'ue', 'i': 'i', 'uej': 'ue'}[kind]
    i = stem.rfind(src)
    return stem[:i] + dst + stem[i + 1:] if i >= 0 else stem

def conj(inf, flags, ov):
    end = inf[-2:]; st = inf[:-2]
    F = {}
    sc = next((f for f in flags if f in ('ie', 'ue', 'i', 'uej')), None)
    strong = _stemchange(st, sc) if sc else st
    # 1sg special stems
    p1 = strong
    if inf.endswith(('cer', 'cir')) and 'zco' in flags: p1 = st[:-1] + 'zc'
    elif inf.endswith(('ger', 'gir')): p1 = strong[:-1] + 'j'
    elif inf.endswith('guir'): p1 = strong[:-2] + 'g'
    uir = inf.endswith('uir') and not inf.endswith('guir')
    if end == 'ar':
        pres = [p1 + 'o', strong + 'as', strong + 'a', st + 'amos', st + 'áis', strong + 'an']
        pret = [st + 'é', st + 'aste', st + 'ó', st + 'amos', st + 'asteis', st + 'aron']
        impf = [st + 'aba', st + 'abas', st + 'aba', st + 'ábamos', st + 'abais', st + 'aban']
        sst = strong; sw = st
        if inf.endswith('car'): pret[0] = st[:-1] + 'qué'; sst = strong[:-1] + 'qu'; sw = st[:-1] + 'qu'
        if inf.endswith('gar'): pret[0] = st + 'ué'; sst = strong + 'u'; sw = st + 'u'
        if inf.endswith('zar'): pret[0] = st[:-1] + 'cé'; sst = strong[:-1] + 'c'; sw = st[:-1] + 'c'
        subj = [sst + 'e', sst + 'es', sst + 'e', sw + 'emos', sw + 'éis', sst + 'en']
        ger = st + 'ando'; pp = st + 'ado'
    else:
        e = 'e' if end == 'er' else 'i'
        if uir:
            pres = [st + 'yo', st + 'yes', st + 'ye', st + e + 'mos', st + ('éis' if e == 'e' else 'ís'), st + 'yen']
        else:
            pres = [p1 + 'o', strong + 'es', strong + 'e', st + e + 'mos', st + ('éis' if e == 'e' else 'ís'), strong + 'en']
        weak = st
        if end == 'ir' and sc in ('ie', 'i'): weak = _stemchange(st, 'i')
        if end == 'ir' and sc == 'ue': weak = st[:st.rfind('o')] + 'u' + st[st.rfind('o') + 1:]
        vowel_stem = bool(st) and st[-1] in 'aeo'
        y = vowel_stem or uir
        pret = [st + 'í', st + ('íste' if vowel_stem else 'iste'), weak + ('yó' if y else 'ió'), st + ('ímos' if vowel_stem else 'imos'), st + 'isteis', weak + ('yeron' if y else 'ieron')]
        impf = [st + 'ía', st + 'ías', st + 'ía', st + 'íamos', st + 'íais', st + 'ían']
        s1 = pres[0][:-1]
        sw = s1 if (p1 != strong or uir) else (weak if end == 'ir' and sc else st)
        subj = [s1 + 'a', s1 + 'as', s1 + 'a', sw + 'amos', sw + 'áis', s1 + 'an']
        if uir: subj = [st + 'ya', st + 'yas', st + 'ya', st + 'yamos', st + 'yáis', st + 'yan']
        ger = weak + ('yendo' if y else 'iendo'); pp = st + ('ído' if vowel_stem else 'ido')
    futst = ov.get('fut', inf)
    fut = [futst + x for x in ('é', 'ás', 'á', 'emos', 'éis', 'án')]
    cond = [futst + x for x in ('ía', 'ías', 'ía', 'íamos', 'íais', 'ían')]
    if 'pres' in ov: pres = ov['pres'].split(',')
    if 'pres1' in ov: pres[0] = ov['pres1']
    if 'pret' in ov: pret = ov['pret'].split(',')
    if 'pretst' in ov:
        s = ov['pretst']; j = s.endswith('j')
        pret = [s + 'e', s + 'iste', s + 'o', s + 'imos', s + 'isteis', s + ('eron' if j else 'ieron')]
    if 'impf' in ov: impf = ov['impf'].split(',')
    if 'subj' in ov:
        s = ov['subj']
        subj = [s + x for x in ('a', 'as', 'a', 'amos', 'áis', 'an')]
    elif 'pres1' in ov and end != 'ar':
        s = ov['pres1'][:-1]
        subj = [s + x for x in ('a', 'as', 'a', 'amos', 'áis', 'an')]
    if 'subjl' in ov: subj = ov['subjl'].split(',')
    ger = ov.get('ger', ger); pp = ov.get('pp', pp)
    imp2 = ov.get('imp', pres[2]); 
    for i, p in enumerate(pres): F['pres%d' % (i + 1)] = [p]
    for i, p in enumerate(pret): F['pret%d' % (i + 1)] = [p]
    for i, p in enumerate(impf): F['impf%d' % (i + 1)] = [p]
    for i, p in enumerate(fut): F['fut%d' % (i + 1)] = [p]
    for i, p in enumerate(cond): F['cond%d' % (i + 1)] = [p]
    for i, p in enumerate(subj): F['subj%d' % (i + 1)] = [p]
    F['inf'] = [inf]; F['ger'] = [ger]; F['pp'] = [pp]; F['imp2'] = [imp2]
    F['imp5'] = [inf[:-1] + 'd']
    # don't emit subj forms identical to indicative ones (1pl ar/er etc handled by dedupe of (xx,en))
    return F
