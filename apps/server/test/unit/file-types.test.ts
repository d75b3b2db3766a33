import { describe, expect, it } from 'vitest';
import { detectFileKind } from '../../src/storage/file-types.ts';

const pad = (bytes: number[]) => Buffer.concat([Buffer.from(bytes), Buffer.alloc(16)]);

describe('detectFileKind', () => {
  it.each([
    ['jpg', [0xff, 0xd8, 0xff, 0xe0]],
    ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
    ['gif', [...Buffer.from('GIF89a')]],
    ['gif', [...Buffer.from('GIF87a')]],
    ['pdf', [...Buffer.from('%PDF-1.7')]],
    ['tiff', [0x49, 0x49, 0x2a, 0x00]],
    ['tiff', [0x4d, 0x4d, 0x00, 0x2a]],
    ['webp', [...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBP')]],
    ['zip', [0x50, 0x4b, 0x03, 0x04]],
  ])('recognises %s', (kind, bytes) => {
    expect(detectFileKind(pad(bytes))).toBe(kind);
  });

  it.each([
    ['html', Buffer.from('<!doctype html><html>')],
    ['svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['empty', Buffer.alloc(0)],
    ['riff without webp', Buffer.from('RIFF\0\0\0\0WAVEfmt ')],
    ['gif lookalike', Buffer.from('GIF8xa..........')],
  ])('refuses %s', (_name, buf) => {
    expect(detectFileKind(buf)).toBeNull();
  });
});
