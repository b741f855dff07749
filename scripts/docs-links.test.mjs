// The documentation must stand on its own: every relative link in the README and under docs/
// leads to a file or folder of the repository, and a link to a heading finds that heading.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const markdownUnder = (folder) =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return markdownUnder(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });

const documents = [join(root, 'README.md'), ...markdownUnder(join(root, 'docs'))];

// Links outside fenced code blocks; a link with a scheme (https:, mailto:) is not the repository's.
const linksOf = (text) => {
  const prose = text.replace(/^```[\s\S]*?^```/gm, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1])
    .filter((target) => !/^[a-z][a-z+.-]*:/i.test(target));
};

// GitHub's anchor of a heading: lower case, punctuation dropped, spaces as dashes.
const anchorOf = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');

const anchorsOf = (file) =>
  readFileSync(file, 'utf8')
    .replace(/^```[\s\S]*?^```/gm, '')
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => anchorOf(line.replace(/^#+ /, '')));

const brokenLinks = (file) =>
  linksOf(readFileSync(file, 'utf8')).filter((link) => {
    const [path, anchor] = link.split('#');
    const target = path ? resolve(dirname(file), decodeURIComponent(path)) : file;
    if (!existsSync(target)) return true;
    if (!anchor || statSync(target).isDirectory() || !target.endsWith('.md')) return false;
    return !anchorsOf(target).includes(anchor);
  });

describe('the documentation', () => {
  it('includes the design and the decisions by area', () => {
    const names = documents.map((file) => relative(root, file));
    expect(names).toContain('docs/design.md');
    expect(names.some((name) => name.startsWith('docs/decisions/'))).toBe(true);
  });

  it.each(documents.map((file) => [relative(root, file), file]))(
    '%s links only to files and headings that exist',
    (_name, file) => {
      expect(brokenLinks(file)).toEqual([]);
    },
  );
});
