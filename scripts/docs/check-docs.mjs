import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The docs' discipline (issue 33), checked in `npm test`: every decision record has the shape
 * Status / Context / Decision / Consequences, stays short, keeps no work log (history lives in
 * git), and is listed in `docs/decisions/README.md`; generated reports are not committed under
 * `docs/` (the benches write them to the ignored `bench-results/`).
 */
export const MAX_RECORD_LINES = 120;
const SECTIONS = ['## Status', '## Context', '## Decision', '## Consequences'];
const RECORD_NAME = /^\d{3}-[a-z0-9-]+\.md$/;
/** A work-log heading: "## Session 7", "### Session 12 — …". */
const WORK_LOG_HEADING = /^#{1,6}\s.*\bsession\s+\d+/i;
/** What a generated report says of itself. */
const GENERATED_MARKERS = ['Do not edit by hand', '<!-- generated -->'];

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

function recordProblems(name, text) {
  const lines = text.split('\n');
  const problems = [];
  const number = name.slice(0, 3);
  if (!lines[0]?.startsWith(`# ${number} — `)) {
    problems.push(`${name}: the first line is not "# ${number} — <title>"`);
  }
  let previous = -1;
  for (const section of SECTIONS) {
    const at = lines.indexOf(section);
    if (at === -1) problems.push(`${name}: no "${section}" section`);
    else if (at < previous) problems.push(`${name}: "${section}" is out of order`);
    else previous = at;
  }
  const content = text.endsWith('\n') ? lines.length - 1 : lines.length;
  if (content > MAX_RECORD_LINES) {
    problems.push(`${name}: ${content} lines, over ${MAX_RECORD_LINES}`);
  }
  for (const line of lines) {
    if (WORK_LOG_HEADING.test(line)) problems.push(`${name}: a work-log heading "${line}"`);
  }
  return problems;
}

/** Every problem of the docs under `docsDir`, as lines to print; none when all is well. */
export function checkDocs(docsDir) {
  const decisionsDir = path.join(docsDir, 'decisions');
  const records = readdirSync(decisionsDir)
    .filter((name) => RECORD_NAME.test(name))
    .sort();
  const problems = records.flatMap((name) =>
    recordProblems(name, readFileSync(path.join(decisionsDir, name), 'utf8')),
  );
  const indexFile = path.join(decisionsDir, 'README.md');
  const index = statSync(indexFile, { throwIfNoEntry: false })
    ? readFileSync(indexFile, 'utf8')
    : null;
  if (index === null) problems.push('decisions/README.md: no index of the records');
  else {
    for (const name of records) {
      if (!index.includes(`](${name})`))
        problems.push(`decisions/README.md: ${name} is not listed`);
    }
    for (const [, linked] of index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)) {
      if (!records.includes(linked)) problems.push(`decisions/README.md: ${linked} does not exist`);
    }
  }
  for (const file of filesUnder(docsDir).filter((name) => name.endsWith('.md'))) {
    const text = readFileSync(file, 'utf8');
    if (GENERATED_MARKERS.some((marker) => text.includes(marker))) {
      problems.push(
        `${path.relative(docsDir, file)}: a generated report; it belongs in bench-results/`,
      );
    }
  }
  return problems;
}
