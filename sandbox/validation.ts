import { z } from 'zod';
import { validationError, type ValidationIssue } from './errors.ts';

/**
 * Request validation the way LNbits' FastAPI answers it: a zod schema stands for the pydantic
 * model, and its failures become the 400 `{"detail": [{type, loc, msg, input, ctx?}]}` list.
 *
 * The words are pydantic 2's, which the sandbox and its tests have always used. LNbits 1.5.1
 * pins pydantic 1.10.26, whose words differ (`type_error.float`, "value is not a valid float",
 * no `input`); the one validation body observed from it, `json_invalid`, is built by FastAPI
 * itself and fits either. For bodies read with a schema every word is chosen here; the routes
 * that still check by hand (lnurlp links, nwcprovider, withdraw) spell them out themselves.
 */

type Location = 'body' | 'query';

function unwrap(schema: z.ZodType): z.ZodType {
  let inner = schema;
  while (
    inner instanceof z.ZodOptional ||
    inner instanceof z.ZodNullable ||
    inner instanceof z.ZodDefault
  ) {
    inner = inner.unwrap() as z.ZodType;
  }
  return inner;
}

/** The schema of the field at `path`, to tell an `int` from a `float` (zod words both "number"). */
function fieldSchema(schema: z.ZodType, path: readonly PropertyKey[]): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  for (const key of path) {
    const outer: z.ZodType = unwrap(current);
    if (outer instanceof z.ZodObject) {
      current = (outer.shape as Record<PropertyKey, z.ZodType>)[key];
    } else if (outer instanceof z.ZodArray) {
      current = outer.element as z.ZodType;
    } else if (outer instanceof z.ZodRecord) {
      current = outer.valueType as z.ZodType;
    } else {
      return undefined;
    }
    if (current === undefined) {
      return undefined;
    }
  }
  return unwrap(current);
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) {
      return undefined;
    }
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

const plural = (count: number) => (count === 1 ? '' : 's');

type Wording = Pick<ValidationIssue, 'type' | 'msg' | 'ctx'>;

function typeWording(expected: string, input: unknown, isInt: boolean): Wording {
  if (isInt) {
    if (typeof input === 'string') {
      return {
        type: 'int_parsing',
        msg: 'Input should be a valid integer, unable to parse string as an integer',
      };
    }
    if (typeof input === 'number' && Number.isFinite(input)) {
      return {
        type: 'int_from_float',
        msg: 'Input should be a valid integer, got a number with a fractional part',
      };
    }
    return { type: 'int_type', msg: 'Input should be a valid integer' };
  }
  switch (expected) {
    case 'number':
      return typeof input === 'string'
        ? {
            type: 'float_parsing',
            msg: 'Input should be a valid number, unable to parse string as a number',
          }
        : { type: 'float_type', msg: 'Input should be a valid number' };
    case 'string':
      return { type: 'string_type', msg: 'Input should be a valid string' };
    case 'boolean':
      return { type: 'bool_type', msg: 'Input should be a valid boolean' };
    case 'record':
    case 'object':
      return { type: 'dict_type', msg: 'Input should be a valid dictionary' };
    case 'array':
      return { type: 'list_type', msg: 'Input should be a valid list' };
    default:
      return { type: `${expected}_type`, msg: `Input should be a valid ${expected}` };
  }
}

function boundWording(issue: z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig): Wording {
  const small = issue.code === 'too_small';
  const limit = Number(small ? issue.minimum : issue.maximum);
  if (issue.origin === 'string') {
    return small
      ? {
          type: 'string_too_short',
          msg: `String should have at least ${limit} character${plural(limit)}`,
          ctx: { min_length: limit },
        }
      : {
          type: 'string_too_long',
          msg: `String should have at most ${limit} character${plural(limit)}`,
          ctx: { max_length: limit },
        };
  }
  if (issue.origin === 'array') {
    return small
      ? {
          type: 'too_short',
          msg: `List should have at least ${limit} item${plural(limit)}`,
          ctx: { min_length: limit },
        }
      : {
          type: 'too_long',
          msg: `List should have at most ${limit} item${plural(limit)}`,
          ctx: { max_length: limit },
        };
  }
  const inclusive = issue.inclusive !== false;
  if (small) {
    return inclusive
      ? {
          type: 'greater_than_equal',
          msg: `Input should be greater than or equal to ${limit}`,
          ctx: { ge: limit },
        }
      : { type: 'greater_than', msg: `Input should be greater than ${limit}`, ctx: { gt: limit } };
  }
  return inclusive
    ? {
        type: 'less_than_equal',
        msg: `Input should be less than or equal to ${limit}`,
        ctx: { le: limit },
      }
    : { type: 'less_than', msg: `Input should be less than ${limit}`, ctx: { lt: limit } };
}

/** One zod issue in pydantic's words, at `where` (`body`, `query`) as FastAPI locates it. */
function pydanticIssue(
  schema: z.ZodType,
  issue: z.core.$ZodIssue,
  input: unknown,
  where: Location,
): ValidationIssue {
  const loc = [where, ...issue.path.map((key) => (typeof key === 'number' ? key : String(key)))];
  const value = valueAt(input, issue.path);
  if (issue.code === 'invalid_type' && value === undefined) {
    // A JSON body has no undefined: the field is absent. Pydantic shows the object it is missing from.
    const parent = valueAt(input, issue.path.slice(0, -1));
    return { type: 'missing', loc, msg: 'Field required', input: parent };
  }
  let wording: Wording;
  if (issue.code === 'invalid_type') {
    const field = fieldSchema(schema, issue.path);
    const isInt = field instanceof z.ZodNumber && field.format === 'safeint';
    wording = typeWording(issue.expected, value, isInt);
  } else if (issue.code === 'too_small' || issue.code === 'too_big') {
    wording = boundWording(issue);
  } else {
    // A refinement: pydantic's `ValueError` raised in a validator.
    wording = { type: 'value_error', msg: `Value error, ${issue.message}`, ctx: { error: {} } };
  }
  const { type, msg, ctx } = wording;
  return ctx === undefined
    ? { type, loc, msg, input: value }
    : { type, loc, msg, input: value, ctx };
}

/**
 * `input` read with `schema`, or FastAPI's 400 listing every issue. `moreIssues`: issues of
 * fields checked elsewhere, reported in the same answer as pydantic reports a whole model.
 */
export function readRequest<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  options: { where?: Location; moreIssues?: readonly ValidationIssue[] } = {},
): z.output<Schema> {
  const result = schema.safeParse(input);
  const issues = result.success
    ? []
    : result.error.issues.map((issue) =>
        pydanticIssue(schema, issue, input, options.where ?? 'body'),
      );
  issues.push(...(options.moreIssues ?? []));
  if (!result.success || issues.length > 0) {
    throw validationError(issues);
  }
  return result.data;
}
