import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TLiturgicalDay } from '@zborovodja/contracts';
import { DayLine } from '../src/features/events/components/shared/liturgical-day-info.tsx';

const day = (o: Partial<TLiturgicalDay>): TLiturgicalDay => ({
  date: '2026-11-29', name: '1. adventna nedelja', rank: 'sunday', season: 'advent', colour: 'violet', sunday_cycle: 'B', weekday_cycle: 'I',
  is_holy_day: true, no_mass: false, mass_parts: [], ...o,
});

describe('the liturgical day line of a mass (issue 22)', () => {
  it('shows the name, the colour as a labelled mark, the season and the cycle', () => {
    const html = renderToStaticMarkup(createElement(DayLine, { day: day({}) }));
    expect(html).toContain('1. adventna nedelja');
    expect(html).toContain('liturgical-colour--violet');
    expect(html).toContain('aria-label="Liturgična barva: vijolična"');
    expect(html).toContain('Advent');
    expect(html).toContain('Leto B');
    expect(html).not.toContain('Na ta dan ni maše.');
  });

  it('holds each dot to the word before it, so a narrow screen never starts a line with one', () => {
    const html = renderToStaticMarkup(createElement(DayLine, { day: day({}) }));
    expect(html).toContain('\u00a0· Advent\u00a0· Leto B');
    expect(html).not.toMatch(/[ >]·/);
  });

  it('says so on a day without Mass', () => {
    const html = renderToStaticMarkup(createElement(DayLine, { day: day({ date: '2027-03-26', name: 'Veliki petek – Gospodovo trpljenje', season: 'paschal_triduum', colour: 'red', no_mass: true }) }));
    expect(html).toContain('Na ta dan ni maše.');
    expect(html).toContain('Velikonočno tridnevje');
    expect(html).toContain('Liturgična barva: rdeča');
  });
});
