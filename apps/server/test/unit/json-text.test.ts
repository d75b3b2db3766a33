import { describe, expect, it } from 'vitest';
import { jsonWithList, withFields, withFieldsBytes } from '../../src/db/json.ts';

describe('JSON text spliced without parsing (db/json.ts)', () => {
  const event = JSON.stringify({ id: 7, title: 'Vaja pred žegnanjem', location: 'Kor pri sv. Ožboltu' });
  const viewer = { my_status: 'confirmed', can_edit: false };

  it('puts the extra fields in front of the object', () => {
    expect(JSON.parse(withFields(event, viewer))).toEqual({ ...viewer, ...JSON.parse(event) });
    expect(withFields(event, viewer).startsWith('{"my_status":"confirmed","can_edit":false,"id":7')).toBe(true);
  });

  it('as bytes: the same UTF-8 answer from the object kept as bytes', () => {
    const bytes = withFieldsBytes(Buffer.from(event), viewer);
    expect(Buffer.isBuffer(bytes)).toBe(true);
    expect(bytes.equals(Buffer.from(withFields(event, viewer)))).toBe(true);
    expect(JSON.parse(bytes.toString('utf8')).location).toBe('Kor pri sv. Ožboltu');
  });

  it('writes a list of JSON texts with the rest of the answer', () => {
    expect(JSON.parse(jsonWithList('songs', ['{"id":1}', '{"id":2}'], { total: 2 }))).toEqual({ songs: [{ id: 1 }, { id: 2 }], total: 2 });
    expect(JSON.parse(jsonWithList('songs', [], {}))).toEqual({ songs: [] });
  });
});
