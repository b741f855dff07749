import { describe, expect, it } from 'vitest';
import { noteOlderNode } from './node-version-note.mjs';

describe('the note for a Node older than the supported one', () => {
  it('tells someone on Node 20 that it reached its end of life and to install Node 24', () => {
    expect(noteOlderNode('20.20.2')).toMatch(/Node 20\.20\.2 .*end of life.*install Node 24/);
  });

  it('asks someone on Node 22 to move to Node 24', () => {
    expect(noteOlderNode('22.12.0')).toMatch(/install Node 24/);
  });

  it('says nothing on Node 24 or later', () => {
    expect(noteOlderNode('24.21.0')).toBeNull();
    expect(noteOlderNode('26.0.0')).toBeNull();
  });
});
