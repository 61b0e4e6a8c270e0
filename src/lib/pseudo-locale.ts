// The pseudo-locale: every message accented and about 30 % longer, in brackets. Text on a screen
// that is not accented came from no catalog (an untranslated string), and a label that loses its
// closing bracket was clipped. A tab opened with `?lang=pseudo` shows it (src/session/i18n/i18n.ts),
// loading this module as a chunk of its own; it is made from the English catalog in the browser,
// so it never drifts.
import type { Messages } from '@lingui/core';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = [...'àƀçđéƒĝĥíĵķĺɱñöþǫŕšŧüṽŵẋýžÅßÇÐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŦÜṼŴẊÝŽ'];

/** How much longer a pseudo message is than its English source: German runs about this long. */
export const PSEUDO_LENGTH_FACTOR = 1.3;

export function accent(text: string): string {
  return text.replace(/[a-zA-Z]/g, (letter) => ACCENTED[PLAIN.indexOf(letter)] ?? letter);
}

/** Accents text pieces of a compiled message (a string, or tokens with ICU choices), not names. */
function accentCompiled(message: unknown): unknown {
  if (typeof message === 'string') {
    return accent(message);
  }
  if (!Array.isArray(message)) {
    return message;
  }
  return message.map((token: unknown) => {
    if (typeof token === 'string') {
      return accent(token);
    }
    // [name, type, choices]: the name and type stay; every choice's text is accented.
    if (Array.isArray(token) && token[2] && typeof token[2] === 'object') {
      const choices = Object.fromEntries(
        Object.entries(token[2] as Record<string, unknown>).map(([key, value]) => [
          key,
          key === 'offset' ? value : accentCompiled(value),
        ]),
      );
      return [token[0], token[1], choices];
    }
    return token;
  });
}

function visibleLength(message: unknown): number {
  if (typeof message === 'string') {
    return message.length;
  }
  return Array.isArray(message)
    ? message.reduce<number>(
        (sum, token) => sum + (typeof token === 'string' ? token.length : 4),
        0,
      )
    : 0;
}

/** One compiled message in the pseudo-locale: "Pay" → "[Þåý ·]". */
export function pseudoMessage(message: unknown): unknown {
  const padding = '·'.repeat(Math.ceil(visibleLength(message) * (PSEUDO_LENGTH_FACTOR - 1)));
  const body = accentCompiled(message);
  const tokens = Array.isArray(body) ? body : [body];
  return ['[', ...tokens, `${padding}]`];
}

/** The whole pseudo catalog, made from the source (English) one. */
export function pseudoMessages(source: Messages): Messages {
  return Object.fromEntries(
    Object.entries(source).map(([id, message]) => [id, pseudoMessage(message)]),
  ) as Messages;
}
