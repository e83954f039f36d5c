import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of the repository's scripts, without types.
import { checkDocs } from '../../../scripts/docs/check-docs.mjs';

const check = checkDocs as (docsDir: string) => string[];
const docsDir = fileURLToPath(new URL('../../../docs', import.meta.url));

const GOOD_RECORD = `# 901 — A planted decision

## Status

Accepted.

## Context

Why.

## Decision

What, and what else was weighed.

## Consequences

What follows.
`;

/** A copy of the real docs with one planted change, checked. */
function plant(change: (copy: string) => void): string[] {
  const copy = mkdtempSync(path.join(tmpdir(), 'docs-check-'));
  copies.push(copy);
  cpSync(docsDir, copy, { recursive: true });
  change(copy);
  return check(copy);
}
const copies: string[] = [];
afterEach(() => {
  for (const copy of copies.splice(0)) rmSync(copy, { recursive: true, force: true });
});

const addRecord = (copy: string, name: string, text: string, listed = true) => {
  writeFileSync(path.join(copy, 'decisions', name), text);
  if (listed) {
    const index = path.join(copy, 'decisions', 'README.md');
    writeFileSync(index, `${readFileSync(index, 'utf8')}| [901](${name}) | planted | Accepted |\n`);
  }
};

describe('the docs check (issue 33)', () => {
  it('passes the docs as they are', () => {
    expect(check(docsDir)).toEqual([]);
  });

  it('passes a listed record in shape', () => {
    expect(plant((copy) => addRecord(copy, '901-planted.md', GOOD_RECORD))).toEqual([]);
  });

  it('fails a record without a Status, or with its sections out of order', () => {
    expect(
      plant((copy) =>
        addRecord(copy, '901-planted.md', GOOD_RECORD.replace('## Status', '## State')),
      ),
    ).toEqual(['901-planted.md: no "## Status" section']);
    const swapped = GOOD_RECORD.replace('## Context', '## X').replace('## Decision', '## Context');
    expect(
      plant((copy) => addRecord(copy, '901-planted.md', swapped.replace('## X', '## Decision'))),
    ).toEqual(['901-planted.md: "## Decision" is out of order']);
  });

  it('fails a work-log heading and a record over 120 lines', () => {
    expect(
      plant((copy) =>
        addRecord(copy, '901-planted.md', `${GOOD_RECORD}\n### Session 12: what we did\n`),
      ),
    ).toEqual(['901-planted.md: a work-log heading "### Session 12: what we did"']);
    const long = `${GOOD_RECORD}${'- one more line\n'.repeat(110)}`;
    expect(plant((copy) => addRecord(copy, '901-planted.md', long))).toEqual([
      '901-planted.md: 127 lines, over 120',
    ]);
  });

  it('fails a record the index does not list, and a listed record that does not exist', () => {
    expect(plant((copy) => addRecord(copy, '901-planted.md', GOOD_RECORD, false))).toEqual([
      'decisions/README.md: 901-planted.md is not listed',
    ]);
    expect(
      plant((copy) => {
        const index = path.join(copy, 'decisions', 'README.md');
        writeFileSync(
          index,
          `${readFileSync(index, 'utf8')}| [902](902-gone.md) | gone | Accepted |\n`,
        );
      }),
    ).toEqual(['decisions/README.md: 902-gone.md does not exist']);
  });

  it('fails a generated report committed under docs/', () => {
    expect(
      plant((copy) => {
        mkdirSync(path.join(copy, 'bench'));
        writeFileSync(path.join(copy, 'bench', 'orders.md'), '# Run\n\nDo not edit by hand.\n');
      }),
    ).toEqual(['bench/orders.md: a generated report; it belongs in bench-results/']);
  });
});
