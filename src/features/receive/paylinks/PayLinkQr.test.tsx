// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PayLinkQr } from './PayLinkQr';

afterEach(cleanup);

describe('PayLinkQr', () => {
  it('draws the LNURL as a named QR image, in the task after the rest, in a place kept for it', async () => {
    const { container } = render(
      <PayLinkQr lnurl="LNURL1DP68GURN8GHJ7" label="QR code of the reusable link" what="link" />,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('.aspect-square')).not.toBeNull();
    const code = await screen.findByRole('img', { name: 'QR code of the reusable link' });
    expect(code.tagName).toBe('svg');
    expect(container.querySelector('.aspect-square')).toBeNull();
  });

  it('says why there is no code when no LNURL can be made', () => {
    render(<PayLinkQr lnurl={null} label="QR code of your Lightning address" what="address" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('No QR code for this address')).toBeTruthy();
  });
});
