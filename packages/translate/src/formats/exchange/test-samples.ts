/** Hand-written localisation files the exchange tests share. */

export const POT = [
  '# SOME DESCRIPTIVE TITLE.',
  '# This file is distributed under the same license as the demo package.',
  '#, fuzzy',
  'msgid ""',
  'msgstr ""',
  '"Project-Id-Version: demo 1.0\\n"',
  '"Language-Team: LANGUAGE <LL@li.org>\\n"',
  '"Language: \\n"',
  '"MIME-Version: 1.0\\n"',
  '"Content-Type: text/plain; charset=CHARSET\\n"',
  '"Content-Transfer-Encoding: 8bit\\n"',
  '"Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\\n"',
  '',
  '#. Shown on the start page',
  '#: src/app.c:12',
  '#, c-format',
  'msgctxt "menu"',
  'msgid "Open the file %s"',
  'msgstr ""',
  '',
  '#: src/app.c:20',
  '#, c-format',
  'msgid "%d file was saved"',
  'msgid_plural "%d files were saved"',
  'msgstr[0] ""',
  'msgstr[1] ""',
  '',
  '#: src/app.c:31',
  'msgid ""',
  '"The house is very big and the garden is green, and the dog sleeps near the "',
  '"door.\\n"',
  '"My brother works in the city.\\n"',
  'msgstr ""',
  '',
  '#~ msgid "Old string"',
  '#~ msgstr "Vieja cadena"',
  '',
].join('\n');

export const XLIFF_12 = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="app.html" source-language="en" datatype="html">
    <header><note>Shop front</note></header>
    <body>
      <group id="g1" resname="buttons">
        <trans-unit id="1" resname="save">
          <source>Click <g id="1" ctype="bold">here</g> to <x id="2" ctype="image"/> save &amp; close.</source>
          <note from="developer">Button label</note>
        </trans-unit>
      </group>
      <trans-unit id="2" translate="no">
        <source>Glossa</source>
      </trans-unit>
      <trans-unit id="3">
        <source>The <bx id="3"/>red<ex id="4"/> <ph id="5">&lt;br/&gt;</ph>house <it id="6" pos="open">&lt;i&gt;</it>is big.</source>
        <target state="needs-translation">Old text</target>
        <alt-trans><source>The house</source><target xml:lang="fr">La maison</target></alt-trans>
      </trans-unit>
      <trans-unit id="4">
        <source>My brother works. We are going to the beach.</source>
        <seg-source><mrk mtype="seg" mid="1">My brother works.</mrk> <mrk mtype="seg" mid="2">We are going to the beach.</mrk></seg-source>
      </trans-unit>
      <trans-unit id="5"><source>The dog <mrk mtype="protected">Rex</mrk> sleeps.</source><target/></trans-unit>
    </body>
  </file>
</xliff>
`;

export const XLIFF_20 = `<?xml version="1.0" encoding="UTF-8"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en">
 <file id="f1">
  <notes><note>Shop front</note></notes>
  <unit id="u1">
   <notes><note>Greeting on the home page</note></notes>
   <originalData><data id="d1">&lt;b&gt;</data><data id="d2">&lt;/b&gt;</data><data id="d3">&lt;br/&gt;</data></originalData>
   <segment id="s1">
    <source>The <pc id="1" dataRefStart="d1" dataRefEnd="d2">old</pc> dog <ph id="2" dataRef="d3"/>sleeps near the door.</source>
   </segment>
   <ignorable><source> </source></ignorable>
   <segment id="s2" state="initial">
    <source>The <sc id="3"/>house<ec startRef="3"/> is <mrk id="m1" translate="no">Villa Rosa</mrk>.</source>
    <target/>
   </segment>
  </unit>
  <unit id="u2" translate="no">
   <segment><source>Glossa</source></segment>
  </unit>
  <group id="g1">
   <unit id="u3">
    <segment state="translated"><source>My brother works in the city.</source><target>Mi hermano</target></segment>
   </unit>
  </group>
 </file>
</xliff>
`;
