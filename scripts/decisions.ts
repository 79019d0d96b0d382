/**
 * The list of decisions in docs/decisions/README.md, written from the ADRs themselves, and the checks that keep the
 * record true: every ADR has a Status line of the agreed form naming ADRs that exist, and every ADR that says it
 * amends or supersedes another is named in that one's Status line (what a superseded ADR amended is no longer checked:
 * the ADR that superseded it is the record).
 *
 *   node scripts/decisions.ts           writes the README's list
 *   node scripts/decisions.ts --check   exits 1, saying why, when the README or an ADR is out of step (`pnpm lint`)
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const folder = path.join(import.meta.dirname, '..', 'docs', 'decisions');
const readmePath = path.join(folder, 'README.md');
const LIST_START = '<!-- The list below is written by `pnpm decisions` from each ADR\'s title and Status line. -->';

/** A Status line: its date, then `·`-separated parts, the first the status itself (`Status: Accepted`, …). */
const STATUS_LINE = /^Date: \d{4}-\d{2}-\d{2} · Status: (.+)$/m;
const STATUS = /^(Accepted|Amended by|Superseded by)\b/;
/** An ADR named in a Status line, as a link to its file: `[0081](0081-the-libraries-request-path-and-one-cache.md)`. */
const LINK = /\[(?:ADR )?(\d{4})\]\((\d{4}-[^)]+\.md)\)/g;

interface Decision {
  number: string;
  file: string;
  title: string;
  /** `Accepted`, `Amended by` or `Superseded by`. */
  status: string;
  /** The ADRs the status names (who amended or superseded this one). */
  statusBy: string[];
  /** The ADRs this one says it amends. */
  amends: string[];
  /** The ADRs this one says it supersedes. */
  supersedes: string[];
  /** Every link of its Status line: the number shown and the file it leads to. */
  links: Array<{ number: string; target: string }>;
}

const problems: string[] = [];

function read(file: string): Decision | undefined {
  const text = readFileSync(path.join(folder, file), 'utf8');
  const number = file.slice(0, 4);
  const heading = /^# (\d+)\. (.+)$/m.exec(text);
  if (!heading || heading[1]?.padStart(4, '0') !== number) {
    problems.push(`${file}: the first line must be "# ${Number(number)}. <title>"`);
    return undefined;
  }
  const line = STATUS_LINE.exec(text.split('\n').slice(0, 6).join('\n'));
  const parts = line?.[1]?.split(' · ') ?? [];
  const status = STATUS.exec(parts[0] ?? '')?.[1];
  if (!line || !status) {
    problems.push(`${file}: needs a line "Date: YYYY-MM-DD · Status: Accepted" (or "Amended by [NNNN](NNNN-….md)", "Superseded by [NNNN](NNNN-….md)") near the top`);
    return undefined;
  }
  const links = [...(line[1] ?? '').matchAll(LINK)].map((match) => ({ number: match[1] ?? '', target: match[2] ?? '' }));
  const linked = (part: string) => [...part.matchAll(LINK)].map((match) => match[1] ?? '');
  const statusBy = linked(parts[0] ?? '');
  if (status !== 'Accepted' && statusBy.length === 0) problems.push(`${file}: "${status}" names the ADRs as links, [NNNN](NNNN-….md)`);
  const relation = (verb: string) => parts.slice(1).filter((part) => part.startsWith(`${verb} `)).flatMap(linked);
  return { number, file, title: heading[2] ?? '', status, statusBy, amends: relation('Amends'), supersedes: relation('Supersedes'), links };
}

const files = readdirSync(folder).filter((file) => /^\d{4}-.+\.md$/.test(file)).sort();
const decisions = files.map(read).filter((decision) => decision !== undefined);
const byNumber = new Map(decisions.map((decision) => [decision.number, decision]));
const link = (number: string) => `[${number}](${byNumber.get(number)?.file ?? `${number}.md`})`;

for (const decision of decisions) {
  for (const { number, target } of decision.links) {
    const named = byNumber.get(number);
    if (!named) problems.push(`${decision.file}: names ADR ${number}, which does not exist`);
    else if (named.file !== target) problems.push(`${decision.file}: its link to ADR ${number} leads to ${target}, not ${named.file}`);
  }
  // A superseded ADR's own amendments are history; what it changed is the record of the ADR that superseded it.
  if (decision.status === 'Superseded by') continue;
  for (const number of decision.amends) {
    const amended = byNumber.get(number);
    if (amended && amended.status !== 'Superseded by' && !amended.statusBy.includes(decision.number)) {
      problems.push(`${amended.file}: ADR ${decision.number} amends it, so its Status line says "Amended by ${link(decision.number)}"`);
    }
  }
  for (const number of decision.supersedes) {
    const superseded = byNumber.get(number);
    if (superseded && (superseded.status !== 'Superseded by' || !superseded.statusBy.includes(decision.number))) {
      problems.push(`${superseded.file}: ADR ${decision.number} supersedes it, so its Status line says "Superseded by ${link(decision.number)}"`);
    }
  }
}

const list = [
  LIST_START,
  '',
  '| ADR | Decision | Status |',
  '|---|---|---|',
  ...decisions.map((decision) => {
    const status = decision.status === 'Accepted' ? 'Accepted' : `${decision.status} ${decision.statusBy.map(link).join(', ')}`;
    return `| ${link(decision.number)} | ${decision.title.replaceAll('|', '\\|')} | ${status} |`;
  }),
  '',
].join('\n');

const readme = readFileSync(readmePath, 'utf8');
const start = readme.indexOf(LIST_START);
if (start === -1) problems.push(`README.md: the list starts after the line ${LIST_START}`);
const written = `${readme.slice(0, start === -1 ? readme.length : start)}${list}`;

if (process.argv.includes('--check')) {
  if (written !== readme) problems.push('README.md: its list is not the ADRs\' own; run `pnpm decisions`');
  if (problems.length > 0) {
    console.error(`docs/decisions:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    process.exit(1);
  }
} else {
  writeFileSync(readmePath, written);
  if (problems.length > 0) {
    console.error(`docs/decisions (the list is written; fix these too):\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    process.exit(1);
  }
}
