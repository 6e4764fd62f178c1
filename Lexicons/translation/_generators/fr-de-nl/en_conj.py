import os
COMMON = os.path.dirname(os.path.abspath(__file__))
# The language's generator folder (its hand-written lists); set by assemble.sh.
KIT = os.environ.get('LEXICON_KIT', COMMON)
LANG = os.path.basename(os.path.dirname(KIT))
"""English conjugation helpers shared by the generators (keys from en_verbs.EN, or 'be ADJ')."""
import sys
sys.path.insert(0, COMMON)
from en_verbs import EN
BE = {'I': "I'm", 'you': "you're", 'he': "he's", 'she': "she's", 'it': "it's", 'we': "we're", 'they': "they're"}
THIRD = ('he', 'she', 'it')
def isbe(k): return k.startswith('be ')
def base(k): return k if isbe(k) else EN[k][0]
def pres(k, s):
    if isbe(k): return BE[s] + ' ' + k[3:]
    return s + ' ' + (EN[k][1] if s in THIRD else EN[k][0])
def bare3(k): return 'is ' + k[3:] if isbe(k) else EN[k][1]
def bare_pl(k): return 'are ' + k[3:] if isbe(k) else EN[k][0]
def bare1(k): return 'am ' + k[3:] if isbe(k) else EN[k][0]
def past(k, s=None):
    if isbe(k):
        v = 'were' if s in ('you', 'we', 'they') else 'was'
        return (s + ' ' if s else '') + v + ' ' + k[3:]
    return (s + ' ' if s else '') + EN[k][2]
def pp(k): return 'been ' + k[3:] if isbe(k) else EN[k][3]
def neg(k, s=None):
    if isbe(k):
        if s is None: return "isn't " + k[3:]
        return {'I': "I'm not"}.get(s, BE[s] + ' not') + ' ' + k[3:]
    d = "doesn't" if s in THIRD else "don't"
    return (s + ' ' if s else '') + d + ' ' + EN[k][0]
def neg_pl(k):
    return "aren't " + k[3:] if isbe(k) else "don't " + EN[k][0]
def neg3(k):
    return "isn't " + k[3:] if isbe(k) else "doesn't " + EN[k][0]
def negpast(k, s=None):
    if isbe(k): return (s + ' ' if s else '') + "wasn't " + k[3:]
    return (s + ' ' if s else '') + "didn't " + EN[k][0]
def q(k, s):
    if isbe(k):
        return {'I': 'am I', 'you': 'are you', 'he': 'is he', 'she': 'is she', 'it': 'is it', 'we': 'are we', 'they': 'are they'}[s] + ' ' + k[3:]
    return ('does ' if s in THIRD else 'do ') + s + ' ' + EN[k][0]
def qpast(k, s):
    if isbe(k): return ('were ' if s in ('you', 'we', 'they') else 'was ') + s + ' ' + k[3:]
    return 'did ' + s + ' ' + EN[k][0]
def will(k): return 'will ' + base(k)
def would(k): return 'would ' + base(k)
def lets(k): return "let's " + base(k)
def prog(k, s=None):
    if isbe(k): return past(k, s)
    w = 'were' if s in ('you', 'we', 'they') else 'was'
    return (s + ' ' if s else '') + w + ' ' + EN[k][4]
