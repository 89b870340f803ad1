// How much of the RSVP reader is still vocabulary inside regular expressions: the regular expressions written in its
// code (literals and `new RegExp`) and their alternatives (each `|` outside a character class opens one more), tests
// left out; the data files' patterns are counted apart (word families are not: they are no longer code).
// Usage: npx tsx bench/assistant/rsvp/count-regexes.ts
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const dir = join(import.meta.dirname, '../../../src/server/assistant/rsvp');

/** Alternatives in a pattern's text: one, plus one per unescaped `|` outside brackets. */
function alternatives(pattern: string): number {
  let n = 1;
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === '\\') i++;
    else if (ch === '[') inClass = true;
    else if (ch === ']') inClass = false;
    else if (ch === '|' && !inClass) n++;
  }
  return n;
}

/** The written text of a `new RegExp(…)` argument: a string's or a template's literal parts (escapes as in source). */
function writtenPattern(node: ts.Node, source: ts.SourceFile): string {
  // String.raw`…`: its backslashes are already single.
  if (ts.isTaggedTemplateExpression(node)) return node.template.getText(source).replace(/\$\{[^}]*\}/g, '');
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node))
    return node
      .getText(source)
      .replace(/\$\{[^}]*\}/g, '')
      .replace(/\\\\/g, '\\');
  return '';
}

let regexes = 0;
let alts = 0;
const perFile: string[] = [];
for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
  const source = ts.createSourceFile(file, readFileSync(join(dir, file), 'utf8'), ts.ScriptTarget.Latest, true);
  let r = 0;
  let a = 0;
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const text = node.getText(source);
      r++;
      a += alternatives(text.slice(1, text.lastIndexOf('/')));
    } else if (ts.isNewExpression(node) && node.expression.getText(source) === 'RegExp' && node.arguments?.[0]) {
      r++;
      a += alternatives(writtenPattern(node.arguments[0], source));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  regexes += r;
  alts += a;
  if (r) perFile.push(`  ${file}: ${r} regular expressions, ${a} alternatives`);
}
console.log(perFile.join('\n'));
console.log(`total: ${regexes} regular expressions, ${alts} alternatives`);

// The patterns of the data files (`patterns`, `ordered`): regular expressions too, kept apart from the code's.
let patterns = 0;
let patternAlts = 0;
for (const language of ['fr', 'en', 'es']) {
  const data = JSON.parse(readFileSync(join(dir, 'data', `${language}.json`), 'utf8')) as Record<string, unknown>;
  for (const section of ['patterns', 'ordered'])
    for (const list of Object.values((data[section] ?? {}) as Record<string, string[]>))
      for (const pattern of list) {
        patterns++;
        patternAlts += alternatives(pattern);
      }
}
console.log(`data files: ${patterns} patterns, ${patternAlts} alternatives`);
