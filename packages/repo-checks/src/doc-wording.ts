/**
 * What a document may not say: the documents describe the product as it is, so they tell
 * nothing of how it was built and cite nothing outside the repository.
 *
 * The rules, each reported with its line:
 * - a work session: "session 12", "sessions 12-14" (not a length: "session 180 s"), or the
 *   Dutch "sessie" in any form;
 * - a review of the work: "closing review";
 * - an issue or pull request by number: "issue 22", "issue #22", "PR 7", "pull request 7", or a
 *   bare "#22" (an upstream library's `owner/name#123` names its bug and stays allowed, as do
 *   HTML entities like `&#39;` and links to a numbered heading like `(#8-errors)`);
 * - a work period or a run log by date: a calendar date (2026-11-28, 28-11-2026, 28 November,
 *   November 28, May 2026) or a clock time with a zone (18:10 UTC); CHANGELOG.md may date
 *   its release headings (`## [0.3.0] - 2026-11-28`) and nothing else;
 * - a file outside the repository: any `../` path that leaves it (`../shared/spec/x.md`,
 *   `../../shared`), in code spans, links or prose, and an upper-case document name such as
 *   `SECURITY.md` in prose that is no file of the repository's root or of the document's folder.
 * Code spans and fenced code blocks are read for paths outside the repository only: an example
 * date or name in code is data, not a log or a citation.
 */
import { existsSync } from "node:fs";
import path from "node:path";

/** Month names in full, English and Dutch, without "may" (also a verb: "step 3 may fail"). */
const MONTHS =
  "(?:january|januari|february|februari|march|maart|april|june|juni|july|juli|august|augustus|september|october|oktober|november|december)";

interface Rule {
  what: string;
  pattern: RegExp;
}

const RULES: Rule[] = [
  {
    what: "a work session",
    // Not a session's length ("a sign-in session of 180 s" is a product fact).
    pattern:
      /\bsessions? \d+\b(?![ -]?(?:ms|s|sec|seconds?|min|minutes?|h|hours?|days?)\b)|\bsessie/i,
  },
  { what: "a review of the work", pattern: /\bclosing review/i },
  {
    what: "an issue or pull request by number",
    pattern: /\b(?:issues?|PRs?|pull requests?) #?\d+|(?<![\w/&])#\d+\b(?!-)/i,
  },
  {
    what: "a date (a work period or a run log)",
    pattern: new RegExp(
      [
        String.raw`\b(?:19|20)\d\d-[01]\d-[0-3]\d\b`,
        String.raw`\b[0-3]?\d[-/][01]?\d[-/](?:19|20)\d\d\b`,
        String.raw`\b[0-3]?\d ${MONTHS}\b`,
        String.raw`\b[0-3]?\d (?:may|mei) (?:19|20)\d\d\b`,
        String.raw`\b(?:${MONTHS}|may|mei) (?:[0-3]?\d,? )?(?:19|20)\d\d\b`,
        String.raw`\b${MONTHS} [0-3]?\d\b`,
        String.raw`\b[0-2]?\d:[0-5]\d(?::[0-5]\d)? ?(?:UTC|CET|CEST|GMT)\b`,
      ].join("|"),
      "i",
    ),
  },
];

/** A release heading of a changelog: the one place a date may stand. */
const RELEASE_HEADING = /^#{1,3} \[[^\]]+\](?: - (?:19|20)\d\d-[01]\d-[0-3]\d)?\s*$/;

/** A `../` path in a code span, a link target or prose. */
const RELATIVE_UP = /(?:^|[\s(`'"[])((?:\.\.\/)+[^\s)`'"\]]*)/g;

/** An upper-case document name of its own (`SECURITY.md`, not in a path), for the caller to look up. */
const UPPER_DOCUMENT = /(?<![\w/.-])([A-Z][A-Z0-9_-]+\.md)\b/g;

export interface WordingProblem {
  line: number;
  what: string;
  text: string;
}

/** The text with inline code spans blanked (same length), so prose rules skip them. */
function withoutCodeSpans(line: string): string {
  return line.replace(/`[^`\n]*`/g, (span) => " ".repeat(span.length));
}

/**
 * The wording problems of one document. `document` is repository-relative; `exists` tells
 * whether a repository-relative path exists (the check passes the file system's).
 */
export function wordingProblems(
  document: string,
  markdown: string,
  exists: (relative: string) => boolean,
): WordingProblem[] {
  const problems: WordingProblem[] = [];
  const changelog = path.basename(document).toUpperCase() === "CHANGELOG.MD";
  const folder = path.posix.dirname(document);
  let fenced = false;
  markdown.split("\n").forEach((line, index) => {
    const report = (what: string, text: string) => {
      problems.push({ line: index + 1, what, text: text.trim() });
    };
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return;
    }
    for (const match of line.matchAll(RELATIVE_UP)) {
      const named = match[1] ?? "";
      const relative = path.posix.normalize(path.posix.join(folder, named));
      if (relative.startsWith("../") || relative === "..") {
        report("a path outside the repository", named);
      }
    }
    if (fenced) return;
    const prose = withoutCodeSpans(line);
    for (const match of prose.matchAll(UPPER_DOCUMENT)) {
      const name = match[1] ?? "";
      const here = folder === "." ? name : `${folder}/${name}`;
      if (!exists(name) && !exists(here)) report("a document outside the repository", name);
    }
    for (const rule of RULES) {
      if (rule.what.startsWith("a date") && changelog && RELEASE_HEADING.test(line)) continue;
      const match = rule.pattern.exec(prose);
      if (match !== null) report(rule.what, match[0]);
    }
  });
  return problems;
}

/** "document:line: what (text)" for every wording problem of the documents under `repoRoot`. */
export function wordingProblemsIn(
  repoRoot: string,
  documents: { name: string; text: string }[],
): string[] {
  const exists = (relative: string) => existsSync(path.join(repoRoot, relative));
  return documents.flatMap(({ name, text }) =>
    wordingProblems(name, text, exists).map(
      (problem) => `${name}:${String(problem.line)}: ${problem.what} ("${problem.text}")`,
    ),
  );
}
