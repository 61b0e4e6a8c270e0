import { validationError, type ValidationIssue } from './errors.ts';

/**
 * Request validation the way LNbits 1.5.1 answers it: FastAPI 0.116 on pydantic 1.10, whose
 * 400 body is `{"detail": [{"loc", "msg", "type", "ctx"?}]}` in pydantic 1's words
 * ("field required", "value is not a valid float", "ensure this value is greater than or equal
 * to 0"…), checked against the genuine server. Pydantic 1 also coerces before it refuses: "5"
 * and `true` are floats, 1.5 is the int 1, 5 is the string "5". A model here is a list of
 * fields in the order of LNbits' model, since pydantic reports issues in that order.
 */

export type Loc = (string | number)[];

/** The issues pydantic 1 raises, in its words and key order (`loc`, `msg`, `type`, `ctx`). */
export const pydantic = {
  missing: (loc: Loc): ValidationIssue => ({
    loc,
    msg: 'field required',
    type: 'value_error.missing',
  }),
  noneNotAllowed: (loc: Loc): ValidationIssue => ({
    loc,
    msg: 'none is not an allowed value',
    type: 'type_error.none.not_allowed',
  }),
  notFloat: (loc: Loc): ValidationIssue => ({
    loc,
    msg: 'value is not a valid float',
    type: 'type_error.float',
  }),
  notInteger: (loc: Loc): ValidationIssue => ({
    loc,
    msg: 'value is not a valid integer',
    type: 'type_error.integer',
  }),
  notString: (loc: Loc): ValidationIssue => ({
    loc,
    msg: 'str type expected',
    type: 'type_error.str',
  }),
  notBoolean: (loc: Loc): ValidationIssue => ({
    loc,
    msg: 'value could not be parsed to a boolean',
    type: 'type_error.bool',
  }),
  notDict: (loc: Loc): ValidationIssue => ({
    loc,
    msg: 'value is not a valid dict',
    type: 'type_error.dict',
  }),
  notList: (loc: Loc): ValidationIssue => ({
    loc,
    msg: 'value is not a valid list',
    type: 'type_error.list',
  }),
  /** A `ValueError` raised in a validator: its message is the whole `msg`. */
  valueError: (loc: Loc, message: string): ValidationIssue => ({
    loc,
    msg: message,
    type: 'value_error',
  }),
  /** `Literal[...]` / `const`: "unexpected value; permitted: 'asc', 'desc'". */
  notPermitted: (loc: Loc, given: unknown, permitted: readonly string[]): ValidationIssue => ({
    loc,
    msg: `unexpected value; permitted: ${permitted.map((p) => `'${p}'`).join(', ')}`,
    type: 'value_error.const',
    ctx: { given, permitted: [...permitted] },
  }),
  bound: (loc: Loc, bound: Bound, limit: number): ValidationIssue => ({
    loc,
    msg: `ensure this value is ${BOUND_WORDS[bound]} ${limit}`,
    type: `value_error.number.not_${bound}`,
    ctx: { limit_value: limit },
  }),
  tooShort: (loc: Loc, limit: number): ValidationIssue => ({
    loc,
    msg: `ensure this value has at least ${limit} characters`,
    type: 'value_error.any_str.min_length',
    ctx: { limit_value: limit },
  }),
  tooLong: (loc: Loc, limit: number): ValidationIssue => ({
    loc,
    msg: `ensure this value has at most ${limit} characters`,
    type: 'value_error.any_str.max_length',
    ctx: { limit_value: limit },
  }),
};

type Bound = 'ge' | 'gt' | 'le' | 'lt';
const BOUND_WORDS: Record<Bound, string> = {
  ge: 'greater than or equal to',
  gt: 'greater than',
  le: 'less than or equal to',
  lt: 'less than',
};

// ---------------------------------------------------------------------------------------------
// Pydantic 1's coercions
// ---------------------------------------------------------------------------------------------

const INVALID: unique symbol = Symbol('invalid');
type Invalid = typeof INVALID;

/** Python's `float(str)`: surrounding whitespace, `_` between digits, `inf`, `nan`, exponents. */
const PY_FLOAT_TEXT =
  /^[+-]?(?:(?:\d(?:_?\d)*(?:\.(?:\d(?:_?\d)*)?)?|\.\d(?:_?\d)*)(?:[eE][+-]?\d(?:_?\d)*)?|inf(?:inity)?|nan)$/i;
const PY_INT_TEXT = /^[+-]?\d(?:_?\d)*$/;

function pyFloat(value: unknown): number | Invalid {
  if (typeof value === 'number') {
    return value;
  }
  if (typeof value === 'boolean') {
    return value ? 1 : 0;
  }
  if (typeof value === 'string') {
    const text = value.trim();
    if (!PY_FLOAT_TEXT.test(text)) {
      return INVALID;
    }
    const lower = text.toLowerCase().replace(/_/g, '');
    if (lower.endsWith('nan')) {
      return Number.NaN;
    }
    if (lower.endsWith('inf') || lower.endsWith('infinity')) {
      return lower.startsWith('-') ? -Infinity : Infinity;
    }
    return Number(lower);
  }
  return INVALID;
}

function pyInt(value: unknown): number | Invalid {
  if (typeof value === 'boolean') {
    return value ? 1 : 0;
  }
  if (typeof value === 'number') {
    // `int(1.5)` is 1; `int(inf)` and `int(nan)` raise, which pydantic reports as not an integer.
    return Number.isFinite(value) ? Math.trunc(value) + 0 : INVALID;
  }
  if (typeof value === 'string') {
    const text = value.trim();
    return PY_INT_TEXT.test(text) ? Number(text.replace(/_/g, '')) : INVALID;
  }
  return INVALID;
}

/** Python's `str()` of what JSON can give: `5` → "5", `1.5` → "1.5", `true` → "True". */
function pyStr(value: unknown): string | Invalid {
  if (typeof value === 'string') {
    return value;
  }
  if (typeof value === 'boolean') {
    return value ? 'True' : 'False';
  }
  if (typeof value === 'number') {
    // JSON `5.0` reaches Python as a float ("5.0"); JavaScript cannot tell it from `5`.
    return Number.isInteger(value) ? String(value) : pyFloatRepr(value);
  }
  return INVALID;
}

function pyFloatRepr(value: number): string {
  if (Number.isNaN(value)) {
    return 'nan';
  }
  if (!Number.isFinite(value)) {
    return value > 0 ? 'inf' : '-inf';
  }
  // Python switches to exponent notation below 1e-4, JavaScript below 1e-6.
  const text = String(value);
  if (Math.abs(value) < 1e-4 && !text.includes('e')) {
    const [mantissa, exponent] = value.toExponential().split('e') as [string, string];
    return `${mantissa}e-${exponent.slice(1).padStart(2, '0')}`;
  }
  return text.replace(/e([+-])(\d)$/, 'e$10$2');
}

const BOOL_TRUE = new Set(['1', 'on', 't', 'true', 'y', 'yes']);
const BOOL_FALSE = new Set(['0', 'off', 'f', 'false', 'n', 'no']);

function pyBool(value: unknown): boolean | Invalid {
  if (typeof value === 'boolean') {
    return value;
  }
  if (value === 1 || value === 0) {
    return value === 1;
  }
  if (typeof value === 'string') {
    const lower = value.toLowerCase();
    return BOOL_TRUE.has(lower) ? true : BOOL_FALSE.has(lower) ? false : INVALID;
  }
  return INVALID;
}

/** Python's `dict(value)`: a dict, or a list of key-value pairs (`[]` is `{}`). */
function pyDict(value: unknown): Record<string, unknown> | Invalid {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    return value as Record<string, unknown>;
  }
  if (!Array.isArray(value)) {
    return INVALID;
  }
  const dict: Record<string, unknown> = {};
  for (const pair of value) {
    const items = typeof pair === 'string' ? [...pair] : pair;
    if (!Array.isArray(items) || items.length !== 2 || typeof items[0] !== 'string') {
      return INVALID;
    }
    dict[items[0]] = items[1];
  }
  return dict;
}

// ---------------------------------------------------------------------------------------------
// Fields and models
// ---------------------------------------------------------------------------------------------

type Coerce<T> = (value: unknown, loc: Loc, issues: ValidationIssue[]) => T | Invalid;

type Presence<T> =
  | { kind: 'required' }
  /** `x: T = default`: absent gives the default, `null` is refused. */
  | { kind: 'default'; value: T }
  /** `x: T | None = fallback`: absent gives the fallback, `null` gives null. */
  | { kind: 'optional'; fallback: T | null };

/** One field of a pydantic 1 model: its coercion, constraints, validators and default. */
export class Field<T> {
  constructor(
    private readonly coerce: Coerce<T>,
    readonly presence: Presence<T> = { kind: 'required' },
  ) {}

  /** `T | None = None`, or `T | None = fallback` (absent gives `fallback`, `null` gives null). */
  optional(fallback?: T): Field<T | null> {
    return new Field<T | null>(this.coerce, { kind: 'optional', fallback: fallback ?? null });
  }

  /** `T = value`. */
  default(value: T): Field<T> {
    return new Field<T>(this.coerce, { kind: 'default', value });
  }

  /** A `@validator`: returns the `ValueError` message, or undefined when the value is fine. */
  check(problem: (value: T) => string | undefined): Field<T> {
    const coerce = this.coerce;
    return new Field<T>((value, loc, issues) => {
      const read = coerce(value, loc, issues);
      if (read === INVALID) {
        return INVALID;
      }
      const message = problem(read);
      if (message !== undefined) {
        issues.push(pydantic.valueError(loc, message));
        return INVALID;
      }
      return read;
    }, this.presence);
  }

  /** The field's value, or undefined after pushing its issues. */
  read(present: boolean, value: unknown, loc: Loc, issues: ValidationIssue[]): T | Invalid {
    if (!present) {
      if (this.presence.kind === 'required') {
        issues.push(pydantic.missing(loc));
        return INVALID;
      }
      return this.presence.kind === 'default' ? this.presence.value : (this.presence.fallback as T);
    }
    if (value === null) {
      if (this.presence.kind === 'optional') {
        return null as T;
      }
      issues.push(pydantic.noneNotAllowed(loc));
      return INVALID;
    }
    return this.coerce(value, loc, issues);
  }
}

interface NumberBounds {
  ge?: number;
  gt?: number;
  le?: number;
  lt?: number;
}

function checkBounds(value: number, bounds: NumberBounds, loc: Loc, issues: ValidationIssue[]) {
  // Pydantic 1 tests `not value >= limit`, so NaN fails every bound.
  const failed = (['gt', 'ge', 'lt', 'le'] as const).find((bound) => {
    const limit = bounds[bound];
    if (limit === undefined) {
      return false;
    }
    const ok =
      bound === 'gt'
        ? value > limit
        : bound === 'ge'
          ? value >= limit
          : bound === 'lt'
            ? value < limit
            : value <= limit;
    return !ok;
  });
  if (failed === undefined) {
    return true;
  }
  issues.push(pydantic.bound(loc, failed, bounds[failed]!));
  return false;
}

interface LengthBounds {
  minLength?: number;
  maxLength?: number;
}

/** The field types LNbits' models use, with pydantic 1's coercions. */
export const field = {
  float: (bounds: NumberBounds = {}) =>
    new Field<number>((value, loc, issues) => {
      const read = pyFloat(value);
      if (read === INVALID) {
        issues.push(pydantic.notFloat(loc));
        return INVALID;
      }
      return checkBounds(read, bounds, loc, issues) ? read : INVALID;
    }),
  int: (bounds: NumberBounds = {}) =>
    new Field<number>((value, loc, issues) => {
      const read = pyInt(value);
      if (read === INVALID) {
        issues.push(pydantic.notInteger(loc));
        return INVALID;
      }
      return checkBounds(read, bounds, loc, issues) ? read : INVALID;
    }),
  str: (lengths: LengthBounds = {}) =>
    new Field<string>((value, loc, issues) => {
      const read = pyStr(value);
      if (read === INVALID) {
        issues.push(pydantic.notString(loc));
        return INVALID;
      }
      const length = [...read].length; // Python counts code points
      if (lengths.minLength !== undefined && length < lengths.minLength) {
        issues.push(pydantic.tooShort(loc, lengths.minLength));
        return INVALID;
      }
      if (lengths.maxLength !== undefined && length > lengths.maxLength) {
        issues.push(pydantic.tooLong(loc, lengths.maxLength));
        return INVALID;
      }
      return read;
    }),
  bool: () =>
    new Field<boolean>((value, loc, issues) => {
      const read = pyBool(value);
      if (read === INVALID) {
        issues.push(pydantic.notBoolean(loc));
      }
      return read;
    }),
  dict: () =>
    new Field<Record<string, unknown>>((value, loc, issues) => {
      const read = pyDict(value);
      if (read === INVALID) {
        issues.push(pydantic.notDict(loc));
      }
      return read;
    }),
  list: <T>(item: Field<T>) =>
    new Field<T[]>((value, loc, issues) => {
      if (!Array.isArray(value)) {
        issues.push(pydantic.notList(loc));
        return INVALID;
      }
      const before = issues.length;
      const items = value.map((element, index) =>
        item.read(true, element, [...loc, index], issues),
      );
      return issues.length > before ? INVALID : (items as T[]);
    }),
  /** A type of its own: `read` pushes its issues and returns undefined when the value fails. */
  custom: <T>(read: (value: unknown, loc: Loc, issues: ValidationIssue[]) => T | undefined) =>
    new Field<T>((value, loc, issues) => read(value, loc, issues) ?? INVALID),
  /** One of the given strings (`Literal[...]`). */
  oneOf: <const Choices extends readonly string[]>(choices: Choices) =>
    new Field<Choices[number]>((value, loc, issues) => {
      if (typeof value === 'string' && choices.includes(value)) {
        return value as Choices[number];
      }
      issues.push(pydantic.notPermitted(loc, value, choices));
      return INVALID;
    }),
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Model = Record<string, Field<any>>;
export type ModelOutput<M extends Model> = {
  [K in keyof M]: M[K] extends Field<infer T> ? T : never;
};

type Location = 'body' | 'query';

/**
 * `input` read as pydantic 1 reads a model at `where`, or FastAPI's 400 listing every issue.
 * A body that is absent or `null` is "field required"; one that is not an object goes through
 * Python's `dict()` (so `[]` is an empty model). `moreIssues`: issues of fields checked
 * elsewhere, reported in the same answer as pydantic reports a whole model.
 */
export function readModel<M extends Model>(
  model: M,
  input: unknown,
  options: { where?: Location; moreIssues?: readonly ValidationIssue[] } = {},
): ModelOutput<M> {
  const where = options.where ?? 'body';
  const read = collectModel(model, readDict(input, where), [where]);
  const issues = [...read.issues, ...(options.moreIssues ?? [])];
  if (issues.length > 0) {
    throw validationError(issues);
  }
  return read.value!;
}

/**
 * A nested model at `loc` (a field of a body): its value, or the issues to report with the
 * body's others. Not a dict is "value is not a valid dict" at `loc`.
 */
export function collectModel<M extends Model>(
  model: M,
  input: unknown,
  loc: Loc,
): { value?: ModelOutput<M>; issues: ValidationIssue[] } {
  const dict = pyDict(input);
  if (dict === INVALID) {
    return { issues: [pydantic.notDict(loc)] };
  }
  const issues: ValidationIssue[] = [];
  const output: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(model)) {
    const present = Object.hasOwn(dict, name) && dict[name] !== undefined;
    const read = spec.read(present, dict[name], [...loc, name], issues);
    if (read !== INVALID) {
      output[name] = read;
    }
  }
  return issues.length > 0 ? { issues } : { value: output as ModelOutput<M>, issues };
}

/** The model's input as a dict: "field required" when absent, Python's `dict()` of it otherwise. */
export function readDict(input: unknown, where: Location = 'body'): Record<string, unknown> {
  if (input === undefined || input === null) {
    throw validationError([pydantic.missing([where])]);
  }
  const dict = pyDict(input);
  if (dict === INVALID) {
    throw validationError([pydantic.notDict([where])]);
  }
  return dict;
}

/** A query string's values as FastAPI reads them: the last of a repeated parameter. */
export function lastQueryValues(query: unknown): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    values[name] = Array.isArray(value) ? value[value.length - 1] : value;
  }
  return values;
}
