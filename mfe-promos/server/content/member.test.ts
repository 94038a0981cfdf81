import { editorsFrom } from './member';

describe('who may edit articles (CONTENT_EDITORS)', () => {
  it('reads the list, trimmed and in lower case', () => {
    expect(editorsFrom(' Eddie@Example.com, ,desk@example.com ', false)).toEqual([
      'eddie@example.com',
      'desk@example.com',
    ]);
  });

  it('names the demo editor when unset only while demo accounts are seeded, and nobody otherwise', () => {
    expect(editorsFrom(undefined, true)).toEqual(['editor@example.com']);
    expect(editorsFrom(undefined, false)).toEqual([]);
    expect(editorsFrom('', true)).toEqual([]);
  });
});
