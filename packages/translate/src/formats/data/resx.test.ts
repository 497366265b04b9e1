import { describe, expect, it } from 'vitest';
import { extractError, shout, translateFile } from '../test-kit.ts';
import { resx } from './resx.ts';

const RESX = `<?xml version="1.0" encoding="utf-8"?>
<root>
  <xsd:schema id="root" xmlns:xsd="http://www.w3.org/2001/XMLSchema"><xsd:element name="root" /></xsd:schema>
  <resheader name="resmimetype"><value>text/microsoft-resx</value></resheader>
  <data name="Greeting" xml:space="preserve">
    <value>Hello &amp; welcome, {0}!</value>
    <comment>Shown after sign-in</comment>
  </data>
  <data name="$this.Text" xml:space="preserve"><value>Main window</value></data>
  <data name="button1.Size" type="System.Drawing.Size, System.Drawing"><value>75, 23</value></data>
  <data name="&gt;&gt;button1.Name" xml:space="preserve"><value>button1</value></data>
  <data name="Logo" type="System.Resources.ResXFileRef, System.Windows.Forms"><value>logo.png;System.Drawing.Bitmap</value></data>
  <!-- <data name="Old"><value>Old text</value></data> -->
</root>
`;

describe('resx', () => {
  it('translates text resources only, with comments as notes', async () => {
    const { segments, text } = await translateFile(resx, RESX, (s) => shout(s.text));
    expect(segments.map((s) => [s.context?.part, s.text, s.context?.note])).toEqual([
      ['Greeting', 'Hello & welcome, {0}!', 'Shown after sign-in'],
      ['$this.Text', 'Main window', undefined],
    ]);
    expect(text).toBe(
      RESX.replace('Hello &amp; welcome', 'HELLO &amp; WELCOME').replace('>Main window<', '>MAIN WINDOW<'),
    );
    expect((await translateFile(resx, RESX)).text).toBe(RESX);
  });

  it('escapes markup characters the translation brings', async () => {
    const { text } = await translateFile(resx, RESX, (s) => (s.text.startsWith('Hello') ? 'a < b & c' : s.text));
    expect(text).toContain('<value>a &lt; b &amp; c</value>');
  });

  it('refuses entity declarations and reports broken XML', async () => {
    const bomb = '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]><root>&b;</root>';
    expect((await extractError(resx, bomb)).code).toBe('unsafe');
    expect((await extractError(resx, '<root><data name="a"><value>x</data></root>')).code).toBe('corrupt');
  });
});
