// The glossary page's terms: 22 KB of text no other page reads (docs/adr/0028).
export * from '../racing/glossary';
