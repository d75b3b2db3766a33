import { describe, expect, it } from 'vitest';
import { jsonWithList, withFields, withFieldsBytes } from '../../src/db/json.ts';
import { viewerCode, viewerJson } from '../../src/modules/events/events.mapper.ts';

describe('JSON text spliced without parsing (db/json.ts)', () => {
  const event = JSON.stringify({ id: 7, title: 'Vaja pred žegnanjem', location: 'Kor pri sv. Ožboltu' });
  const viewer = JSON.stringify({ my_status: 'confirmed', can_edit: false });

  it('puts the extra fields in front of the object', () => {
    expect(JSON.parse(withFields(event, viewer))).toEqual({ ...JSON.parse(viewer), ...JSON.parse(event) });
    expect(withFields(event, viewer).startsWith('{"my_status":"confirmed","can_edit":false,"id":7')).toBe(true);
  });

  it('as bytes: the same UTF-8 answer from the object kept as bytes', () => {
    const bytes = withFieldsBytes(Buffer.from(event), viewer);
    expect(Buffer.isBuffer(bytes)).toBe(true);
    expect(bytes.equals(Buffer.from(withFields(event, viewer)))).toBe(true);
    expect(JSON.parse(bytes.toString('utf8')).location).toBe('Kor pri sv. Ožboltu');
  });

  it("as bytes: another viewer's answer made from the tail of one answer, from the ',' after its own fields", () => {
    const other = JSON.stringify({ my_status: null, can_edit: true });
    const first = Buffer.from(withFields(event, viewer));
    expect(withFieldsBytes(first.subarray(viewer.length - 1), other).equals(Buffer.from(withFields(event, other)))).toBe(true);
  });

  it('writes a list of JSON texts with the rest of the answer', () => {
    expect(JSON.parse(jsonWithList('songs', ['{"id":1}', '{"id":2}'], { total: 2 }))).toEqual({ songs: [{ id: 1 }, { id: 2 }], total: 2 });
    expect(JSON.parse(jsonWithList('songs', [], {}))).toEqual({ songs: [] });
  });
});

describe("the viewer's part of an event written out (events.mapper viewerJson)", () => {
  it('is the text JSON.stringify writes, for every status and verdict', () => {
    for (const my_status of [null, 'pending', 'confirmed', 'declined'] as const) {
      for (const flag of [true, false]) {
        const part = { my_status, can_edit: flag, can_delete: !flag, is_organizer: flag, can_attend: !flag, can_manage_attendance: flag };
        expect(viewerJson(part)).toBe(JSON.stringify(part));
      }
    }
  });
});

describe("the viewer's part as a number (events.mapper viewerCode)", () => {
  it('gives each text viewerJson writes its own number below 128, and the same text the same number', () => {
    const byCode = new Map<number, string>();
    for (const my_status of [null, 'pending', 'confirmed', 'declined'] as const) {
      for (let bits = 0; bits < 32; bits++) {
        const part = { my_status, can_edit: !!(bits & 16), can_delete: !!(bits & 8), is_organizer: !!(bits & 4), can_attend: !!(bits & 2), can_manage_attendance: !!(bits & 1) };
        const code = viewerCode(part);
        expect(code).toBeGreaterThanOrEqual(0);
        expect(code).toBeLessThan(128);
        expect(byCode.get(code) ?? viewerJson(part)).toBe(viewerJson(part));
        byCode.set(code, viewerJson(part));
      }
    }
    expect(byCode.size).toBe(128);
  });
});
