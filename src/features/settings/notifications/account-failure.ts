// A failed login or subscription, in words that say what to do. LNbits 1.5.1's answers
// (lnbits/core/views/auth_api.py): 401 "Invalid credentials." for a wrong username or password,
// 401 "User ID does not exist." for an unknown wallet link, 403 "Login by 'User ID' not allowed."
// and "Login by 'Username and Password' not allowed." where the server refuses that way in.
import { t } from '@lingui/core/macro';
import { isApiError } from '@/api/http';

export interface AccountFailure {
  title: string;
  message: string;
}

export function describeAccountFailure(error: unknown): AccountFailure | null {
  if (error instanceof DOMException) {
    // pushManager.subscribe: the browser's push service refused or could not be reached.
    return {
      title: t`The browser couldn’t subscribe`,
      message: t`Its push service didn’t answer. Check the connection and try again.`,
    };
  }
  if (!isApiError(error) || error.kind !== 'http') {
    return null;
  }
  const detail = error.detail.toLowerCase();
  if (error.status === 401 && detail.includes('invalid credentials')) {
    return {
      title: t`Wrong username or password`,
      message: t`Check both and try again.`,
    };
  }
  if (error.status === 401 && detail.includes('user id')) {
    return {
      title: t`Unknown wallet link`,
      message: t`This server doesn’t know that wallet link. Copy it again from the LNbits wallet page.`,
    };
  }
  if (error.status === 401) {
    return {
      title: t`The account didn’t open`,
      message: t`The account saved on this device no longer opens. Give the wallet link or the username and password again.`,
    };
  }
  if (error.status === 403 && detail.includes('user id')) {
    return {
      title: t`Wallet links aren’t accepted here`,
      message: t`This server doesn’t open accounts by wallet link. Use the username and password.`,
    };
  }
  if (error.status === 403 && detail.includes('password')) {
    return {
      title: t`Passwords aren’t accepted here`,
      message: t`This server doesn’t open accounts by username and password. Use the wallet link.`,
    };
  }
  return null;
}
