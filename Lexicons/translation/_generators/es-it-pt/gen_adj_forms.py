def forms(c, lang):
    parts = c.split('/')
    if len(parts) == 4: return parts
    m = parts[0]
    if lang == 'es':
        if m.endswith('o'): return [m, m[:-1] + 'a', m + 's', m[:-1] + 'as']
        if m[-1] in 'aeé': return [m, m, m + 's', m + 's']
        if m.endswith('z'): return [m, m, m[:-1] + 'ces', m[:-1] + 'ces']
        return [m, m, m + 'es', m + 'es']
    if lang == 'it':
        if m.endswith('io'): return [m, m[:-1] + 'a', m[:-1], m[:-1] + 'e']
        if m.endswith('o'): return [m, m[:-1] + 'a', m[:-1] + 'i', m[:-1] + 'e']
        if m.endswith('e'): return [m, m, m[:-1] + 'i', m[:-1] + 'i']
        return [m, m, m, m]
    if lang == 'pt':
        if m.endswith('o'): return [m, m[:-1] + 'a', m + 's', m[:-1] + 'as']
        if m.endswith('e'): return [m, m, m + 's', m + 's']
        if m.endswith('m'): return [m, m, m[:-1] + 'ns', m[:-1] + 'ns']
        if m.endswith('r') or m.endswith('z'): return [m, m, m + 'es', m + 'es']
        return [m, m, m + 's', m + 's']
