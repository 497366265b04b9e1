import { COMPOUND_FILE_MAGIC } from './compound-file.ts';

/**
 * Writes tiny Compound File Binary containers for the tests: one FAT sector, one directory
 * sector (up to three streams), streams padded to 4096 bytes so they live in regular sectors.
 */

const SECTOR = 512;
const FREE = 0xffffffff;
const END = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;

export function compoundFile(streams: Record<string, Uint8Array>): Uint8Array {
  const entries = Object.entries(streams).map(([name, data]) => {
    const size = Math.max(4096, Math.ceil(data.length / SECTOR) * SECTOR);
    const padded = new Uint8Array(size);
    padded.set(data);
    return { name, data: padded, length: Math.max(4096, data.length) };
  });
  if (entries.length > 3) throw new Error('At most three streams');
  const dataSectors = entries.reduce((sum, entry) => sum + entry.data.length / SECTOR, 0);
  const out = new Uint8Array(SECTOR * (3 + dataSectors));
  const view = new DataView(out.buffer);
  out.set(COMPOUND_FILE_MAGIC, 0);
  view.setUint16(0x18, 0x3e, true);
  view.setUint16(0x1a, 3, true);
  view.setUint16(0x1c, 0xfffe, true);
  view.setUint16(0x1e, 9, true);
  view.setUint16(0x20, 6, true);
  view.setUint32(0x2c, 1, true);
  view.setUint32(0x30, 1, true);
  view.setUint32(0x38, 4096, true);
  view.setUint32(0x3c, END, true);
  view.setUint32(0x44, END, true);
  for (let i = 0; i < 109; i++) view.setUint32(0x4c + i * 4, i === 0 ? 0 : FREE, true);

  const fat = (sector: number, value: number) => view.setUint32(SECTOR + sector * 4, value, true);
  for (let i = 0; i < SECTOR / 4; i++) fat(i, FREE);
  fat(0, FAT_SECTOR);
  fat(1, END);
  const directory = SECTOR * 2;
  const writeEntry = (index: number, name: string, type: number, start: number, size: number) => {
    const base = directory + index * 128;
    for (let i = 0; i < name.length; i++) view.setUint16(base + i * 2, name.charCodeAt(i), true);
    view.setUint16(base + 0x40, (name.length + 1) * 2, true);
    out[base + 0x42] = type;
    out[base + 0x43] = 1;
    view.setUint32(base + 0x44, FREE, true);
    view.setUint32(base + 0x48, index > 0 && index < entries.length ? index + 1 : FREE, true);
    view.setUint32(base + 0x4c, index === 0 && entries.length > 0 ? 1 : FREE, true);
    view.setUint32(base + 0x74, start, true);
    view.setUint32(base + 0x78, size, true);
  };
  writeEntry(0, 'Root Entry', 5, END, 0);
  let sector = 2;
  entries.forEach((entry, index) => {
    const count = entry.data.length / SECTOR;
    for (let i = 0; i < count; i++) fat(sector + i, i === count - 1 ? END : sector + i + 1);
    out.set(entry.data, SECTOR * (sector + 1));
    writeEntry(index + 1, entry.name, 2, sector, entry.length);
    sector += count;
  });
  return out;
}

/** A Word FIB whose fEncrypted flag is set or not. */
export function wordDocumentStream(encrypted: boolean): Uint8Array {
  const fib = new Uint8Array(64);
  fib.set([0xec, 0xa5, 0xc1, 0x00], 0);
  if (encrypted) fib[11] = 0x01;
  return fib;
}

/** An Excel workbook stream: BOF, optionally FILEPASS, then EOF. */
export function workbookStream(encrypted: boolean): Uint8Array {
  const records = [
    [0x09, 0x08, 0x04, 0x00, 0x00, 0x06, 0x05, 0x00],
    ...(encrypted ? [[0x2f, 0x00, 0x02, 0x00, 0x01, 0x00]] : []),
    [0x0a, 0x00, 0x00, 0x00],
  ];
  return new Uint8Array(records.flat());
}
