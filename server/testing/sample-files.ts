/** Minimal files of each kind, shaped like the real thing where the sniffer looks. */

function zipEntry(name: string, content: string): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(Buffer.byteLength(name), 26);
  header.writeUInt16LE(0, 28);
  return Buffer.concat([header, Buffer.from(name), Buffer.from(content)]);
}

function centralDirectory(names: string[]): Buffer {
  return Buffer.concat(
    names.map((name) => Buffer.concat([Buffer.from([0x50, 0x4b, 0x01, 0x02]), Buffer.alloc(42), Buffer.from(name)])),
  );
}

const docxNames = ['[Content_Types].xml', '_rels/.rels', 'word/document.xml'];

export const samples = {
  pdf: Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n%%EOF\n', 'latin1'),
  doc: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]),
  docx: Buffer.concat([...docxNames.map((name) => zipEntry(name, '<xml/>')), centralDirectory(docxNames)]),
  odt: Buffer.concat([
    zipEntry('mimetype', 'application/vnd.oasis.opendocument.text'),
    zipEntry('content.xml', '<office/>'),
    centralDirectory(['mimetype', 'content.xml']),
  ]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(64)]),
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]),
  webp: Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(32)]),
  zip: Buffer.concat([zipEntry('notes.txt', 'hello'), centralDirectory(['notes.txt'])]),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(128)]),
};
