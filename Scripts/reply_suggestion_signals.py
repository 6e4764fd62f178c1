#!/usr/bin/env python3
"""Label every suggestion shown for our own fresh samples odd or fine, and fit per-kind score floors across samples.

Reads the verdict files of `Tests/SmartReplyTests/Fixtures/ReplyDev/` (fresh-verdicts*.tsv: every suggestion we read
for a fresh sample, with the odd ones named or quoted in the reason), writes one conversation file per message and
replays them with a release build (`smartreply replay --json --trace`, which prints each shown English reply with its
intent and score), then keeps the shown suggestions whose text was judged for that message (a suggestion not read
before is left out). For each kind of reply after a statement (no '?' in the message) it fits the score floor that
removes the most odd minus fine suggestions on some samples (the middle of the range of such floors) and reports what it removes on the others.

    Scripts/reply_suggestion_signals.py /tmp/main-rel/release/smartreply [--train A,B,...] [--test M,N,O,P]

Only our own messages are read; nothing of the evaluation data in /work/shared/eval is used.
"""
import argparse, collections, json, os, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
DEV = os.path.join(HERE, '..', 'Tests', 'SmartReplyTests', 'Fixtures', 'ReplyDev')
# Questions that ReplyFitRules.askBackCues already lets through only when the message holds what they ask about.
CUED_ASK_BACKS = {'What is it?', 'Like what?', 'Which one?', 'What happened?', "What's going on?", "What's wrong?",
                  'Do you want to come?', 'Want to join us?'}
KINDS = {
    'ask-back (reply is a question)': lambda o: o['text'].endswith('?') and o['text'] not in CUED_ASK_BACKS,
    'filler (Okay!, Wow!, Interesting!)': lambda o: o['intent'] in {'acknowledge', 'surprise', 'interest'},
}


def rows(name):
    with open(os.path.join(DEV, name), encoding='utf-8') as f:
        for line in f:
            if line.strip() and not line.startswith('#'):
                yield line.rstrip('\n').split('\t')


def labels():
    """message -> {suggestion: {'odd', 'fine'}}, message -> sample."""
    lab, sample = {}, {}

    def add(s, msg, shown, odd=None, verdict=None, reason=''):
        shown = [x.strip() for x in shown if x.strip()]
        if not shown:
            return
        if odd is None:
            if verdict == 'ok':
                odd = []
            elif verdict == 'odd':
                odd = [x for x in shown if x in reason]
                if not odd:
                    return
            else:
                return
        sample.setdefault(msg, s)
        for x in shown:
            lab.setdefault(msg, {}).setdefault(x, set()).add('odd' if x in odd else 'fine')

    for name in ('fresh-verdicts.tsv', 'fresh-verdicts-EFGH.tsv'):
        for r in rows(name):
            r += [''] * (6 - len(r))
            add(r[0], r[2], r[4].split(' | '), odd=[x.strip() for x in r[5].split(' | ') if x.strip()])
    for r in rows('fresh-verdicts-I.tsv'):
        r += [''] * (6 - len(r))
        add('I', r[1], r[3].split(' | '), verdict=r[4], reason=r[5])
    for name in sorted(os.listdir(DEV)):
        if name.startswith('fresh-verdicts-') and name[15:-4] in ('JK', 'M', 'N', 'O', 'P', 'Q'):
            for r in rows(name):
                r += [''] * (7 - len(r))
                add(r[0], r[2], r[4].split(' | '), verdict=r[5], reason=r[6])
    return lab, sample


def shown(binary, messages):
    with tempfile.TemporaryDirectory() as tmp:
        for i, m in enumerate(messages):
            with open(os.path.join(tmp, '%05d.json' % i), 'w', encoding='utf-8') as f:
                json.dump({'title': str(i), 'localUser': 'me',
                           'messages': [{'user': 'friend', 'text': m, 'timestamp': '2026-12-01T12:00:00Z'}]}, f)
        out = subprocess.run([binary, 'replay', '--json', '--trace', tmp], capture_output=True, text=True,
                             cwd=os.path.join(HERE, '..')).stdout
    return [json.loads(line) for line in out.splitlines() if line.strip()]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('binary')
    ap.add_argument('--train', default='A,B,C,E,F,G,H,I,J,K')
    ap.add_argument('--test', default='M,N,O,P')
    a = ap.parse_args()
    lab, sample = labels()
    data = []
    for j in shown(a.binary, list(lab)):
        m, cands, sugg = j['text'], j.get('trace', {}).get('englishCandidates') or [], j.get('suggestions') or []
        if m not in lab or len(cands) != len(sugg):
            continue
        for rank, (s, c) in enumerate(zip(sugg, cands)):
            l = lab[m].get(s)
            if l:
                data.append(dict(msg=m, sample=sample[m], rank=rank, text=c['text'], intent=c['intent'], score=c['score'],
                                 statement='?' not in (j.get('english') or m), y='odd' if 'odd' in l else 'fine'))
    print('labelled suggestions: %d (%d odd)' % (len(data), sum(o['y'] == 'odd' for o in data)))
    train, test = set(a.train.split(',')), set(a.test.split(','))

    def removed(xs, t):
        r = [o for o in xs if o['score'] < t]
        return sum(o['y'] == 'odd' for o in r), sum(o['y'] == 'fine' for o in r)

    for kind, test_kind in KINDS.items():
        xs = [o for o in data if o['statement'] and test_kind(o)]
        tr = [o for o in xs if o['sample'] in train]
        best = (0, float('-inf'), float('-inf'))
        for t in sorted({o['score'] for o in tr}):
            gain = removed(tr, t + 1e-9)[0] - removed(tr, t + 1e-9)[1]
            if gain > best[0]:
                below = max([o['score'] for o in tr if o['score'] <= t], default=t)
                above = min([o['score'] for o in tr if o['score'] > t], default=t + 1)
                best = (gain, below, above)
        floor = round((best[1] + best[2]) / 2, 1) if best[0] > 0 else float('-inf')  # the middle of the range
        print('%s after a statement: %d shown (%d odd); floor fitted on %s: %s (any in (%.2f, %.2f]): removes odd/fine %s there, %s on %s'
              % (kind, len(xs), sum(o['y'] == 'odd' for o in xs), a.train, 'none' if floor == float('-inf') else '%.2f' % floor,
                 best[1], best[2], removed(tr, floor), removed([o for o in xs if o['sample'] in test], floor), a.test))


if __name__ == '__main__':
    sys.exit(main())
