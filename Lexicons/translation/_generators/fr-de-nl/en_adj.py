import os
COMMON = os.path.dirname(os.path.abspath(__file__))
# The language's generator folder (its hand-written lists); set by assemble.sh.
KIT = os.environ.get('LEXICON_KIT', COMMON)
LANG = os.path.basename(os.path.dirname(KIT))
RAW = """good|better|best
bad|worse|worst
big|bigger|biggest
small|smaller|smallest
little|smaller|smallest
large|larger|largest
tall|taller|tallest
short|shorter|shortest
long|longer|longest
high|higher|highest
low|lower|lowest
old|older|oldest
young|younger|youngest
new|newer|newest
beautiful|more beautiful|most beautiful
pretty|prettier|prettiest
ugly|uglier|ugliest
nice|nicer|nicest
kind|kinder|kindest
mean|meaner|meanest
happy|happier|happiest
sad|sadder|saddest
glad|gladder|gladdest
tired|more tired|most tired
sick|sicker|sickest
ill|more ill|most ill
healthy|healthier|healthiest
hungry|hungrier|hungriest
thirsty|thirstier|thirstiest
busy|busier|busiest
free|freer|freest
ready|readier|readiest
sure|surer|surest
right|more right|most right
wrong|more wrong|most wrong
true|truer|truest
false|more false|most false
easy|easier|easiest
difficult|more difficult|most difficult
hard|harder|hardest
simple|simpler|simplest
important|more important|most important
interesting|more interesting|most interesting
boring|more boring|most boring
bored|more bored|most bored
funny|funnier|funniest
fun|more fun|most fun
strange|stranger|strangest
weird|weirder|weirdest
normal|more normal|most normal
hot|hotter|hottest
warm|warmer|warmest
cold|colder|coldest
cool|cooler|coolest
fast|faster|fastest
quick|quicker|quickest
slow|slower|slowest
early|earlier|earliest
late|later|latest
near|nearer|nearest
far|farther|farthest
close|closer|closest
open|more open|most open
closed|more closed|most closed
full|fuller|fullest
empty|emptier|emptiest
clean|cleaner|cleanest
dirty|dirtier|dirtiest
cheap|cheaper|cheapest
expensive|more expensive|most expensive
rich|richer|richest
poor|poorer|poorest
strong|stronger|strongest
weak|weaker|weakest
heavy|heavier|heaviest
light|lighter|lightest
dark|darker|darkest
bright|brighter|brightest
quiet|quieter|quietest
loud|louder|loudest
calm|calmer|calmest
angry|angrier|angriest
afraid|more afraid|most afraid
scared|more scared|most scared
nervous|more nervous|most nervous
worried|more worried|most worried
surprised|more surprised|most surprised
proud|prouder|proudest
lucky|luckier|luckiest
smart|smarter|smartest
intelligent|more intelligent|most intelligent
stupid|more stupid|most stupid
crazy|crazier|craziest
lazy|lazier|laziest
polite|more polite|most polite
rude|ruder|rudest
honest|more honest|most honest
friendly|friendlier|friendliest
sweet|sweeter|sweetest
cute|cuter|cutest
lovely|lovelier|loveliest
great|greater|greatest
wonderful|more wonderful|most wonderful
excellent|more excellent|most excellent
perfect|more perfect|most perfect
terrible|more terrible|most terrible
awful|more awful|most awful
dangerous|more dangerous|most dangerous
safe|safer|safest
possible|more possible|most possible
impossible|more impossible|most impossible
necessary|more necessary|most necessary
different|more different|most different
same|same|same
other|other|other
next|next|next
last|last|last
first|first|first
whole|whole|whole
alone|more alone|most alone
married|more married|most married
single|single|single
dead|deader|deadest
alive|more alive|most alive
famous|more famous|most famous
popular|more popular|most popular
serious|more serious|most serious
real|more real|most real
certain|more certain|most certain
clear|clearer|clearest
ready|readier|readiest
delicious|more delicious|most delicious
tasty|tastier|tastiest
fresh|fresher|freshest
sweet|sweeter|sweetest
salty|saltier|saltiest
spicy|spicier|spiciest
soft|softer|softest
wet|wetter|wettest
dry|drier|driest
thin|thinner|thinnest
fat|fatter|fattest
wide|wider|widest
narrow|narrower|narrowest
deep|deeper|deepest
black|blacker|blackest
white|whiter|whitest
red|redder|reddest
blue|bluer|bluest
green|greener|greenest
yellow|yellower|yellowest
brown|browner|brownest
gray|grayer|grayest
pink|pinker|pinkest
orange|more orange|most orange
purple|more purple|most purple
French|more French|most French
German|more German|most German
Dutch|more Dutch|most Dutch
English|more English|most English
American|more American|most American
Spanish|more Spanish|most Spanish
Italian|more Italian|most Italian
Chinese|more Chinese|most Chinese
Japanese|more Japanese|most Japanese
Belgian|more Belgian|most Belgian
Swiss|more Swiss|most Swiss
favorite|favorite|favorite
available|more available|most available
complicated|more complicated|most complicated
exciting|more exciting|most exciting
excited|more excited|most excited
disappointed|more disappointed|most disappointed
jealous|more jealous|most jealous
shy|shyer|shyest
brave|braver|bravest
careful|more careful|most careful
patient|more patient|most patient
broken|more broken|most broken
drunk|drunker|drunkest
awake|more awake|most awake
asleep|more asleep|most asleep
sorry|sorrier|sorriest
welcome|more welcome|most welcome
pleased|more pleased|most pleased
satisfied|more satisfied|most satisfied
comfortable|more comfortable|most comfortable
useful|more useful|most useful
useless|more useless|most useless
fair|fairer|fairest
unfair|more unfair|most unfair
nervous|more nervous|most nervous
curious|more curious|most curious
beautiful|more beautiful|most beautiful
handsome|more handsome|most handsome
modern|more modern|most modern
ancient|more ancient|most ancient
local|more local|most local
foreign|more foreign|most foreign
public|more public|most public
private|more private|most private
special|more special|most special
quiet|quieter|quietest
lonely|lonelier|loneliest
fine|finer|finest
okay|okay|okay
cool|cooler|coolest
awesome|more awesome|most awesome
amazing|more amazing|most amazing
sunny|sunnier|sunniest
rainy|rainier|rainiest
windy|windier|windiest
cloudy|cloudier|cloudiest
pregnant|more pregnant|most pregnant
blind|blinder|blindest
deaf|deafer|deafest
wild|wilder|wildest
""".strip().splitlines()
EN = {}
for l in RAW:
    a, b, c = l.split('|'); EN.setdefault(a, (b, c))
EN.setdefault('in love', ('more in love', 'most in love'))
EN.setdefault('nearest', ('nearest', 'nearest'))
EN.setdefault('exhausting', ('more exhausting', 'most exhausting'))
EN.setdefault('tough', ('tougher', 'toughest'))
