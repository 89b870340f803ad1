// How much of the assistant is code and how much vocabulary is still written in it (issue 26's measure): lines of
// TypeScript in src/server/assistant (tests and testing/ left out; the data files are not code) and string literals
// of three words or more (the phrases a data file should hold). Read from the syntax tree, not the text, so a comment
// or an apostrophe is no quoted phrase. The RSVP reader's regular expressions: rsvp/count-regexes.ts.
// Usage: npx tsx bench/assistant/count-code.ts
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const root = join(import.meta.dirname, '../../src/server/assistant');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const isPhrase = (text: string) => text.trim().split(/\s+/).length >= 3 && /\p{L}/u.test(text);

function countFile(path: string) {
  const text = readFileSync(path, 'utf8');
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  let phrases = 0;
  const visit = (node: ts.Node) => {
    const literal =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node);
    if (literal && isPhrase(node.text)) phrases++;
    ts.forEachChild(node, visit);
  };
  visit(source);
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  return { file: relative(root, path), lines, phrases };
}

export function countCode() {
  const files = sourceFiles(root).map(countFile);
  return {
    files,
    lines: files.reduce((n, f) => n + f.lines, 0),
    phrases: files.reduce((n, f) => n + f.phrases, 0),
  };
}

if (import.meta.main) {
  const count = countCode();
  console.log(
    `src/server/assistant: ${count.lines} lines of TypeScript in ${count.files.length} files, ${count.phrases} string literals of three words or more`,
  );
  for (const f of count.files.sort((a, b) => b.lines - a.lines).slice(0, 10))
    console.log(`  ${f.file}: ${f.lines} lines, ${f.phrases} phrases`);
}
