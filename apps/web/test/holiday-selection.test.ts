import { describe, expect, it } from 'vitest';
import { holidaysToShow } from '../src/features/events/components/desktop/holiday-selection.ts';

/** The window the card asks for on 24 Nov 2026 (21 Nov – 1 Dec), as the server lists it. */
const window = [
  { date: '2026-11-21', name: 'Darovanje Device Marije' },
  { date: '2026-11-22', name: 'Jezus Kristus, Kralj vesoljstva' },
  { date: '2026-11-23', name: 'sv. Klemen I.' },
  { date: '2026-11-24', name: 'sv. Andrej Dung-Lac in tovariši' },
  { date: '2026-11-29', name: '1. adventna nedelja' },
  { date: '2026-11-30', name: 'sv. Andrej' },
];
const names = (list: { name: string }[]) => list.map((f) => f.name);

describe('the desktop card of church holidays (issue 18)', () => {
  it("shows today's and the coming days, not the three earliest of the window", () => {
    expect(names(holidaysToShow(window, '2026-11-24'))).toEqual(['sv. Andrej Dung-Lac in tovariši', '1. adventna nedelja', 'sv. Andrej']);
  });
  it('fills with the latest past days, in date order, when fewer than three are ahead', () => {
    const fewAhead = window.filter((f) => f.date !== '2026-11-30');
    expect(names(holidaysToShow(fewAhead, '2026-11-25'))).toEqual(['sv. Klemen I.', 'sv. Andrej Dung-Lac in tovariši', '1. adventna nedelja']);
    expect(names(holidaysToShow(window, '2026-12-01'))).toEqual(['sv. Andrej Dung-Lac in tovariši', '1. adventna nedelja', 'sv. Andrej']);
  });
  it("keeps a day's celebrations in the server's order and lists nothing when there is nothing", () => {
    const sameDay = [
      { date: '2026-12-08', name: 'Brezmadežno spočetje Device Marije' },
      { date: '2026-12-07', name: 'sv. Ambrož' },
      { date: '2026-12-08', name: 'druga' },
    ];
    expect(names(holidaysToShow(sameDay, '2026-12-07'))).toEqual(['sv. Ambrož', 'Brezmadežno spočetje Device Marije', 'druga']);
    expect(holidaysToShow([], '2026-12-07')).toEqual([]);
  });
  it('takes at most three', () => {
    expect(holidaysToShow(window, '2026-11-21')).toHaveLength(3);
    expect(names(holidaysToShow(window, '2026-11-21'))).toEqual(['Darovanje Device Marije', 'Jezus Kristus, Kralj vesoljstva', 'sv. Klemen I.']);
  });
});
