import { strToU8, zipSync } from 'fflate';

/** Small hand-written e-books for the tests: an EPUB 3, an EPUB 2 with an NCX, a FictionBook. */

export const XHTML11_DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.1//EN" "http://www.w3.org/TR/xhtml11/DTD/xhtml11.dtd">';
export const NCX_DOCTYPE =
  '<!DOCTYPE ncx PUBLIC "-//NISO//DTD ncx 2005-1//EN" "http://www.daisy.org/z3986/2005/ncx-2005-1.dtd">';

export function epubZip(files: Record<string, string>, mimetype = 'application/epub+zip'): Uint8Array {
  const entries: Record<string, [Uint8Array, { level: 0 | 6 }]> = { mimetype: [strToU8(mimetype), { level: 0 }] };
  for (const [path, text] of Object.entries(files)) entries[path] = [strToU8(text), { level: 6 }];
  return zipSync(entries);
}

export const CONTAINER =
  '<?xml version="1.0" encoding="UTF-8"?>\n<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>';

export const EPUB3_CHAPTER = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="en" lang="en">
<head><title>Chapter one</title><style>p { margin: 0 }</style></head>
<body>
  <section id="ch1">
    <h1 id="h1">The red house</h1>
    <p id="p1">The house is <b>red</b> and <a href="https://example.com/">the garden</a> is <i>green</i>.<a epub:type="noteref" href="#n1">1</a></p>
    <p>A picture <img src="../Images/house.png" alt="House"/> and a line<br/>break.</p>
    <ul><li>First point</li><li>Second point<ul><li>Inner point</li></ul></li></ul>
    <div>Loose text in a div <p>with a nested paragraph</p> and a tail.</div>
    <table><tr><td>The dog</td><td>42</td></tr></table>
    <pre>code stays as it is</pre>
    <aside epub:type="footnote" id="n1"><p>The note is short.</p></aside>
  </section>
</body>
</html>`;

export const EPUB3_NAV = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops">
<head><title>Contents</title></head>
<body><nav epub:type="toc"><h1>Contents</h1><ol><li><a href="chapter1.xhtml">The red house</a></li></ol></nav></body>
</html>`;

export const EPUB3_OPF = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="id">urn:uuid:12345</dc:identifier>
    <dc:title>The red house</dc:title>
    <dc:language>en</dc:language>
    <meta property="dcterms:modified">2024-01-01T00:00:00Z</meta>
  </metadata>
  <manifest>
    <item id="nav" href="Text/nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    <item id="ch1" href="Text/chapter1.xhtml" media-type="application/xhtml+xml"/>
    <item id="img" href="Images/house.png" media-type="image/png"/>
  </manifest>
  <spine><itemref idref="ch1"/></spine>
</package>`;

export function epub3(extra: Record<string, string> = {}): Uint8Array {
  return epubZip({
    'META-INF/container.xml': CONTAINER,
    'OEBPS/content.opf': EPUB3_OPF,
    'OEBPS/Text/nav.xhtml': EPUB3_NAV,
    'OEBPS/Text/chapter1.xhtml': EPUB3_CHAPTER,
    'OEBPS/Images/house.png': 'not really a png',
    ...extra,
  });
}

export const EPUB2_CHAPTER = `<?xml version="1.0" encoding="utf-8"?>
${XHTML11_DOCTYPE}
<html xmlns="http://www.w3.org/1999/xhtml">
<head><title>Part&nbsp;one</title></head>
<body><h2>Part one</h2><p>The cat is black&nbsp;&mdash; and small.</p></body>
</html>`;

export const EPUB2_NCX = `<?xml version="1.0" encoding="UTF-8"?>
${NCX_DOCTYPE}
<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1">
  <head><meta name="dtb:uid" content="urn:uuid:1"/></head>
  <docTitle><text>The black cat</text></docTitle>
  <navMap><navPoint id="np1" playOrder="1"><navLabel><text>Part one</text></navLabel><content src="part1.xhtml"/></navPoint></navMap>
</ncx>`;

export const EPUB2_OPF = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="2.0" unique-identifier="id">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:opf="http://www.idpf.org/2007/opf">
    <dc:title>The black cat</dc:title><dc:language>en</dc:language><dc:identifier id="id">urn:uuid:1</dc:identifier>
  </metadata>
  <manifest>
    <item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>
    <item id="part1" href="part1.xhtml" media-type="application/xhtml+xml"/>
  </manifest>
  <spine toc="ncx"><itemref idref="part1"/></spine>
</package>`;

export function epub2(chapter = EPUB2_CHAPTER): Uint8Array {
  return epubZip({
    'META-INF/container.xml': CONTAINER,
    'OEBPS/content.opf': EPUB2_OPF,
    'OEBPS/toc.ncx': EPUB2_NCX,
    'OEBPS/part1.xhtml': chapter,
  });
}

export const FICTION_BOOK = `<?xml version="1.0" encoding="UTF-8"?>
<FictionBook xmlns="http://www.gribuser.ru/xml/fictionbook/2.0" xmlns:l="http://www.w3.org/1999/xlink">
<description><title-info><genre>prose</genre><author><first-name>Ann</first-name><last-name>Smith</last-name></author><book-title>The red house</book-title><annotation><p>A book about a house.</p></annotation><lang>en</lang></title-info><document-info><author><nickname>ann</nickname></author><date>2024</date><id>b1</id><version>1.0</version></document-info></description>
<body><title><p>The red house</p></title><section id="s1"><title><p>Chapter one</p></title><epigraph><p>The dog is old.</p><text-author>A friend</text-author></epigraph><p>The house is <strong>red</strong> and <emphasis>big</emphasis>.<a l:href="#n1" type="note">1</a></p><empty-line/><poem><stanza><v>The cat is black.</v></stanza></poem><subtitle>The end</subtitle><table><tr><td>The book</td><td>12</td></tr></table></section></body>
<body name="notes"><section id="n1"><title><p>1</p></title><p>The note is short.</p></section></body>
<binary id="cover.jpg" content-type="image/jpeg">AAAA</binary>
</FictionBook>`;
