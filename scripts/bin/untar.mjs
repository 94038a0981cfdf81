// Extracts a gzipped tar (an npm package tarball) with Node alone: no tar program or package is needed before
// the install. npm tarballs hold only files and folders; anything else is refused rather than half-extracted.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

const text = (bytes) => bytes.toString('utf8').replace(/\0[\s\S]*$/, '');
const octal = (bytes) => parseInt(text(bytes).trim() || '0', 8);

/** A pax extended header's records ("<length> <key>=<value>\n"), as an object. */
function paxRecords(body) {
  const records = {};
  for (const line of body.toString('utf8').split('\n')) {
    const match = /^\d+ ([^=]+)=(.*)$/.exec(line);
    if (match) records[match[1]] = match[2];
  }
  return records;
}

/** Extracts `file` into `dest`, dropping the first `strip` path parts (npm's "package/"). */
export function extractTgz(file, dest, strip = 1) {
  const data = gunzipSync(readFileSync(file));
  const root = path.resolve(dest);
  let longName;
  for (let offset = 0; offset + 512 <= data.length;) {
    const header = data.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const size = octal(header.subarray(124, 136));
    const type = String.fromCharCode(header[156]);
    const body = data.subarray(offset + 512, offset + 512 + size);
    offset += 512 + Math.ceil(size / 512) * 512;
    if (type === 'x' || type === 'L') {
      longName = type === 'x' ? paxRecords(body).path : text(body);
      continue;
    }
    if (type === 'g') continue;
    const prefix = text(header.subarray(345, 500));
    const name =
      longName ?? (prefix ? `${prefix}/${text(header.subarray(0, 100))}` : text(header.subarray(0, 100)));
    longName = undefined;
    const relative = name.split('/').slice(strip).join('/');
    if (!relative) continue;
    const target = path.resolve(root, relative);
    if (!target.startsWith(root + path.sep)) throw new Error(`archive entry outside the folder: ${name}`);
    if (type === '5') {
      mkdirSync(target, { recursive: true });
    } else if (type === '0' || type === '\0') {
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, body, { mode: octal(header.subarray(100, 108)) & 0o777 });
    } else {
      throw new Error(`archive entry ${name} has type "${type}", which an npm package never holds`);
    }
  }
}
