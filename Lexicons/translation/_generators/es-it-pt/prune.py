import sys
P = {
 'es': "me|myself;te|yourself;nos|ourselves;se|himself;se|herself;se|themselves;lo|the;mas|but;no|don't;más|most;así|so;luego|afterwards;también|as well;adelante|come in;mañana|morning;ahora|right now;vaya|well;nada|nothing much;dime|what's up;listo|done;hecho|done;jajaja|lol;ok|okay;va|okay;ya|okay;hermano|bro;padre|cool;pasta|money;fiesta|party;sé|be;puede|maybe;puede|may;hace|ago;sé|I know how to;sabes|you know how to;sabe|knows how to;sabemos|we know how to;saben|know how to;llevo|I've been;llevas|you've been;lleva|has been;sea|is;esté|is;estés|are;estén|are;debía|should have;debo|I owe;deber|to owe",
 'it': "mi|myself;ti|yourself;ci|ourselves;si|himself;si|herself;si|themselves;si|one;lo|the;del|some;della|some;da|at;in|to;per|through;che|which;si|yes;più|most;già|yeah;dopo|afterwards;sopra|upstairs;sotto|downstairs;prego|please;auguri|happy birthday;piacere|nice to meet you;dai|okay;su|come on;bella|hi;amore|honey;bomba|awesome;ahahah|lol;ne|some;sarà|it must be;sia|is;abbia|has;abbia|have;abbiano|have;può|may;devo|I owe;fa|ago;so|I know how to;sai|you know how to;sa|knows how to;sa|can;po|bit",
 'pt': "me|myself;te|yourself;se|himself;se|herself;se|yourself;se|themselves;isso|this;daí|so;até|even;não|don't;mesmo|even;tá|okay;bom|well;é|yes;mais|most;demais|awesome;bem|very;mal|barely;assim|so;já|now;segunda|Monday;são|it's;parabéns|happy birthday;olha|hey;né|right;beleza|cool;isso|that's it;meu|dude;amor|babe;saudade|I miss you;haha|lol;pronto|done;segundo|according to;é|you are;seja|is;esteja|is;tenha|has;pode|may;devo|I owe;devia|I should have;dever|to owe;faz|ago;sei|I know how to;sabe|knows how to;sabe|can",
}
for lang, spec in P.items():
    drop = {tuple(x.split('|')) for x in spec.split(';')}
    files = [f'../../{lang}/core.tsv', f'../../{lang}/phrases.tsv', f'/tmp/lexa_gen/{lang}_hand_verbs.tsv']
    n = 0
    for p in files:
        out = []
        for line in open(p, encoding='utf-8').read().split('\n'):
            f = line.split('\t')
            if len(f) >= 2 and (f[0], f[1]) in drop: n += 1; continue
            out.append(line)
        open(p, 'w', encoding='utf-8').write('\n'.join(out))
    print(lang, 'dropped', n, 'of', len(drop))
