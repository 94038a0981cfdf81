import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { extractTgz } from './untar.mjs';

/** One ustar entry: a 512-byte header and its body padded to 512 bytes. */
function entry(name: string, body: string, type = '0', mode = 0o644): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0, 100);
  header.write(mode.toString(8).padStart(7, '0'), 100);
  header.write(Buffer.byteLength(body).toString(8).padStart(11, '0'), 124);
  header.write(type, 156);
  header.write('ustar', 257);
  const padded = Buffer.alloc(Math.ceil(Buffer.byteLength(body) / 512) * 512);
  padded.write(body);
  return Buffer.concat([header, padded]);
}

const pax = (records: Record<string, string>) =>
  Object.entries(records)
    .map(([key, value]) => {
      const line = ` ${key}=${value}\n`;
      let length = line.length + 1;
      if (`${length}${line}`.length !== length) length += 1;
      return `${length}${line}`;
    })
    .join('');

describe('extractTgz', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'untar-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const archive = (...entries: Buffer[]) => {
    const file = path.join(dir, 'a.tgz');
    writeFileSync(file, gzipSync(Buffer.concat([...entries, Buffer.alloc(1024)])));
    return file;
  };

  it("extracts files without npm's package/ folder, keeping the executable bit", () => {
    const long = `package/include/${'deep/'.repeat(25)}header.h`;
    const file = archive(
      entry('package/package.json', '{"bin":{"node":"bin/node"}}'),
      entry('package/bin/node', '#!/bin/sh\n', '0', 0o755),
      entry('PaxHeader', pax({ path: long }), 'x'),
      entry(long.slice(0, 100), 'long name'),
    );
    extractTgz(file, path.join(dir, 'out'));
    expect(readFileSync(path.join(dir, 'out', 'package.json'), 'utf8')).toBe('{"bin":{"node":"bin/node"}}');
    expect(statSync(path.join(dir, 'out', 'bin', 'node')).mode & 0o111).not.toBe(0);
    expect(readFileSync(path.join(dir, 'out', long.slice('package/'.length)), 'utf8')).toBe('long name');
  });

  it('refuses an entry that would land outside the folder', () => {
    const file = archive(entry('package/../../escape.txt', 'x'));
    expect(() => extractTgz(file, path.join(dir, 'out'))).toThrow(/outside the folder/);
  });

  it('refuses a symbolic link, which no npm package holds', () => {
    const file = archive(entry('package/link', '', '2'));
    expect(() => extractTgz(file, path.join(dir, 'out'))).toThrow(/type "2"/);
  });
});
