"""English verb morphology (hand-written rules + irregular table) for the lexicon generator."""
IRR = {  # base: (past, participle)
 'be':('was','been'),'have':('had','had'),'do':('did','done'),'go':('went','gone'),'say':('said','said'),
 'get':('got','gotten'),'make':('made','made'),'know':('knew','known'),'think':('thought','thought'),
 'take':('took','taken'),'see':('saw','seen'),'come':('came','come'),'give':('gave','given'),'find':('found','found'),
 'tell':('told','told'),'become':('became','become'),'leave':('left','left'),'feel':('felt','felt'),'bring':('brought','brought'),
 'begin':('began','begun'),'keep':('kept','kept'),'hold':('held','held'),'write':('wrote','written'),'stand':('stood','stood'),
 'hear':('heard','heard'),'let':('let','let'),'mean':('meant','meant'),'set':('set','set'),'meet':('met','met'),'run':('ran','run'),
 'pay':('paid','paid'),'sit':('sat','sat'),'speak':('spoke','spoken'),'lie':('lay','lain'),'lead':('led','led'),'read':('read','read'),
 'grow':('grew','grown'),'lose':('lost','lost'),'fall':('fell','fallen'),'send':('sent','sent'),'build':('built','built'),
 'understand':('understood','understood'),'draw':('drew','drawn'),'break':('broke','broken'),'spend':('spent','spent'),
 'cut':('cut','cut'),'rise':('rose','risen'),'drive':('drove','driven'),'buy':('bought','bought'),'wear':('wore','worn'),
 'choose':('chose','chosen'),'seek':('sought','sought'),'throw':('threw','thrown'),'catch':('caught','caught'),'win':('won','won'),
 'forget':('forgot','forgotten'),'sell':('sold','sold'),'sleep':('slept','slept'),'teach':('taught','taught'),'eat':('ate','eaten'),
 'drink':('drank','drunk'),'swim':('swam','swum'),'sing':('sang','sung'),'fly':('flew','flown'),'hide':('hid','hidden'),
 'shut':('shut','shut'),'put':('put','put'),'hit':('hit','hit'),'hurt':('hurt','hurt'),'cost':('cost','cost'),'fight':('fought','fought'),
 'feed':('fed','fed'),'forgive':('forgave','forgiven'),'wake':('woke','woken'),'ride':('rode','ridden'),'steal':('stole','stolen'),
 'shake':('shook','shaken'),'bite':('bit','bitten'),'blow':('blew','blown'),'freeze':('froze','frozen'),'hang':('hung','hung'),
 'shoot':('shot','shot'),'bet':('bet','bet'),'lend':('lent','lent'),'dig':('dug','dug'),'ring':('rang','rung'),'tear':('tore','torn'),
 'beat':('beat','beaten'),'quit':('quit','quit'),'spread':('spread','spread'),'wake up':('woke up','woken up'),
 'show':('showed','shown'),'bear':('bore','born'),'deal':('dealt','dealt'),'light':('lit','lit'),'stick':('stuck','stuck'),
 'swear':('swore','sworn'),'bend':('bent','bent'),'fit':('fit','fit'),'upset':('upset','upset'),'shine':('shone','shone'),
 'slide':('slid','slid'),'bleed':('bled','bled'),'weep':('wept','wept'),'sweep':('swept','swept'),'dream':('dreamed','dreamed'),
 'learn':('learned','learned'),'burn':('burned','burned'),'smell':('smelled','smelled'),'spell':('spelled','spelled'),
 'undo':('undid','undone'),'overcome':('overcame','overcome'),'sink':('sank','sunk'),'arise':('arose','arisen'),
}
DOUBLE = set('stop plan shop drop chat prefer admit permit hug beg rob jog skip hop grab rub slip trip ban kid nod pat plug regret step tap wrap commit control refer occur ship chop clap drag drum fan grin hum jam knit mop nap pin pop rip sob spot swap tip trim whip wed fit quit sit win run get cut shut put hit set let begin forget swim dig bet'.split())

def _split(v):
    p = v.split(' ', 1)
    return p[0], (' ' + p[1] if len(p) > 1 else '')

def s3(v):
    w, rest = _split(v)
    if w == 'be': return 'is' + rest
    if w == 'have': return 'has' + rest
    if w in ('can', 'must', 'should', 'will', 'may'): return w + rest
    if w.endswith(('s', 'x', 'z', 'ch', 'sh', 'o')): return w + 'es' + rest
    if w.endswith('y') and w[-2] not in 'aeiou': return w[:-1] + 'ies' + rest
    return w + 's' + rest

def past(v):
    w, rest = _split(v)
    if w in IRR: return IRR[w][0] + rest
    return _ed(w) + rest

def pp(v):
    w, rest = _split(v)
    if w in IRR: return IRR[w][1] + rest
    return _ed(w) + rest

def _ed(w):
    if w in DOUBLE: return w + w[-1] + 'ed'
    if w.endswith('e'): return w + 'd'
    if w.endswith('y') and w[-2] not in 'aeiou': return w[:-1] + 'ied'
    return w + 'ed'

def ing(v):
    w, rest = _split(v)
    if w in ('lie', 'die', 'tie'): return w[:-2] + 'ying' + rest
    if w in DOUBLE: return w + w[-1] + 'ing' + rest
    if w.endswith('e') and not w.endswith(('ee', 'ye', 'oe')) and w not in ('be',): return w[:-1] + 'ing' + rest
    return w + 'ing' + rest

# person: 1..6 = I, you, he/she, we, you (pl), they
SUBJ = {1: 'I', 2: 'you', 3: 'he', 4: 'we', 5: 'you', 6: 'they'}

def pres(v, p):
    w, rest = _split(v)
    if w == 'be':
        return {1: 'am', 3: 'is'}.get(p, 'are') + rest
    return (s3(v) if p == 3 else v)

def pastp(v, p):
    w, rest = _split(v)
    if w == 'be':
        return ('was' if p in (1, 3) else 'were') + rest
    return past(v)

def neg_pres(v, p):
    w, rest = _split(v)
    if w == 'be':
        return {1: "am not", 3: "isn't"}.get(p, "aren't") + rest
    return ("doesn't " if p == 3 else "don't ") + v

def neg_past(v, p):
    w, rest = _split(v)
    if w == 'be':
        return ("wasn't" if p in (1, 3) else "weren't") + rest
    return "didn't " + v

def contract(subj, verb):
    """'I am' -> "I'm" style contractions that chat English uses."""
    s = subj + ' ' + verb
    for a, b in (("I am", "I'm"), ("you are", "you're"), ("we are", "we're"), ("they are", "they're"), ("he is", "he's"), ("I am not", "I'm not")):
        if s.startswith(a + ' ') or s == a:
            return b + s[len(a):]
    return s
