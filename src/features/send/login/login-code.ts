// Which site a login code (LNURL-auth, LUD-04) is for, read again from the code Send handed over:
// router state is never trusted to hold a checked code. Pure.
import { classifyInput } from '@/lib/input';
import type { ClassifiedInput } from '@/lib/input';
import { loginAction } from '@/lib/lnurl-auth';
import type { LoginAction } from '@/lib/lnurl-auth';

export interface ReadLoginCode {
  /** The login URL: the callback itself (LUD-04), its query kept as the site wrote it. */
  callback: string;
  /** 32 bytes of hex, lower case. */
  k1: string;
  /** The site's host, as the person should read it. */
  domain: string;
  action: LoginAction | null;
}

function fromClassified(input: ClassifiedInput): ReadLoginCode | null {
  if (input.kind === 'bip21') {
    return input.lightning ? fromClassified(input.lightning) : null;
  }
  if (input.kind !== 'lnurl' || input.tag !== 'login' || input.k1 === undefined) {
    return null;
  }
  return {
    callback: input.url,
    k1: input.k1,
    domain: input.domain,
    action: loginAction(input.url),
  };
}

/** The login a code asks for; null for anything else (a broken or unsafe login code included). */
export function readLoginCode(
  code: string,
  options: { allowLoopback: boolean },
): ReadLoginCode | null {
  return fromClassified(classifyInput(code.trim(), options));
}
