#!/usr/bin/env python3
"""Pronoun x construction combinations that differ from English word order (dative experiencer,
'у меня есть' possession). Written by hand as tables; printed as TSV lines."""
import sys
lang=sys.argv[1]
AGES_RU=[('пять','five'),('шесть','six'),('семь','seven'),('восемь','eight'),('девять','nine'),('десять','ten'),('одиннадцать','eleven'),('двенадцать','twelve'),('тринадцать','thirteen'),('четырнадцать','fourteen'),('пятнадцать','fifteen'),('шестнадцать','sixteen'),('семнадцать','seventeen'),('восемнадцать','eighteen'),('девятнадцать','nineteen'),('двадцать','twenty'),('тридцать','thirty'),('сорок','forty'),('пятьдесят','fifty'),('шестьдесят','sixty'),('семьдесят','seventy'),('восемьдесят','eighty'),('девяносто','ninety')]
AGES_UK=[("п'ять",'five'),('шість','six'),('сім','seven'),('вісім','eight'),("дев'ять",'nine'),('десять','ten'),('одинадцять','eleven'),('дванадцять','twelve'),('тринадцять','thirteen'),('чотирнадцять','fourteen'),("п'ятнадцять",'fifteen'),('шістнадцять','sixteen'),('сімнадцять','seventeen'),('вісімнадцять','eighteen'),("дев'ятнадцять",'nineteen'),('двадцять','twenty'),('тридцять','thirty'),('сорок','forty'),("п'ятдесят",'fifty'),('шістдесят','sixty'),('сімдесят','seventy'),('вісімдесят','eighty'),("дев'яносто",'ninety')]
out=[]
if lang=='ru':
    dat=[('мне','I','me','my',1),('тебе','you','you','your',2),('ему','he','him','his',3),('ей','she','her','her',3),('нам','we','us','our',2),('вам','you','you','your',2),('им','they','them','their',2)]
    gen=[('у меня','I','me',1),('у тебя','you','you',2),('у него','he','him',3),('у неё','she','her',3),('у нее','she','her',3),('у нас','we','us',2),('у вас','you','you',2),('у них','they','them',2)]
    datc=[('нравится','like','likes'),('нравятся','like','likes'),('не нравится',"don't like","doesn't like"),('не нравятся',"don't like","doesn't like"),
          ('понравилось','liked','liked'),('понравился','liked','liked'),('понравилась','liked','liked'),('понравились','liked','liked'),('нравилось','liked','liked'),('не понравилось',"didn't like","didn't like"),
          ('надо','have','has'),('нужно','need','needs'),('нужен','need','needs'),('нужна','need','needs'),('нужны','need','needs'),('не надо',"don't have to","doesn't have to"),('не нужно',"don't need","doesn't need"),
          ('пора','have to go','has to go'),('кажется','think','thinks'),('хочется','want','wants'),('не хочется',"don't want","doesn't want"),('всё равно',"don't care","doesn't care"),('все равно',"don't care","doesn't care"),('лень',"can't be bothered","can't be bothered"),('повезло','got lucky','got lucky'),('удалось','managed','managed'),('можно','can','can'),('нельзя',"can't","can't")]
    datstate=[('холодно','cold'),('жарко','hot'),('скучно','bored'),('грустно','sad'),('страшно','scared'),('плохо','not well'),('хорошо','fine'),('лучше','better'),('стыдно','ashamed'),('интересно','interested'),('весело','having fun'),('больно','in pain'),('одиноко','lonely'),('тепло','warm'),('жаль','sorry'),('очень жаль','very sorry')]
    be={1:'am',2:'are',3:'is'}
    cont={1:"I'm",2:None,3:None}
    for d,s,o,p,k in dat:
        for c,e1,e3 in datc:
            out.append(f"{d} {c}\t{s} {e3 if k==3 else e1}")
        for c,adj in datstate:
            subj = f"{s} {be[k]}" if s!='I' else "I'm"
            out.append(f"{d} {c}\t{subj} {adj}")
        out.append(f"{d} тоже\t{o} too")
        for nw,ne in AGES_RU:
            out.append(f"{d} {nw} лет\t{'I am' if s=='I' else s+' '+be[k]} {ne} years old")
        out.append(f"{d} было\t{s} {'was' if k in (1,3) else 'were'}")
        out.append(f"{d} будет\t{s} will be")
    for g,s,o,k in gen:
        has = 'has' if k==3 else 'have'
        out.append(f"{g} есть\t{s} {has}")
        out.append(f"{g}\t{s} {has}\t0.5")
        out.append(f"{g} нет\t{s} {'doesn' if k==3 else 'don'}'t have")
        out.append(f"{g} не было\t{s} didn't have")
        out.append(f"{g} был\t{s} had"); out.append(f"{g} была\t{s} had"); out.append(f"{g} было\t{s} had"); out.append(f"{g} были\t{s} had")
        out.append(f"{g} будет\t{s} will have")
        out.append(f"{g} всё хорошо\t{s} {'is' if k==3 else ('am' if s=='I' else 'are')} fine")
        out.append(f"{g} все хорошо\t{s} {'is' if k==3 else ('am' if s=='I' else 'are')} fine")
    for g,q in [('у тебя есть','do you have'),('у вас есть','do you have'),('у него есть','does he have'),('у неё есть','does she have')]:
        out.append(f"{g}?\t{q}?")
    zov=[('меня зовут','my name is'),('тебя зовут','your name is'),('его зовут','his name is'),('её зовут','her name is'),('ее зовут','her name is'),('как тебя зовут','what is your name'),('как вас зовут','what is your name'),('как его зовут','what is his name'),('как её зовут','what is her name'),('как ее зовут','what is her name')]
    for a,b in zov: out.append(f"{a}\t{b}")
    nums=[('один','one'),('два','two'),('три','three'),('четыре','four'),('пять','five'),('шесть','six'),('семь','seven'),('восемь','eight'),('девять','nine'),('десять','ten'),('одиннадцать','eleven'),('двенадцать','twelve')]
    for w,e in nums:
        out.append(f"в {w} утра\tat {e} in the morning")
        out.append(f"в {w} вечера\tat {e} in the evening")
        out.append(f"в {w} часов\tat {e} o'clock")
        out.append(f"в {w} часа\tat {e} o'clock")
    for w,e in [('пять','five'),('десять','ten'),('пятнадцать','fifteen'),('двадцать','twenty'),('тридцать','thirty'),('сорок','forty')]:
        out.append(f"через {w} минут\tin {e} minutes")
    for n in (2,5,10,15,20,30):
        pass
    out += ["через минут\tin minutes","через мин\tin minutes","минут назад\tminutes ago","часов назад\thours ago","дней назад\tdays ago","через минуту\tin a minute","через час\tin an hour","через два часа\tin two hours","через пару минут\tin a couple of minutes","через неделю\tin a week","через месяц\tin a month","через год\tin a year","час назад\tan hour ago","неделю назад\ta week ago","месяц назад\ta month ago","год назад\ta year ago","давным-давно\ta long time ago","пять минут назад\tfive minutes ago","назад\tago"]
else:
    dat=[('мені','I','me','my',1),('тобі','you','you','your',2),('йому','he','him','his',3),('їй','she','her','her',3),('нам','we','us','our',2),('вам','you','you','your',2),('їм','they','them','their',2)]
    gen=[('у мене','I','me',1),('в мене','I','me',1),('у тебе','you','you',2),('в тебе','you','you',2),('у нього','he','him',3),('в нього','he','him',3),('у неї','she','her',3),('в неї','she','her',3),('у нас','we','us',2),('в нас','we','us',2),('у вас','you','you',2),('в вас','you','you',2),('у них','they','them',2),('в них','they','them',2)]
    datc=[('подобається','like','likes'),('подобаються','like','likes'),('не подобається',"don't like","doesn't like"),('не подобаються',"don't like","doesn't like"),
          ('сподобалося','liked','liked'),('сподобалось','liked','liked'),('сподобався','liked','liked'),('сподобалася','liked','liked'),('сподобалися','liked','liked'),('не сподобалося',"didn't like","didn't like"),
          ('треба','have','has'),('потрібно','need','needs'),('потрібен','need','needs'),('потрібна','need','needs'),('потрібні','need','needs'),('не треба',"don't have to","doesn't have to"),('не потрібно',"don't need","doesn't need"),
          ('пора','have to go','has to go'),('здається','think','thinks'),('хочеться','want','wants'),('не хочеться',"don't want","doesn't want"),('все одно',"don't care","doesn't care"),('байдуже',"don't care","doesn't care"),('ліньки',"can't be bothered","can't be bothered"),('пощастило','got lucky','got lucky'),('вдалося','managed','managed'),('можна','can','can'),('не можна',"can't","can't")]
    datstate=[('холодно','cold'),('жарко','hot'),('нудно','bored'),('сумно','sad'),('страшно','scared'),('погано','not well'),('добре','fine'),('краще','better'),('соромно','ashamed'),('цікаво','interested'),('весело','having fun'),('боляче','in pain'),('самотньо','lonely'),('тепло','warm'),('шкода','sorry'),('дуже шкода','very sorry')]
    be={1:'am',2:'are',3:'is'}
    for d,s,o,p,k in dat:
        for c,e1,e3 in datc:
            out.append(f"{d} {c}\t{s} {e3 if k==3 else e1}")
        for c,adj in datstate:
            subj = f"{s} {be[k]}" if s!='I' else "I'm"
            out.append(f"{d} {c}\t{subj} {adj}")
        out.append(f"{d} теж\t{o} too")
        for nw,ne in AGES_UK:
            out.append(f"{d} {nw} років\t{'I am' if s=='I' else s+' '+be[k]} {ne} years old")
        out.append(f"{d} було\t{s} {'was' if k in (1,3) else 'were'}")
        out.append(f"{d} буде\t{s} will be")
    for g,s,o,k in gen:
        has = 'has' if k==3 else 'have'
        out.append(f"{g} є\t{s} {has}")
        out.append(f"{g}\t{s} {has}\t0.5")
        out.append(f"{g} немає\t{s} {'doesn' if k==3 else 'don'}'t have")
        out.append(f"{g} нема\t{s} {'doesn' if k==3 else 'don'}'t have")
        out.append(f"{g} не було\t{s} didn't have")
        out.append(f"{g} був\t{s} had"); out.append(f"{g} була\t{s} had"); out.append(f"{g} було\t{s} had"); out.append(f"{g} були\t{s} had")
        out.append(f"{g} буде\t{s} will have")
        out.append(f"{g} все добре\t{s} {'is' if k==3 else ('am' if s=='I' else 'are')} fine")
        out.append(f"{g} усе добре\t{s} {'is' if k==3 else ('am' if s=='I' else 'are')} fine")
    for g,q in [('у тебе є','do you have'),('в тебе є','do you have'),('у вас є','do you have'),('у нього є','does he have'),('у неї є','does she have')]:
        out.append(f"{g}?\t{q}?")
    zov=[('мене звати','my name is'),('тебе звати','your name is'),('його звати','his name is'),('її звати','her name is'),('як тебе звати','what is your name'),('як вас звати','what is your name'),('як його звати','what is his name'),('як її звати','what is her name')]
    for a,b in zov: out.append(f"{a}\t{b}")
    nums=[('першій','one'),('другій','two'),('третій','three'),('четвертій','four'),('п\'ятій','five'),('шостій','six'),('сьомій','seven'),('восьмій','eight'),('дев\'ятій','nine'),('десятій','ten')]
    for w,e in nums:
        out.append(f"о {w} ранку\tat {e} in the morning")
        out.append(f"о {w} вечора\tat {e} in the evening")
        out.append(f"о {w} годині\tat {e} o'clock")
    for w,e in [('п\'ять','five'),('десять','ten'),('п\'ятнадцять','fifteen'),('двадцять','twenty'),('тридцять','thirty'),('сорок','forty')]:
        out.append(f"за {w} хвилин\tin {e} minutes"); out.append(f"через {w} хвилин\tin {e} minutes")
    for n in (2,5,10,15,20,30):
        pass
    out += ["за хвилин\tin minutes","через хвилин\tin minutes","за хв\tin minutes","хвилин тому\tminutes ago","годин тому\thours ago","днів тому\tdays ago","за хвилину\tin a minute","через хвилину\tin a minute","за годину\tin an hour","через годину\tin an hour","через тиждень\tin a week","через місяць\tin a month","через рік\tin a year","годину тому\tan hour ago","тиждень тому\ta week ago","місяць тому\ta month ago","рік тому\ta year ago","давним-давно\ta long time ago","п'ять хвилин тому\tfive minutes ago","тому\tago\t0.5"]
seen=set(); res=[]
for l in out:
    k=l.split('\t')[0]+'\t'+l.split('\t')[1]
    if k in seen: continue
    seen.add(k); res.append(l)
print("\n".join(res))
