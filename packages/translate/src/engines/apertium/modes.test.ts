import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { discoverModes, parseModeName, parseModePipeline, toBcp47, withNullFlush } from './modes.ts';

describe('parseModePipeline', () => {
  it('splits a pipeline into programs and arguments, with quoted paths', () => {
    const commands = parseModePipeline(
      "lt-proc -w '/usr/share/apertium/a b/eng-spa.automorf.bin' | apertium-tagger -g $2 '/x/eng-spa.prob' | lt-proc $1 \"/x/gen.bin\"\n",
    );
    expect(commands).toEqual([
      { program: 'lt-proc', args: ['-w', '/usr/share/apertium/a b/eng-spa.automorf.bin'] },
      { program: 'apertium-tagger', args: ['-g', '/x/eng-spa.prob'] },
      { program: 'lt-proc', args: ['-g', '/x/gen.bin'] },
    ]);
  });

  it('expands placeholders like the apertium script: an unquoted empty one vanishes, a quoted one stays', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: `${2}` is the shell placeholder under test.
    expect(parseModePipeline('prog $1 ${2} "$2" x', ['-n', ''])).toEqual([{ program: 'prog', args: ['-n', '', 'x'] }]);
    expect(parseModePipeline('prog $2 $3', ['-g', '-m'])).toEqual([{ program: 'prog', args: ['-m'] }]);
    expect(parseModePipeline('prog a"$1"b', ['-g'])).toEqual([{ program: 'prog', args: ['a-gb'] }]);
  });

  it('handles backslash escapes and line continuations', () => {
    expect(parseModePipeline('prog a\\ b "c\\"d" \\\n | next')).toEqual([
      { program: 'prog', args: ['a b', 'c"d'] },
      { program: 'next', args: [] },
    ]);
    expect(parseModePipeline('one |\n two')).toEqual([
      { program: 'one', args: [] },
      { program: 'two', args: [] },
    ]);
  });

  it('refuses anything beyond a plain pipeline', () => {
    for (const text of [
      'a; b',
      'a && b',
      'a > out',
      'a < in',
      'a $(b)',
      'a `b`',
      'a $HOME',
      'a || b',
      'a\nb',
      'a | | b',
    ]) {
      expect(() => parseModePipeline(text), text).toThrow();
    }
  });
});

describe('mode names', () => {
  it('maps Apertium codes to BCP-47', () => {
    expect(parseModeName('eng-spa')).toEqual({ source: 'en', target: 'es' });
    expect(parseModeName('fr-es')).toEqual({ source: 'fr', target: 'es' });
    expect(parseModeName('oci-cat')).toEqual({ source: 'oc', target: 'ca' });
    expect(parseModeName('por-glg')).toEqual({ source: 'pt', target: 'gl' });
    expect(parseModeName('ita-ron')).toEqual({ source: 'it', target: 'ro' });
    expect(parseModeName('ast-spa')).toEqual({ source: 'ast', target: 'es' });
    expect(toBcp47('FRA')).toBe('fr');
  });

  it('leaves out variants and debugging modes', () => {
    for (const name of ['eng-cat_valencia', 'cat-eng_US', 'eco-fr-es', 'eng-spa-tagger', 'eng-spa-morph', 'eng']) {
      expect(parseModeName(name), name).toBeUndefined();
    }
  });
});

describe('withNullFlush', () => {
  it('puts -z right after every program, once', () => {
    expect(
      withNullFlush([
        { program: 'lt-proc', args: ['-w', 'x.bin'] },
        { program: 'apertium-pretransfer', args: [] },
        { program: 'lt-proc', args: ['-z', 'y.bin'] },
      ]),
    ).toEqual([
      { program: 'lt-proc', args: ['-z', '-w', 'x.bin'] },
      { program: 'apertium-pretransfer', args: ['-z'] },
      { program: 'lt-proc', args: ['-z', 'y.bin'] },
    ]);
  });
});

describe('discoverModes', () => {
  it('finds the installed translation modes with ready-to-run commands', () => {
    expect(existsSync('/usr/share/apertium/modes/eng-spa.mode')).toBe(true);
    const { modes, failures } = discoverModes();
    expect(failures).toEqual([]);
    const names = modes.map((mode) => mode.name);
    expect(names).toEqual(expect.arrayContaining(['eng-spa', 'spa-eng', 'eng-cat', 'cat-eng', 'fr-es', 'es-fr']));
    expect(names.some((name) => name.includes('_') || name.startsWith('eco-'))).toBe(false);
    const engSpa = modes.find((mode) => mode.name === 'eng-spa')!;
    expect(engSpa).toMatchObject({ source: 'en', target: 'es' });
    expect(engSpa.commands.length).toBeGreaterThan(5);
    for (const command of engSpa.commands) {
      expect(command.args[0]).toBe('-z');
      expect(command.args.join(' ')).not.toContain('$');
    }
    expect(engSpa.commands[0]).toEqual({
      program: 'lt-proc',
      args: ['-z', '/usr/share/apertium/apertium-eng-spa/eng-spa.automorf.bin'],
    });
  });
});
