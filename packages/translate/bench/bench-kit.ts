import { createServer } from 'node:net';

/** Shared by the benchmarks: a seeded generator, English sample sentences and a free loopback port. */

/** Small deterministic generator (mulberry32), so every run translates the same text. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const SUBJECTS = [
  'The teacher',
  'My neighbour',
  'Our company',
  'The children',
  'A young doctor',
  'The government',
  'Her brother',
  'The old man',
  'Every student',
  'The new manager',
  'My parents',
  'The small shop',
  'Your friend',
  'The engineers',
];
export const VERBS = [
  'reads',
  'bought',
  'will visit',
  'has finished',
  'is writing',
  'wanted',
  'found',
  'sold',
  'explained',
  'needs',
  'would like',
  'did not see',
  'carried',
  'opened',
  'is looking for',
  'cleaned',
  'remembered',
  'built',
];
export const OBJECTS = [
  'a long letter',
  'the new report',
  'three old books',
  'the red car',
  'a beautiful house',
  'the annual budget',
  'some fresh bread',
  'the broken window',
  'an important message',
  'two tickets',
  'the last train',
  'the garden',
];
export const PLACES = [
  'in the library',
  'near the river',
  'before the meeting',
  'after lunch',
  'at the station',
  'in the city centre',
  'during the summer',
  'on Monday morning',
  'at home',
  'in the north of the country',
  'every week',
  'yesterday',
];
export const CLAUSES = [
  'because it was raining',
  'although the weather was cold',
  'and then went home',
  'when the sun came out',
  'but nobody noticed',
  'so that everyone could see it',
  'while the others were working',
  'as usual',
];

export function pick<T>(next: () => number, list: readonly T[]): T {
  return list[Math.floor(next() * list.length)]!;
}

/** "Subject verb object place." with the shared vocabulary. */
export function simpleSentence(next: () => number): string {
  return `${pick(next, SUBJECTS)} ${pick(next, VERBS)} ${pick(next, OBJECTS)} ${pick(next, PLACES)}.`;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
