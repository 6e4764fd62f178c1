import os
COMMON = os.path.dirname(os.path.abspath(__file__))
# The language's generator folder (its hand-written lists); set by assemble.sh.
KIT = os.environ.get('LEXICON_KIT', COMMON)
LANG = os.path.basename(os.path.dirname(KIT))
RAW = """man|men
woman|women
child|children
boy|boys
girl|girls
baby|babies
person|people
people|people
friend|friends
family|families
father|fathers
mother|mothers
dad|dads
mom|moms
parent|parents
son|sons
daughter|daughters
brother|brothers
sister|sisters
grandfather|grandfathers
grandmother|grandmothers
uncle|uncles
aunt|aunts
cousin|cousins
husband|husbands
wife|wives
boyfriend|boyfriends
girlfriend|girlfriends
neighbor|neighbors
teacher|teachers
student|students
doctor|doctors
nurse|nurses
boss|bosses
colleague|colleagues
guest|guests
king|kings
queen|queens
police officer|police officers
police|police
driver|drivers
waiter|waiters
day|days
night|nights
morning|mornings
evening|evenings
afternoon|afternoons
week|weeks
month|months
year|years
hour|hours
minute|minutes
second|seconds
time|times
moment|moments
weekend|weekends
birthday|birthdays
holiday|holidays
vacation|vacations
party|parties
trip|trips
summer|summers
winter|winters
spring|springs
autumn|autumns
weather|weather
rain|rain
snow|snow
sun|sun
wind|wind
sky|skies
sea|seas
beach|beaches
mountain|mountains
river|rivers
lake|lakes
tree|trees
flower|flowers
garden|gardens
forest|forests
park|parks
house|houses
home|homes
apartment|apartments
room|rooms
kitchen|kitchens
bathroom|bathrooms
bedroom|bedrooms
door|doors
window|windows
table|tables
chair|chairs
bed|beds
key|keys
light|lights
wall|walls
floor|floors
street|streets
road|roads
city|cities
town|towns
village|villages
country|countries
world|worlds
place|places
school|schools
university|universities
class|classes
lesson|lessons
office|offices
work|work
job|jobs
meeting|meetings
company|companies
shop|shops
store|stores
supermarket|supermarkets
market|markets
restaurant|restaurants
bar|bars
cafe|cafes
hotel|hotels
hospital|hospitals
station|stations
airport|airports
bank|banks
church|churches
library|libraries
museum|museums
cinema|cinemas
movie|movies
film|films
car|cars
bus|buses
train|trains
plane|planes
bike|bikes
boat|boats
taxi|taxis
ticket|tickets
money|money
price|prices
euro|euros
dollar|dollars
phone|phones
cell phone|cell phones
computer|computers
internet|internet
message|messages
email|emails
letter|letters
photo|photos
picture|pictures
video|videos
music|music
song|songs
game|games
book|books
newspaper|newspapers
page|pages
word|words
language|languages
question|questions
answer|answers
problem|problems
idea|ideas
news|news
story|stories
name|names
number|numbers
address|addresses
food|food
breakfast|breakfasts
lunch|lunches
dinner|dinners
meal|meals
bread|bread
cheese|cheese
meat|meat
chicken|chickens
fish|fish
egg|eggs
rice|rice
pasta|pasta
soup|soups
salad|salads
fruit|fruit
apple|apples
banana|bananas
orange|oranges
potato|potatoes
tomato|tomatoes
vegetable|vegetables
cake|cakes
chocolate|chocolate
sugar|sugar
salt|salt
water|water
coffee|coffee
tea|tea
milk|milk
juice|juice
beer|beers
wine|wines
glass|glasses
cup|cups
bottle|bottles
plate|plates
head|heads
face|faces
eye|eyes
ear|ears
nose|noses
mouth|mouths
tooth|teeth
hair|hair
hand|hands
arm|arms
leg|legs
foot|feet
back|backs
heart|hearts
body|bodies
stomach|stomachs
dog|dogs
cat|cats
horse|horses
bird|birds
cow|cows
animal|animals
clothes|clothes
shirt|shirts
dress|dresses
shoe|shoes
coat|coats
hat|hats
bag|bags
box|boxes
thing|things
stuff|stuff
present|presents
gift|gifts
color|colors
life|lives
love|love
health|health
death|deaths
war|wars
peace|peace
truth|truth
help|help
luck|luck
fun|fun
hope|hope
fear|fear
pain|pain
problem|problems
mistake|mistakes
reason|reasons
way|ways
end|ends
beginning|beginnings
part|parts
side|sides
half|halves
kind|kinds
sort|sorts
plan|plans
rule|rules
chance|chances
choice|choices
fault|faults
homework|homework
exam|exams
test|tests
sport|sports
football|football
team|teams
match|matches
doctor's appointment|doctor's appointments
appointment|appointments
date|dates
trip|trips
journey|journeys
map|maps
side|sides
corner|corners
bridge|bridges
sign|signs
noise|noise
voice|voices
smell|smells
taste|tastes
fire|fire
air|air
earth|earth
stone|stones
paper|paper
pen|pens
pencil|pencils
desk|desks
clock|clocks
watch|watches
television|televisions
TV|TVs
radio|radios
party|parties
gift|gifts
card|cards
dream|dreams
secret|secrets
joke|jokes
medicine|medicines
cold|colds
fever|fevers
headache|headaches
weekend|weekends
right|rights
left|left
north|north
south|south
east|east
west|west
minute|minutes
half hour|half hours
quarter|quarters
sandwich|sandwiches
pizza|pizzas
dessert|desserts
ice cream|ice creams
menu|menus
bill|bills
tip|tips
seat|seats
line|lines
floor|floors
elevator|elevators
stairs|stairs
garage|garages
umbrella|umbrellas
wallet|wallets
passport|passports
suitcase|suitcases
island|islands
capital|capitals
government|governments
president|presidents
army|armies
soldier|soldiers
god|gods
soul|souls
mind|minds
opinion|opinions
feeling|feelings
kiss|kisses
hug|hugs
smile|smiles
tear|tears
voice|voices
party|parties
group|groups
crowd|crowds
guy|guys
kid|kids
lady|ladies
gentleman|gentlemen
sir|sirs
madam|madams
enemy|enemies
owner|owners
customer|customers
writer|writers
artist|artists
singer|singers
actor|actors
lawyer|lawyers
engineer|engineers
cook|cooks
farmer|farmers
painter|painters
""".strip().splitlines()
EN = {}
for l in RAW:
    a, b = l.split('|'); EN.setdefault(a, b)
for _l in """first name|first names
thing|things
shower|showers
town hall|town halls
neighborhood|neighborhoods
flat|flats
course|courses
pocket|pockets
sweater|sweaters
pants|pants
jacket|jackets
jeans|jeans
sock|socks
glasses|glasses
car park|car parks
fridge|fridges
towel|towels
soap|soap
bag|bags
shopping|shopping
birthday party|birthday parties
Christmas|Christmases
Easter|Easters
New Year|New Years
present|presents
butter|butter
oil|oil
cream|cream
sauce|sauces
mushroom|mushrooms
onion|onions
carrot|carrots
strawberry|strawberries
grape|grapes
lemon|lemons
cookie|cookies
candy|candies
snack|snacks
drink|drinks
alcohol|alcohol
cigarette|cigarettes
homeland|homelands
coast|coasts
desert|deserts
hill|hills
field|fields
farm|farms
grass|grass
leaf|leaves
moon|moons
star|stars
cloud|clouds
storm|storms
ice|ice
hole|holes
building|buildings
tower|towers
castle|castles
square|squares
corner|corners
traffic|traffic
traffic light|traffic lights
stop|stops
platform|platforms
delay|delays
accident|accidents
fight|fights
danger|dangers
thief|thieves
killer|killers
victim|victims
crime|crimes
law|laws
court|courts
prison|prisons
judge|judges
mess|messes
trouble|troubles
silence|silence
age|ages
size|sizes
weight|weights
height|heights
length|lengths
distance|distances
speed|speeds
hundred|hundreds
thousand|thousands
history|histories
science|sciences
art|arts
math|math
English|English
French|French
German|German
Dutch|Dutch
Spanish|Spanish
word|words
sentence|sentences
text|texts
note|notes
list|lists
password|passwords
account|accounts
app|apps
screen|screens
battery|batteries
charger|chargers
link|links
file|files
update|updates
group chat|group chats
selfie|selfies
post|posts
follower|followers
channel|channels
episode|episodes
series|series
concert|concerts
show|shows
theater|theaters
ball|balls
toy|toys
doll|dolls
gun|guns
knife|knives
fork|forks
spoon|spoons
pot|pots
pan|pans
oven|ovens
dish|dishes
bowl|bowls
kilo|kilos
liter|liters
meter|meters
kilometer|kilometers
piece|pieces
bit|bits
pair|pairs
couple|couples
wedding|weddings
honeymoon|honeymoons
marriage|marriages
divorce|divorces
pregnancy|pregnancies
funeral|funerals
heaven|heaven
hell|hell
ghost|ghosts
monster|monsters
nature|nature
environment|environments
pollution|pollution
energy|energy
power|power
electricity|electricity
gas|gas
wood|wood
metal|metal
gold|gold
silver|silver
glass (material)|glass
plastic|plastic
cotton|cotton
leather|leather
form|forms
size|sizes
student (pupil)|pupils
classroom|classrooms
blackboard|blackboards
break|breaks
recess|recesses
grade|grades
diploma|diplomas
career|careers
salary|salaries
boss (f)|bosses
interview|interviews
contract|contracts
business|businesses
customer service|customer services
rent|rents
tax|taxes
bill (invoice)|bills
receipt|receipts
change (coins)|change
coin|coins
credit card|credit cards
cash|cash
discount|discounts
sale|sales
queue|queues
package|packages
mail|mail
post office|post offices
stamp|stamps
envelope|envelopes
doctor's office|doctor's offices
pharmacy|pharmacies
dentist|dentists
illness|illnesses
flu|flu
cough|coughs
pill|pills
blood|blood
skin|skin
bone|bones
finger|fingers
knee|knees
neck|necks
shoulder|shoulders
throat|throats
tongue|tongues
lip|lips
beard|beards
brain|brains
dinner party|dinner parties
restroom|restrooms
toilet|toilets
shower gel|shower gels
toothbrush|toothbrushes
mirror|mirrors
lamp|lamps
sofa|sofas
couch|couches
carpet|carpets
roof|roofs
yard|yards
balcony|balconies
neighbor (f)|neighbors
roommate|roommates
landlord|landlords
tourist|tourists
foreigner|foreigners
visitor|visitors
hero|heroes
idiot|idiots
liar|liars
genius|geniuses
beginner|beginners
winner|winners
loser|losers
fan|fans
member|members
leader|leaders
manager|managers
employee|employees
worker|workers
pilot|pilots
scientist|scientists
journalist|journalists
politician|politicians
priest|priests
musician|musicians
dancer|dancers
player|players
coach|coaches
referee|referees""".splitlines():
    _a, _b = _l.split('|'); EN.setdefault(_a, _b)
for _l in """case|cases
state|states
blow|blows
effect|effects
example|examples
cause|causes
shape|shapes
return|returns
situation|situations
means|means
order|orders
manner|manners
subject|subjects
topic|topics
matter|matters
century|centuries
middle|middles
fashion|fashions
role|roles
opportunity|opportunities
risk|risks
value|values
position|positions
call|calls
success|successes
experience|experiences
impression|impressions
freedom|freedoms
departure|departures
reality|realities
future|futures
proof|proofs
respect|respect
difference|differences
disease|diseases
memory|memories
habit|habits
happiness|happiness
character|characters
courage|courage
shame|shame
anger|anger
joy|joy
heat|heat
friendship|friendships
bath|baths
sleep|sleep
drug|drugs
sex|sex
confidence|confidence
trust|trust
pleasure|pleasures
desire|desires
attention|attention
patience|patience
silence|silences
education|education
science|sciences
nature|nature
sound|sounds
result|results
solution|solutions
decision|decisions
information|information
advice|advice
fight|fights
violence|violence
weapon|weapons
crisis|crises
belly|bellies
weekday|weekdays
arrival|arrivals
exit|exits
entrance|entrances
airplane|airplanes
subway|subways
tram|trams
truck|trucks
motorcycle|motorcycles
engine|engines
wheel|wheels
gas station|gas stations
parking lot|parking lots
pool|pools
gym|gyms
stadium|stadiums
field|fields
race|races
goal|goals
point|points
score|scores
rest|rest
end of the week|ends of the week
birthday cake|birthday cakes
soda|sodas
vegetables|vegetables
fries|fries
steak|steaks
ham|ham
pork|pork
beef|beef
bean|beans
pepper|peppers
garlic|garlic
flour|flour
honey|honey
jam|jams
snack bar|snack bars
waitress|waitresses
nephew|nephews
niece|nieces
grandchild|grandchildren
grandson|grandsons
granddaughter|granddaughters
fiancé|fiancés
partner|partners
classmate|classmates
bride|brides
groom|grooms
twin|twins
animal (pet)|pets
pet|pets
mouse|mice
rabbit|rabbits
pig|pigs
sheep|sheep
duck|ducks
bear|bears
lion|lions
wolf|wolves
snake|snakes
insect|insects
spider|spiders
fly (insect)|flies
mosquito|mosquitoes
bee|bees
butterfly|butterflies
monkey|monkeys
elephant|elephants
tiger|tigers
tooth (pl)|teeth""".splitlines():
    _a, _b = _l.split('|'); EN.setdefault(_a, _b)
for _l in """sense|senses
desire (lust)|desires
calm|calm
thought|thoughts
goal|goals
situation|situations
look|looks
amount|amounts
comparison|comparisons
interest|interests
step|steps
offer|offers
peace and quiet|peace and quiet
sign (signal)|signs
border|borders
contact|contacts
protection|protection
studies|studies
conversation|conversations
relationship|relationships
condition|conditions
wish|wishes
opponent|opponents
home (homeland)|homes
worry|worries
mood|moods
advantage|advantages
argument|arguments
effort|efforts
favor|favors
honor|honor
thing (matter)|things
power|powers
level|levels
boyfriend/girlfriend|partners
kind (type)|kinds
fact|facts
topic|topics
area|areas
region|regions
nurse (m)|nurses
youth|youth
generation|generations
vacation day|vacation days
day off|days off
free time|free time
hobby|hobbies
weekend trip|weekend trips
sightseeing|sightseeing
view|views
nap|naps
snack|snacks
meal (dish)|dishes
portion|portions
change (money)|change
change|changes
mistake (error)|mistakes
bill (note)|bills
order (purchase)|orders
delivery|deliveries
question mark|question marks
language course|language courses
grade (mark)|grades
break (pause)|breaks
holidays|holidays
vacation (school)|vacations""".splitlines():
    _a, _b = _l.split('|'); EN.setdefault(_a, _b)
EN.setdefault('sausage', 'sausages')
for _l in """space|spaces
knowledge|knowledge
safety|safety""".splitlines():
    _a, _b = _l.split('|'); EN.setdefault(_a, _b)
# English noun-noun compounds (their plural is the last word's)
for _l in """train station|train stations
bus stop|bus stops
birthday party|birthday parties
phone number|phone numbers
swimming pool|swimming pools
bus station|bus stations
shopping mall|shopping malls
police station|police stations
birthday present|birthday presents
train ticket|train tickets
city centre|city centres
city center|city centers
email address|email addresses
coffee shop|coffee shops
phone call|phone calls
movie theater|movie theaters
birthday cake|birthday cakes
alarm clock|alarm clocks
parking lot|parking lots
living room|living rooms""".splitlines():
    _a, _b = _l.split('|'); EN.setdefault(_a, _b)
