#!/usr/bin/env python3
"""Lines of logic of each file in Sources/restorectl/Commands at a commit, the measure issue 29
set for thin commands (about 60 at most): non-blank, non-comment lines outside the declarative
option and command specs (the CommandSpec, OptionSpec and TypedOption literals).

    scripts/command-logic.py REV    e.g. HEAD, or a0f3725 to compare
"""
import sys, re, subprocess
def logic(text):
    n = 0; depth = 0; inspec = False
    for line in text.splitlines():
        s = line.strip()
        if inspec:
            depth += s.count('(') - s.count(')')
            if depth <= 0: inspec = False
            continue
        if re.search(r'=\s*(CommandSpec|OptionSpec|TypedOption<[^>]*>|TypedOption)\(', s) and not s.startswith('//'):
            depth = s.count('(') - s.count(')')
            inspec = depth > 0
            continue
        if not s or s.startswith('//') or s.startswith('import '): continue
        n += 1
    return n
rev = sys.argv[1]
files = subprocess.run(['git','ls-tree','--name-only',rev,'Sources/restorectl/Commands/'],capture_output=True,text=True).stdout.split()
for f in sorted(files):
    t = subprocess.run(['git','show',f'{rev}:{f}'],capture_output=True,text=True).stdout
    print(logic(t), f.split('/')[-1])
