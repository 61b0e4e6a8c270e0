// German quotes the German way, „so“: every German message that quotes opens with „ and closes
// with “, never with the English “…” or ”; and where the English quotes (“…”), the German does
// too. The app's own words around a quoted note come from the catalogs as well (“{note}” is a
// message), so no screen writes English quotes around German text.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const GERMAN = join(import.meta.dirname, 'de');

/** The field's text, its continuation lines joined (as `lingui extract` may write long ones). */
function field(block: string, name: string): string | null {
  const match = new RegExp(`^${name} "(.*)"((?:\\n".*")*)`, 'm').exec(block);
  if (!match) {
    return null;
  }
  const lines = [
    match[1],
    ...(match[2] ?? '')
      .split('\n')
      .slice(1)
      .map((l) => l.slice(1, -1)),
  ];
  return lines.map((line) => JSON.parse(`"${line}"`) as string).join('');
}

const MESSAGES = readdirSync(GERMAN)
  .filter((file) => file.endsWith('.po'))
  .flatMap((file) =>
    readFileSync(join(GERMAN, file), 'utf8')
      .split(/\n\n+/)
      .map((block) => ({ file, id: field(block, 'msgid'), text: field(block, 'msgstr') ?? '' }))
      .filter((m): m is { file: string; id: string; text: string } => Boolean(m.id)),
  );

/** What is wrong with the quotation marks of a German text, if anything. */
function germanQuoteProblem(text: string, english = ''): string | null {
  if (text.includes('”')) {
    return 'English closing quote ”';
  }
  let open = 0;
  for (const ch of text) {
    if (ch === '„') {
      open += 1;
    } else if (ch === '“') {
      if (open === 0) {
        return 'English opening quote “ (German opens with „)';
      }
      open -= 1;
    }
  }
  if (open > 0) {
    return '„ never closed with “';
  }
  if (english.includes('“') && text !== '' && !text.includes('„')) {
    return 'the English quotes something, the German does not';
  }
  return null;
}

describe('German quotation marks', () => {
  it('reads the German catalogs, quoted messages among them', () => {
    expect(MESSAGES.length).toBeGreaterThan(500);
    expect(MESSAGES.filter((m) => m.id.includes('“')).length).toBeGreaterThan(10);
  });

  it('every German message quotes „so“', () => {
    const wrong = MESSAGES.flatMap((m) => {
      const problem = germanQuoteProblem(m.text, m.id);
      return problem ? [`de/${m.file}: ${problem} in "${m.text}"`] : [];
    });
    expect(wrong).toEqual([]);
  });

  it('catches English quotes in German', () => {
    expect(germanQuoteProblem('“{name}” ist bereit')).not.toBeNull();
    expect(germanQuoteProblem('„{name}” ist bereit')).not.toBeNull();
    expect(germanQuoteProblem('„{name} ist bereit')).not.toBeNull();
    expect(germanQuoteProblem('{name} ist bereit', '“{name}” is ready')).not.toBeNull();
    expect(germanQuoteProblem('„{name}“ ist bereit', '“{name}” is ready')).toBeNull();
    expect(germanQuoteProblem('Wie wäre es mit „{a}“ oder „{b}“?')).toBeNull();
    expect(germanQuoteProblem('Kein Zitat')).toBeNull();
  });
});
