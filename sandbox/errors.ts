/** Errors shaped exactly as LNbits' FastAPI handlers shape them (see docs/lnbits-behaviour.md, "Keys and errors"). */

export type PaymentState = 'pending' | 'success' | 'failed';

/** One entry of FastAPI's validation `detail` list, in pydantic 1's key order (LNbits 1.5.1). */
export interface ValidationIssue {
  loc: (string | number)[];
  msg: string;
  type: string;
  ctx?: Record<string, unknown>;
  /** Only in the JSON-syntax issue FastAPI builds itself (`json_invalid`). */
  input?: unknown;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: unknown,
  ) {
    super(typeof body === 'object' && body && 'detail' in body ? String(body.detail) : 'error');
  }
}

/** `{"detail": "<string>"}` with the given status. */
export function httpError(statusCode: number, detail: string): HttpError {
  return new HttpError(statusCode, { detail });
}

/** LNbits' PaymentError/InvoiceError: 520 with the state the payment is in. */
export function paymentError(detail: string, status: PaymentState = 'failed'): HttpError {
  return new HttpError(520, { detail, status });
}

/** FastAPI's RequestValidationError, which LNbits turns into a 400 with a `detail` list. */
export function validationError(issues: ValidationIssue[]): HttpError {
  return new HttpError(400, { detail: issues });
}

export function missingField(field: string): ValidationIssue {
  return { loc: ['body', field], msg: 'field required', type: 'value_error.missing' };
}
