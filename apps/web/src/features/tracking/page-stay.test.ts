import { describe, expect, it } from 'vitest';
import { type PageStay, PageStayTimer } from './page-stay.ts';

function timer() {
  let clock = 1000;
  const stays: PageStay[] = [];
  const subject = new PageStayTimer(
    () => clock,
    (stay) => stays.push(stay),
  );
  return { subject, stays, advance: (ms: number) => (clock += ms) };
}

describe('PageStayTimer', () => {
  it('reports the previous page on every route change and restarts the timer', () => {
    const { subject, stays, advance } = timer();
    subject.enter('/enus');
    advance(3000);
    subject.enter('/enus/help');
    advance(500);
    subject.enter('/enus/about');
    expect(stays).toEqual([
      { pageKey: '/enus', startTime: 1000, endTime: 4000, stayTime: 3000 },
      { pageKey: '/enus/help', startTime: 4000, endTime: 4500, stayTime: 500 },
    ]);
  });

  it('ends the stay when the page is hidden, once, and starts again when it is visible', () => {
    const { subject, stays, advance } = timer();
    subject.enter('/zhcn/help');
    advance(2000);
    subject.end();
    subject.end(); // pagehide after visibilitychange: not reported twice
    advance(60_000); // hidden: not counted
    subject.resume();
    advance(1000);
    subject.end();
    expect(stays.map((stay) => stay.stayTime)).toEqual([2000, 1000]);
    expect(stays[1]?.startTime).toBe(63_000);
  });

  it('ignores a route change to the same page and reports nothing before the first page', () => {
    const { subject, stays, advance } = timer();
    subject.end();
    subject.resume();
    subject.enter('/arsa');
    advance(100);
    subject.enter('/arsa');
    expect(stays).toEqual([]);
  });
});
