import {
  GLOSSARY,
  foldForSearch,
  glossaryAnchor,
  glossaryIndex,
  glossaryLetter,
  searchGlossary,
} from '@sl/contracts/glossary';

describe('ABC guide glossary', () => {
  it('holds about a hundred distinct terms, alphabetical, each with a real definition', () => {
    expect(GLOSSARY.length).toBeGreaterThanOrEqual(95);
    const folded = GLOSSARY.map((t) => foldForSearch(t.term));
    expect(new Set(folded).size).toBe(folded.length);
    expect([...folded].sort((a, b) => a.localeCompare(b))).toEqual(folded);
    for (const t of GLOSSARY) expect(t.definition.length).toBeGreaterThan(15);
    expect(new Set(GLOSSARY.map((t) => glossaryAnchor(t.term))).size).toBe(GLOSSARY.length);
  });

  it('covers the terms a punter meets', () => {
    const names = GLOSSARY.map((t) => t.term);
    for (const term of [
      'Ante-post',
      'Each-way',
      'Handicap',
      'Rule 4',
      'Starting price',
      'Non-runner',
      'Weight for age',
      'Claimer',
      'Furlong',
      'National Hunt',
      'Bumper',
      'Novice',
      'Maiden',
      "Stewards' enquiry",
      'Good to soft',
      'Heavy',
    ])
      expect(names).toContain(term);
  });

  it('finds terms by name, alias and words, ignoring case and punctuation', () => {
    expect(searchGlossary('each way')[0]!.term).toBe('Each-way');
    expect(searchGlossary('SP')[0]!.term).toBe('Starting price');
    expect(searchGlossary('stewards enquiry')[0]!.term).toBe("Stewards' enquiry");
    expect(searchGlossary('rule 4').map((t) => t.term)).toContain('Rule 4');
    // A word only in a definition still finds the term, after the terms it names.
    const going = searchGlossary('going').map((t) => t.term);
    expect(going[0]).toBe('Going');
    expect(going).toEqual(expect.arrayContaining(['Heavy', 'Firm', 'Yielding']));
    // Words match from their start: "furl" finds Furlong, "urlong" does not.
    expect(searchGlossary('furl').map((t) => t.term)).toContain('Furlong');
    expect(searchGlossary('urlong')).toEqual([]);
    expect(searchGlossary('zzz nothing')).toEqual([]);
    expect(searchGlossary('   ')).toHaveLength(GLOSSARY.length);
  });

  it('indexes every letter with how many terms it files', () => {
    const index = glossaryIndex();
    expect(index).toHaveLength(26);
    expect(index.reduce((n, x) => n + x.count, 0)).toBe(GLOSSARY.length);
    expect(index.find((x) => x.letter === 'S')!.count).toBe(
      GLOSSARY.filter((t) => glossaryLetter(t.term) === 'S').length,
    );
    expect(glossaryLetter("Under starter's orders")).toBe('U');
  });
});
