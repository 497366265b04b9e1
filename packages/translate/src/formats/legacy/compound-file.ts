/**
 * Just enough of the Compound File Binary format (the OLE container of doc, xls and ppt) to
 * tell which application wrote a file and whether it is password-protected, before LibreOffice
 * is asked to open it. Every chain walk is bounded by the number of sectors.
 */

export const COMPOUND_FILE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const END_OF_CHAIN = 0xfffffffe;
const MAX_DIRECTORY_ENTRIES = 100_000;

export function isCompoundFile(bytes: Uint8Array): boolean {
  return COMPOUND_FILE_MAGIC.every((byte, index) => bytes[index] === byte);
}

interface Entry {
  name: string;
  type: number;
  start: number;
  size: number;
}

export interface CompoundFile {
  /** Names of the streams and storages. */
  names: Set<string>;
  /** The first `limit` bytes of a stream, when it exists. */
  read(name: string, limit: number): Uint8Array | undefined;
}

/** Reads the directory of a compound file; undefined when the container is damaged. */
export function openCompoundFile(bytes: Uint8Array): CompoundFile | undefined {
  if (bytes.length < 512 || !isCompoundFile(bytes)) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u32 = (offset: number) => (offset + 4 <= bytes.length ? view.getUint32(offset, true) : END_OF_CHAIN);
  const sectorShift = view.getUint16(0x1e, true);
  const miniShift = view.getUint16(0x20, true);
  if (sectorShift !== 9 && sectorShift !== 12) return undefined;
  const sectorSize = 1 << sectorShift;
  const sectorCount = Math.ceil(bytes.length / sectorSize);
  const sectorOffset = (sector: number) => (sector + 1) * sectorSize;

  // The FAT's own sectors: 109 listed in the header, the rest in DIFAT sectors.
  const fatSectors: number[] = [];
  for (let i = 0; i < 109; i++) fatSectors.push(u32(0x4c + i * 4));
  let difat = u32(0x44);
  for (let hops = 0; difat < sectorCount && hops < sectorCount; hops++) {
    const base = sectorOffset(difat);
    for (let i = 0; i < sectorSize / 4 - 1; i++) fatSectors.push(u32(base + i * 4));
    difat = u32(base + sectorSize - 4);
  }
  const fat: number[] = [];
  for (const sector of fatSectors.filter((s) => s < sectorCount)) {
    for (let i = 0; i < sectorSize / 4; i++) fat.push(u32(sectorOffset(sector) + i * 4));
  }
  const chain = (start: number, table: readonly number[], limit: number): number[] => {
    const out: number[] = [];
    const seen = new Set<number>();
    for (let at = start; at < table.length && out.length < limit && !seen.has(at); at = table[at] as number) {
      seen.add(at);
      out.push(at);
    }
    return out;
  };
  const readChain = (start: number, wanted: number): Uint8Array => {
    // Sizes come from the file itself: never more than the file holds.
    const size = Math.min(wanted, bytes.length);
    const out = new Uint8Array(size);
    let filled = 0;
    for (const sector of chain(start, fat, Math.ceil(size / sectorSize))) {
      const piece = bytes.subarray(sectorOffset(sector), sectorOffset(sector) + Math.min(sectorSize, size - filled));
      out.set(piece, filled);
      filled += piece.length;
    }
    return out.subarray(0, filled);
  };

  const directory = readChain(u32(0x30), Math.min(sectorCount, MAX_DIRECTORY_ENTRIES / 4) * sectorSize);
  const entries: Entry[] = [];
  const dirView = new DataView(directory.buffer, directory.byteOffset, directory.byteLength);
  for (let offset = 0; offset + 128 <= directory.length; offset += 128) {
    const nameBytes = Math.min(64, dirView.getUint16(offset + 0x40, true));
    const name = new TextDecoder('utf-16le').decode(directory.subarray(offset, offset + Math.max(0, nameBytes - 2)));
    const type = directory[offset + 0x42] as number;
    if (type === 0) continue;
    entries.push({
      name,
      type,
      start: dirView.getUint32(offset + 0x74, true),
      size: dirView.getUint32(offset + 0x78, true),
    });
  }
  const root = entries.find((entry) => entry.type === 5);
  const cutoff = u32(0x38);

  const readMini = (entry: Entry, limit: number): Uint8Array => {
    const miniSize = 1 << miniShift;
    const miniFat: number[] = [];
    const miniFatBytes = readChain(u32(0x3c), u32(0x40) * sectorSize);
    const miniView = new DataView(miniFatBytes.buffer, miniFatBytes.byteOffset, miniFatBytes.byteLength);
    for (let i = 0; i + 4 <= miniFatBytes.length; i += 4) miniFat.push(miniView.getUint32(i, true));
    const container = root ? readChain(root.start, root.size) : new Uint8Array();
    const out: number[] = [];
    for (const sector of chain(entry.start, miniFat, Math.ceil(limit / miniSize))) {
      out.push(...container.subarray(sector * miniSize, (sector + 1) * miniSize));
    }
    return new Uint8Array(out.slice(0, limit));
  };

  return {
    names: new Set(entries.map((entry) => entry.name)),
    read(name, limit) {
      const entry = entries.find((candidate) => candidate.name === name && candidate.type === 2);
      if (!entry) return undefined;
      const wanted = Math.min(limit, entry.size);
      return entry.size < cutoff ? readMini(entry, wanted) : readChain(entry.start, wanted);
    },
  };
}
