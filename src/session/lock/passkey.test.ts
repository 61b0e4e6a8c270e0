// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../i18n/i18n';
import { PasskeyError, enablePasskey } from './passkey';

afterEach(async () => {
  vi.restoreAllMocks();
  await activateLocale('en');
});

describe('enablePasskey', () => {
  it('names the passkey in the person’s language for the password manager', async () => {
    const create = vi.fn(async (_options?: CredentialCreationOptions) => null);
    vi.spyOn(navigator, 'credentials', 'get').mockReturnValue({
      create,
    } as unknown as CredentialsContainer);
    await activateLocale('de');

    // No credential comes back, so nothing else happens after the platform was asked.
    await expect(enablePasskey()).rejects.toBeInstanceOf(PasskeyError);
    const user = create.mock.calls[0]?.[0]?.publicKey?.user;
    expect(user?.displayName).toBe('Pocketbits-Wallet');
    expect(user?.name).toBe('Pocketbits');
  });
});
