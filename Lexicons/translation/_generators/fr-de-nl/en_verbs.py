import os
COMMON = os.path.dirname(os.path.abspath(__file__))
# The language's generator folder (its hand-written lists); set by assemble.sh.
KIT = os.environ.get('LEXICON_KIT', COMMON)
LANG = os.path.basename(os.path.dirname(KIT))
# English verb forms: key -> (base, 3sg, past, past participle, -ing)
RAW = """
speak|speaks|spoke|spoken|speaking
talk|talks|talked|talked|talking
say|says|said|said|saying
tell|tells|told|told|telling
ask|asks|asked|asked|asking
answer|answers|answered|answered|answering
know|knows|knew|known|knowing
think|thinks|thought|thought|thinking
believe|believes|believed|believed|believing
understand|understands|understood|understood|understanding
see|sees|saw|seen|seeing
look|looks|looked|looked|looking
watch|watches|watched|watched|watching
hear|hears|heard|heard|hearing
listen|listens|listened|listened|listening
feel|feels|felt|felt|feeling
want|wants|wanted|wanted|wanting
like|likes|liked|liked|liking
love|loves|loved|loved|loving
hate|hates|hated|hated|hating
prefer|prefers|preferred|preferred|preferring
need|needs|needed|needed|needing
make|makes|made|made|making
do|does|did|done|doing
come|comes|came|come|coming
leave|leaves|left|left|leaving
arrive|arrives|arrived|arrived|arriving
come back|comes back|came back|come back|coming back
stay|stays|stayed|stayed|staying
live|lives|lived|lived|living
work|works|worked|worked|working
study|studies|studied|studied|studying
learn|learns|learned|learned|learning
teach|teaches|taught|taught|teaching
read|reads|read|read|reading
write|writes|wrote|written|writing
eat|eats|ate|eaten|eating
drink|drinks|drank|drunk|drinking
cook|cooks|cooked|cooked|cooking
sleep|sleeps|slept|slept|sleeping
get up|gets up|got up|got up|getting up
wake up|wakes up|woke up|woken up|waking up
sit down|sits down|sat down|sat down|sitting down
sit|sits|sat|sat|sitting
stand|stands|stood|stood|standing
walk|walks|walked|walked|walking
run|runs|ran|run|running
swim|swims|swam|swum|swimming
play|plays|played|played|playing
sing|sings|sang|sung|singing
dance|dances|danced|danced|dancing
travel|travels|traveled|traveled|traveling
drive|drives|drove|driven|driving
fly|flies|flew|flown|flying
buy|buys|bought|bought|buying
sell|sells|sold|sold|selling
pay|pays|paid|paid|paying
cost|costs|cost|cost|costing
spend|spends|spent|spent|spending
give|gives|gave|given|giving
take|takes|took|taken|taking
bring|brings|brought|brought|bringing
carry|carries|carried|carried|carrying
send|sends|sent|sent|sending
receive|receives|received|received|receiving
get|gets|got|gotten|getting
open|opens|opened|opened|opening
close|closes|closed|closed|closing
start|starts|started|started|starting
begin|begins|began|begun|beginning
finish|finishes|finished|finished|finishing
stop|stops|stopped|stopped|stopping
continue|continues|continued|continued|continuing
wait|waits|waited|waited|waiting
help|helps|helped|helped|helping
try|tries|tried|tried|trying
find|finds|found|found|finding
lose|loses|lost|lost|losing
look for|looks for|looked for|looked for|looking for
forget|forgets|forgot|forgotten|forgetting
remember|remembers|remembered|remembered|remembering
meet|meets|met|met|meeting
call|calls|called|called|calling
win|wins|won|won|winning
choose|chooses|chose|chosen|choosing
decide|decides|decided|decided|deciding
change|changes|changed|changed|changing
use|uses|used|used|using
put|puts|put|put|putting
show|shows|showed|shown|showing
explain|explains|explained|explained|explaining
hope|hopes|hoped|hoped|hoping
wear|wears|wore|worn|wearing
wash|washes|washed|washed|washing
clean|cleans|cleaned|cleaned|cleaning
break|breaks|broke|broken|breaking
fall|falls|fell|fallen|falling
die|dies|died|died|dying
smile|smiles|smiled|smiled|smiling
laugh|laughs|laughed|laughed|laughing
cry|cries|cried|cried|crying
shout|shouts|shouted|shouted|shouting
marry|marries|married|married|marrying
visit|visits|visited|visited|visiting
invite|invites|invited|invited|inviting
thank|thanks|thanked|thanked|thanking
forgive|forgives|forgave|forgiven|forgiving
kiss|kisses|kissed|kissed|kissing
follow|follows|followed|followed|following
enter|enters|entered|entered|entering
go out|goes out|went out|gone out|going out
go in|goes in|went in|gone in|going in
go up|goes up|went up|gone up|going up
go down|goes down|went down|gone down|going down
move|moves|moved|moved|moving
turn|turns|turned|turned|turning
repair|repairs|repaired|repaired|repairing
build|builds|built|built|building
draw|draws|drew|drawn|drawing
prepare|prepares|prepared|prepared|preparing
order|orders|ordered|ordered|ordering
hurry|hurries|hurried|hurried|hurrying
rest|rests|rested|rested|resting
smoke|smokes|smoked|smoked|smoking
lie|lies|lied|lied|lying
cut|cuts|cut|cut|cutting
hide|hides|hid|hidden|hiding
throw|throws|threw|thrown|throwing
catch|catches|caught|caught|catching
pull|pulls|pulled|pulled|pulling
push|pushes|pushed|pushed|pushing
touch|touches|touched|touched|touching
hold|holds|held|held|holding
keep|keeps|kept|kept|keeping
let|lets|let|let|letting
allow|allows|allowed|allowed|allowing
promise|promises|promised|promised|promising
accept|accepts|accepted|accepted|accepting
refuse|refuses|refused|refused|refusing
check|checks|checked|checked|checking
count|counts|counted|counted|counting
happen|happens|happened|happened|happening
seem|seems|seemed|seemed|seeming
become|becomes|became|become|becoming
fail|fails|failed|failed|failing
miss|misses|missed|missed|missing
imagine|imagines|imagined|imagined|imagining
recognize|recognizes|recognized|recognized|recognizing
grow|grows|grew|grown|growing
hurt|hurts|hurt|hurt|hurting
rain|rains|rained|rained|raining
snow|snows|snowed|snowed|snowing
fight|fights|fought|fought|fighting
jump|jumps|jumped|jumped|jumping
climb|climbs|climbed|climbed|climbing
kill|kills|killed|killed|killing
steal|steals|stole|stolen|stealing
share|shares|shared|shared|sharing
agree|agrees|agreed|agreed|agreeing
mean|means|meant|meant|meaning
return|returns|returned|returned|returning
pass|passes|passed|passed|passing
fill|fills|filled|filled|filling
rent|rents|rented|rented|renting
borrow|borrows|borrowed|borrowed|borrowing
lend|lends|lent|lent|lending
belong|belongs|belonged|belonged|belonging
worry|worries|worried|worried|worrying
relax|relaxes|relaxed|relaxed|relaxing
hug|hugs|hugged|hugged|hugging
guess|guesses|guessed|guessed|guessing
fit|fits|fit|fit|fitting
taste|tastes|tasted|tasted|tasting
smell|smells|smelled|smelled|smelling
shower|showers|showered|showered|showering
get dressed|gets dressed|got dressed|got dressed|getting dressed
get married|gets married|got married|got married|getting married
have fun|has fun|had fun|had fun|having fun
be called|is called|was called|been called|being called
be wrong|is wrong|was wrong|been wrong|being wrong
be right|is right|was right|been right|being right
go to bed|goes to bed|went to bed|gone to bed|going to bed
take a walk|takes a walk|took a walk|taken a walk|taking a walk
remind|reminds|reminded|reminded|reminding
print|prints|printed|printed|printing
download|downloads|downloaded|downloaded|downloading
text|texts|texted|texted|texting
reply|replies|replied|replied|replying
type|types|typed|typed|typing
organize|organizes|organized|organized|organizing
book|books|booked|booked|booking
cancel|cancels|canceled|canceled|canceling
save|saves|saved|saved|saving
fix|fixes|fixed|fixed|fixing
sign|signs|signed|signed|signing
describe|describes|described|described|describing
translate|translates|translated|translated|translating
repeat|repeats|repeated|repeated|repeating
celebrate|celebrates|celebrated|celebrated|celebrating
knock|knocks|knocked|knocked|knocking
ring|rings|rang|rung|ringing
light|lights|lit|lit|lighting
fly away|flies away|flew away|flown away|flying away
pick up|picks up|picked up|picked up|picking up
get on|gets on|got on|got on|getting on
get off|gets off|got off|got off|getting off
come along|comes along|came along|come along|coming along
come in|comes in|came in|come in|coming in
put on|puts on|put on|put on|putting on
take off|takes off|took off|taken off|taking off
turn on|turns on|turned on|turned on|turning on
turn off|turns off|turned off|turned off|turning off
look like|looks like|looked like|looked like|looking like
find out|finds out|found out|found out|finding out
give back|gives back|gave back|given back|giving back
write down|writes down|wrote down|written down|writing down
take part|takes part|took part|taken part|taking part
pick|picks|picked|picked|picking
lift|lifts|lifted|lifted|lifting
drop|drops|dropped|dropped|dropping
enjoy|enjoys|enjoyed|enjoyed|enjoying
suffer|suffers|suffered|suffered|suffering
exist|exists|existed|existed|existing
lack|lacks|lacked|lacked|lacking
park|parks|parked|parked|parking
listen to|listens to|listened to|listened to|listening to
look at|looks at|looked at|looked at|looking at
wait for|waits for|waited for|waited for|waiting for
think about|thinks about|thought about|thought about|thinking about
talk about|talks about|talked about|talked about|talking about
dream|dreams|dreamed|dreamed|dreaming
bathe|bathes|bathed|bathed|bathing
feed|feeds|fed|fed|feeding
shave|shaves|shaved|shaved|shaving
complain|complains|complained|complained|complaining
notice|notices|noticed|noticed|noticing
improve|improves|improved|improved|improving
discover|discovers|discovered|discovered|discovering
obey|obeys|obeyed|obeyed|obeying
punish|punishes|punished|punished|punishing
bite|bites|bit|bitten|biting
hit|hits|hit|hit|hitting
sweat|sweats|sweated|sweated|sweating
shine|shines|shone|shone|shining
burn|burns|burned|burned|burning
freeze|freezes|froze|frozen|freezing
blow|blows|blew|blown|blowing
"""
EN = {}
for line in RAW.strip().splitlines():
    f = line.split('|')
    assert len(f) == 5, line
    EN[f[0]] = f
for _l in """go|goes|went|gone|going
have|has|had|had|having
hang up|hangs up|hung up|hung up|hanging up
call back|calls back|called back|called back|calling back
get bored|gets bored|got bored|got bored|getting bored
get angry|gets angry|got angry|got angry|getting angry
be afraid|is afraid|was afraid|been afraid|being afraid
be interested|is interested|was interested|been interested|being interested
be happy|is happy|was happy|been happy|being happy
take care|takes care|took care|taken care|taking care
make a mistake|makes a mistake|made a mistake|made a mistake|making a mistake
get lost|gets lost|got lost|got lost|getting lost
get ready|gets ready|got ready|got ready|getting ready
hurry up|hurries up|hurried up|hurried up|hurrying up
calm down|calms down|calmed down|calmed down|calming down
feel|feels|felt|felt|feeling
wonder|wonders|wondered|wondered|wondering
go for a walk|goes for a walk|went for a walk|gone for a walk|going for a walk
clean up|cleans up|cleaned up|cleaned up|cleaning up
go shopping|goes shopping|went shopping|gone shopping|going shopping
sign up|signs up|signed up|signed up|signing up
get to know|gets to know|got to know|gotten to know|getting to know
put down|puts down|put down|put down|putting down
belong to|belongs to|belonged to|belonged to|belonging to
look after|looks after|looked after|looked after|looking after
depend|depends|depended|depended|depending
manage|manages|managed|managed|managing
deserve|deserves|deserved|deserved|deserving
offer|offers|offered|offered|offering
test|tests|tested|tested|testing
bet|bets|bet|bet|betting
last|lasts|lasted|lasted|lasting
reach|reaches|reached|reached|reaching
add|adds|added|added|adding
cover|covers|covered|covered|covering
serve|serves|served|served|serving
kick|kicks|kicked|kicked|kicking
mix|mixes|mixed|mixed|mixing
sew|sews|sewed|sewn|sewing
suggest|suggests|suggested|suggested|suggesting
end|ends|ended|ended|ending
introduce|introduces|introduced|introduced|introducing
fear|fears|feared|feared|fearing
compare|compares|compared|compared|comparing
protect|protects|protected|protected|protecting
attack|attacks|attacked|attacked|attacking
answer back|answers back|answered back|answered back|answering back""".splitlines():
    _f = _l.split('|'); assert len(_f) == 5, _l; EN[_f[0]] = _f
for _l in """beat|beats|beat|beaten|beating
succeed|succeeds|succeeded|succeeded|succeeding
please|pleases|pleased|pleased|pleasing""".splitlines():
    _f = _l.split('|'); EN[_f[0]] = _f
for _l in """lead|leads|led|led|leading
apologize|apologizes|apologized|apologized|apologizing
fall in love|falls in love|fell in love|fallen in love|falling in love
come by|comes by|came by|come by|coming by
watch TV|watches TV|watched TV|watched TV|watching TV""".splitlines():
    _f = _l.split('|'); EN[_f[0]] = _f
for _l in """earn|earns|earned|earned|earning
pay attention|pays attention|paid attention|paid attention|paying attention
get changed|gets changed|got changed|got changed|getting changed
oversleep|oversleeps|overslept|overslept|oversleeping
interfere|interferes|interfered|interfered|interfering""".splitlines():
    _f = _l.split('|'); EN[_f[0]] = _f
for _l in """join|joins|joined|joined|joining
prevent|prevents|prevented|prevented|preventing
take back|takes back|took back|taken back|taking back
see again|sees again|saw again|seen again|seeing again
realize|realizes|realized|realized|realizing
act|acts|acted|acted|acting
develop|develops|developed|developed|developing
avoid|avoids|avoided|avoided|avoiding
wish|wishes|wished|wished|wishing
put back|puts back|put back|put back|putting back
change one's mind|changes one's mind|changed one's mind|changed one's mind|changing one's mind
chat|chats|chatted|chatted|chatting
fish|fishes|fished|fished|fishing
ski|skis|skied|skied|skiing
paint|paints|painted|painted|painting
tidy up|tidies up|tidied up|tidied up|tidying up
struggle|struggles|struggled|struggled|struggling
cough|coughs|coughed|coughed|coughing
heal|heals|healed|healed|healing
gain weight|gains weight|gained weight|gained weight|gaining weight
lose weight|loses weight|lost weight|lost weight|losing weight
grow old|grows old|grew old|grown old|growing old
blush|blushes|blushed|blushed|blushing
see each other|see each other|saw each other|seen each other|seeing each other
talk to each other|talk to each other|talked to each other|talked to each other|talking to each other
meet up|meets up|met up|met up|meeting up
fall asleep|falls asleep|fell asleep|fallen asleep|falling asleep
have a laugh|has a laugh|had a laugh|had a laugh|having a laugh
wake|wakes|woke|woken|waking
bother|bothers|bothered|bothered|bothering
surprise|surprises|surprised|surprised|surprising
rescue|rescues|rescued|rescued|rescuing
trust|trusts|trusted|trusted|trusting
solve|solves|solved|solved|solving
support|supports|supported|supported|supporting
prepare|prepares|prepared|prepared|preparing
sound|sounds|sounded|sounded|sounding
work out|works out|worked out|worked out|working out
get used to|gets used to|got used to|gotten used to|getting used to
take place|takes place|took place|taken place|taking place
bring along|brings along|brought along|brought along|bringing along
take along|takes along|took along|taken along|taking along
turn around|turns around|turned around|turned around|turning around
go away|goes away|went away|gone away|going away
come over|comes over|came over|come over|coming over
lie down|lies down|lay down|lain down|lying down
get to know|gets to know|got to know|gotten to know|getting to know
look forward to|looks forward to|looked forward to|looked forward to|looking forward to
break up|breaks up|broke up|broken up|breaking up
run away|runs away|ran away|run away|running away
lock|locks|locked|locked|locking
hand in|hands in|handed in|handed in|handing in
fill in|fills in|filled in|filled in|filling in
try on|tries on|tried on|tried on|trying on
get dressed up|gets dressed up|got dressed up|got dressed up|getting dressed up
go for a run|goes for a run|went for a run|gone for a run|going for a run""".splitlines():
    _f = _l.split('|'); EN.setdefault(_f[0], _f)
for _l in """hang|hangs|hung|hung|hanging
expect|expects|expected|expected|expecting
experience|experiences|experienced|experienced|experiencing
get in touch|gets in touch|got in touch|gotten in touch|getting in touch""".splitlines():
    _f = _l.split('|'); EN.setdefault(_f[0], _f)
for _l in """take care of|takes care of|took care of|taken care of|taking care of
exist|exists|existed|existed|existing
grab|grabs|grabbed|grabbed|grabbing
replace|replaces|replaced|replaced|replacing
arrange|arranges|arranged|arranged|arranging
turn out|turns out|turned out|turned out|turning out
disappear|disappears|disappeared|disappeared|disappearing
have breakfast|has breakfast|had breakfast|had breakfast|having breakfast
have lunch|has lunch|had lunch|had lunch|having lunch
cycle|cycles|cycled|cycled|cycling
work on|works on|worked on|worked on|working on""".splitlines():
    _f = _l.split('|'); EN.setdefault(_f[0], _f)
for _l in """get hurt|gets hurt|got hurt|gotten hurt|getting hurt
be located|is located|was located|been located|being located
make fun|makes fun|made fun|made fun|making fun
argue|argues|argued|argued|arguing""".splitlines():
    _f = _l.split('|'); EN.setdefault(_f[0], _f)
EN.setdefault('shut up', ['shut up', 'shuts up', 'shut up', 'shut up', 'shutting up'])
for _l in """program|programs|programmed|programmed|programming""".splitlines():
    _f = _l.split('|'); EN.setdefault(_f[0], _f)
EN.setdefault('say goodbye', ['say goodbye', 'says goodbye', 'said goodbye', 'said goodbye', 'saying goodbye'])
for _l in """think over|thinks over|thought over|thought over|thinking over
cross|crosses|crossed|crossed|crossing
overtake|overtakes|overtook|overtaken|overtaking
approach|approaches|approached|approached|approaching
switch off|switches off|switched off|switched off|switching off
switch on|switches on|switched on|switched on|switching on
plug in|plugs in|plugged in|plugged in|plugging in
charge|charges|charged|charged|charging
press|presses|pressed|pressed|pressing
click|clicks|clicked|clicked|clicking
post|posts|posted|posted|posting
pray|prays|prayed|prayed|praying
fold|folds|folded|folded|folding
gather|gathers|gathered|gathered|gathering
fill up|fills up|filled up|filled up|filling up
empty|empties|emptied|emptied|emptying
weigh|weighs|weighed|weighed|weighing
measure|measures|measured|measured|measuring
hate|hates|hated|hated|hating
laugh at|laughs at|laughed at|laughed at|laughing at
knit|knits|knitted|knitted|knitting
iron|irons|ironed|ironed|ironing
recommend|recommends|recommended|recommended|recommending
confirm|confirms|confirmed|confirmed|confirming
refuse|refuses|refused|refused|refusing
deliver|delivers|delivered|delivered|delivering
hire|hires|hired|hired|hiring
fire|fires|fired|fired|firing
retire|retires|retired|retired|retiring
graduate|graduates|graduated|graduated|graduating
vote|votes|voted|voted|voting
cheat|cheats|cheated|cheated|cheating
pretend|pretends|pretended|pretended|pretending
whisper|whispers|whispered|whispered|whispering
breathe|breathes|breathed|breathed|breathing
sneeze|sneezes|sneezed|sneezed|sneezing
snore|snores|snored|snored|snoring
bake|bakes|baked|baked|baking
grill|grills|grilled|grilled|grilling
boil|boils|boiled|boiled|boiling""".splitlines():
    _f = _l.split('|'); EN.setdefault(_f[0], _f)
EN.setdefault('go home', ['go home', 'goes home', 'went home', 'gone home', 'going home'])
EN.setdefault('go there', ['go there', 'goes there', 'went there', 'gone there', 'going there'])
EN.setdefault('talk on the phone', ['talk on the phone', 'talks on the phone', 'talked on the phone', 'talked on the phone', 'talking on the phone'])
EN.setdefault('bring back', ['bring back', 'brings back', 'brought back', 'brought back', 'bringing back'])
for _l in """invent|invents|invented|invented|inventing
survive|survives|survived|survived|surviving
mean (signify)|means|meant|meant|meaning
be ashamed|is ashamed|was ashamed|been ashamed|being ashamed""".splitlines():
    _f = _l.split('|'); EN.setdefault(_f[0], _f)
for _l in """plan|plans|planned|planned|planning
be enough|is enough|was enough|been enough|being enough
do the dishes|does the dishes|did the dishes|done the dishes|doing the dishes
spin|spins|spun|spun|spinning""".splitlines():
    _f = _l.split('|'); EN.setdefault(_f[0], _f)
